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
 * The whole page in one screenshot, taken with the viewport made as tall as the page (then put back), not
 * with a full-page capture: under load, Chromium's capture beyond the viewport now and then drew a block
 * far below the fold (the ebook's sample table, 1,900 px down) 8 px shorter than the page's layout,
 * measured before and after the shot; two shots 300 ms apart both did.
 * With everything inside the viewport, 24 of 24 runs under three busy loops on two cores matched.
 */
async function wholePage(page: Page): Promise<Buffer> {
  const viewport = page.viewportSize()!
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: viewport.width, height })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const shot = await page.screenshot()
  await page.setViewportSize(viewport)
  return shot
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
        const shotBefore = await wholePage(before)

        const withJs = await browser.newContext({ viewport, reducedMotion: 'reduce' })
        const after = await withJs.newPage()
        await after.goto(pathname)
        await waitForHydration(after)
        await after.evaluate(() => document.fonts.ready)
        await after.waitForTimeout(300)
        const shotAfter = await wholePage(after)

        const blank = await withJs.newPage()
        const share = await differingShare(blank, shotBefore, shotAfter)
        expect(share, `share of pixels that differ on ${pathname} at ${width}px`).toBeLessThan(0.005)
        await noJs.close()
        await withJs.close()
      })
    }
  }
})
