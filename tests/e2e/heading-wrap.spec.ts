import { allPages } from './helpers'
import { expect, test } from './test'

/**
 * Headings that break well (issue 37 part 6): with the brand typeface and balanced wrapping, no heading of four or
 * more words ends with one word alone on its last line, at 320, 390 and 1280 px, on every page of both languages
 * (the sitemap's), with no exceptions: at 320 px a tool page's feature and note icons sit above their titles and
 * section titles are 22.4 px, so even Spanish's long last words keep a second word beside them. Measured on the pre-rendered page (scripts off: what a visitor first sees, and the same layout
 * hydrated) once the font has loaded: each word's line is the top of its Range's first client rect.
 */
test.use({ javaScriptEnabled: false })

const WIDTHS = [1280, 390, 320] as const

for (const pathname of allPages()) {
  test(`${pathname}: no heading of four or more words ends with one word alone`, async ({ page }) => {
    const problems: string[] = []
    await page.goto(pathname)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 })
      await page.evaluate(() => document.fonts.ready)
      const found = await page.evaluate(() => {
        const out: string[] = []
        for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')) {
          const box = heading.getBoundingClientRect()
          if (box.width < 2 || box.height < 2 || heading.closest('[popover], dialog, [hidden]')) continue
          // Every word (a run of characters between spaces, a non-breaking space included) and the top of its line.
          const words: Array<{ text: string; top: number }> = []
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            if (node.parentElement?.closest('.sr-only, [aria-hidden="true"] .sr-only')) continue
            for (const match of node.data.matchAll(/[^\s\u00a0]+/g)) {
              const range = document.createRange()
              range.setStart(node, match.index)
              range.setEnd(node, match.index + match[0].length)
              const rect = range.getClientRects()[0]
              if (rect && rect.width > 0) words.push({ text: match[0], top: rect.top })
            }
          }
          if (words.length < 4) continue
          const lineHeight = parseFloat(getComputedStyle(heading).lineHeight) || parseFloat(getComputedStyle(heading).fontSize) * 1.2
          const lastTop = words.at(-1)!.top
          const onLastLine = words.filter((word) => Math.abs(word.top - lastTop) < lineHeight / 2)
          const lines = new Set(words.map((word) => Math.round(word.top / (lineHeight / 2)))).size
          if (onLastLine.length === 1 && lines > 1)
            out.push(`"${words.map((w) => w.text).join(' ')}" ends with "${onLastLine[0]!.text}" alone`)
        }
        return out
      })
      problems.push(...found.map((problem) => `${width} px: ${problem}`))
    }
    expect(problems).toEqual([])
  })
}
