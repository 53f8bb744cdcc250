import { expect, test } from './test'
import { allPages } from './helpers'

/**
 * Every width from 320 px (WCAG 1.4.10 reflow): no sideways scrolling of the page, every header
 * control fully on screen, nothing in the page wider than the screen unless it sits in a scroll
 * container, and no button label clipped. Checked on the pre-rendered HTML (what a visitor sees
 * first, and without JavaScript).
 */
test.use({ javaScriptEnabled: false })

for (const width of [320, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const pathname of allPages()) {
      test(pathname, async ({ page }) => {
        await page.goto(pathname)
        const problems = await page.evaluate(() => {
          const out: string[] = []
          const vw = document.documentElement.clientWidth
          const label = (el: Element) => (el.textContent ?? '').trim().slice(0, 50) || el.getAttribute('aria-label') || el.tagName
          if (document.documentElement.scrollWidth > vw) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px wide`)
          const visible = (el: Element) => {
            const box = el.getBoundingClientRect()
            return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
          }
          for (const el of document.querySelectorAll('header a, header button')) {
            const box = el.getBoundingClientRect()
            if (visible(el) && (box.left < -0.5 || box.right > vw + 0.5))
              out.push(`header control off screen: "${label(el)}" (${Math.round(box.left)}-${Math.round(box.right)})`)
          }
          const inScroller = (el: Element) => {
            for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
              if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true
            }
            return false
          }
          for (const el of document.querySelectorAll('main *')) {
            if (!visible(el) || inScroller(el)) continue
            const box = el.getBoundingClientRect()
            if (box.right > vw + 1 && ['A', 'BUTTON', 'H1', 'H2', 'H3', 'P', 'TD', 'TH', 'LI', 'LABEL', 'INPUT'].includes(el.tagName)) {
              out.push(`wider than the screen: <${el.tagName.toLowerCase()}> "${label(el)}" ends at ${Math.round(box.right)} px`)
            }
          }
          for (const el of document.querySelectorAll('.mantine-Button-label, button, a')) {
            if (visible(el) && getComputedStyle(el).overflow !== 'visible' && el.scrollWidth > el.clientWidth + 1)
              out.push(`clipped label: "${label(el)}"`)
          }
          return out
        })
        expect(problems, `${pathname} at ${width} px`).toEqual([])
      })
    }
  })
}
