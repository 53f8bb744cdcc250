import { expect, test } from './test'
import { allPages, waitForHydration } from './helpers'

/** Pages with a timer-driven sample-prompt rotation: home and the nine tool pages, in English. */
const TOOL_PATHS = [
  '/ai-chat-assistant',
  '/contract-writer',
  '/contract-analyzer',
  '/ai-pricing',
  '/rfp-reader',
  '/ai-hiring',
  '/ai-content-manager',
  '/ai-local-seo-ads',
  '/leads-contracts',
]

test.describe('prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' })

  for (const pathname of ['/', ...TOOL_PATHS, '/es/ai-content-manager']) {
    test(`${pathname}: nothing moves on a timer`, async ({ page }) => {
      test.skip(!allPages().includes(pathname), `${pathname} is not built`)
      await page.goto(pathname)
      await waitForHydration(page)
      const prompt = page.getByTestId('rotating-prompt-text').first()
      const before = await prompt.textContent()
      // Longer than one rotation interval (3000 ms on tool pages, 3500 ms on home).
      await page.waitForTimeout(4_000)
      expect(await prompt.textContent()).toBe(before)
      await expect(page.getByTestId('rotating-prompt').first()).toHaveAttribute('data-paused', 'true')
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a instanceof CSSAnimation ? a.animationName : a.constructor.name)),
      )
      expect(running, 'running CSS animations or transitions').toEqual([])
    })
  }
})

test('without the preference, a tool page prompt does rotate (the check above can fail)', async ({ page }) => {
  await page.goto('/ai-pricing')
  await waitForHydration(page)
  const prompt = page.getByTestId('rotating-prompt-text')
  const before = await prompt.textContent()
  await expect(prompt).not.toHaveText(before!, { timeout: 5_000 })
})
