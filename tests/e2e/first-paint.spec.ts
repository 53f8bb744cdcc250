import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test'
import { allPages, waitForHydration } from './helpers'

/**
 * The first paint is the finished page: before (and without) the application's JavaScript, every
 * call to action has its colours and the page looks like the hydrated one. "Without JavaScript"
 * is simulated by blocking the site's scripts, so axe (which runs as a script) can still inspect
 * the page; the DOM is exactly what a visitor with JavaScript off gets.
 */
async function blockAppScripts(page: Page) {
  await page.route('**/assets/**/*.js', (route) => route.abort())
}

test.describe('before and without JavaScript: colour contrast on every page', () => {
  for (const pathname of allPages()) {
    test(pathname, async ({ page }) => {
      await blockAppScripts(page)
      await page.goto(pathname)
      const { violations, incomplete } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
      const summary = violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`))
      // axe files text drawn in its own background colour (white on white: an unstyled button) under
      // "incomplete", not "violations": count any measured ratio below the required one as a failure too.
      for (const node of incomplete.flatMap((v) => v.nodes)) {
        const data = node.any[0]?.data as { contrastRatio?: number; expectedContrastRatio?: string } | undefined
        const expected = Number.parseFloat(data?.expectedContrastRatio ?? '')
        if (data?.contrastRatio !== undefined && data.contrastRatio > 0 && data.contrastRatio < expected) {
          summary.push(`${node.target.join(' ')}: contrast ${data.contrastRatio}:1 < ${expected}:1`)
        }
      }
      expect(summary, 'colour-contrast failures with JavaScript off').toEqual([])
    })
  }
})

/** Share of pixels that differ (any channel by more than 24 of 255) between two PNG screenshots, computed in a blank page. */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (b64: string) =>
        createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }))
      const [x, y] = await Promise.all([load(first), load(second)])
      if (x.width !== y.width || x.height !== y.height) return 1
      const pixels = (bitmap: ImageBitmap) => {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')!
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data
      }
      const [p, q] = [pixels(x), pixels(y)]
      let different = 0
      for (let i = 0; i < p.length; i += 4) {
        if (Math.abs(p[i]! - q[i]!) > 24 || Math.abs(p[i + 1]! - q[i + 1]!) > 24 || Math.abs(p[i + 2]! - q[i + 2]!) > 24) different += 1
      }
      return different / (p.length / 4)
    },
    [a.toString('base64'), b.toString('base64')] as const,
  )
}

/**
 * A full-page screenshot of a page that has stopped changing: two consecutive shots, 300 ms apart, that
 * are the same bytes. On a loaded two-core machine one shot of a just-hydrated page now and then showed
 * a frame in which one block (the ebook's sample table) was laid out smaller than the page's own layout
 * measured just after; the next shots were right.
 */
async function settledScreenshot(page: Page): Promise<Buffer> {
  let previous = await page.screenshot({ fullPage: true })
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.waitForTimeout(300)
    const next = await page.screenshot({ fullPage: true })
    if (next.equals(previous)) return next
    previous = next
  }
  return previous
}

test.describe('the page before JavaScript looks like the hydrated page', () => {
  test.use({ reducedMotion: 'reduce' }) // the rotating prompts hold still, as the pre-rendered page does
  // Two page loads, two full-page screenshots and a pixel comparison: home at 1280 px took over 30 s
  // in a fresh-clone CI run on a busy two-core machine, so these get three times the default.
  test.slow()
  for (const width of [1280, 390]) {
    for (const pathname of ['/', '/pricing', '/ai-pricing', '/resources/get-cleaning-accounts-ai-ebook', '/ebookpr']) {
      test(`${pathname} at ${width}px`, async ({ browser }) => {
        const viewport = { width, height: width < 500 ? 844 : 800 }
        const noJs = await browser.newContext({ viewport, reducedMotion: 'reduce' })
        const before = await noJs.newPage()
        await blockAppScripts(before)
        await before.goto(pathname)
        await before.evaluate(() => document.fonts.ready)
        const shotBefore = await before.screenshot({ fullPage: true })

        const withJs = await browser.newContext({ viewport, reducedMotion: 'reduce' })
        const after = await withJs.newPage()
        await after.goto(pathname)
        await waitForHydration(after)
        await after.evaluate(() => document.fonts.ready)
        const shotAfter = await settledScreenshot(after)

        const blank = await withJs.newPage()
        const share = await differingShare(blank, shotBefore, shotAfter)
        expect(share, `share of pixels that differ on ${pathname} at ${width}px`).toBeLessThan(0.005)
        await noJs.close()
        await withJs.close()
      })
    }
  }
})
