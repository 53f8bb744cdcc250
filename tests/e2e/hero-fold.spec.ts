import { allPages, localeOf, SIGN_UP, signUpText } from './helpers'
import { expect, test } from './test'

/**
 * Spanish sized for its own length (issue 28 part 5): on every page whose hero holds the sign-up button, the
 * button sits fully above an 800 px fold at 1280 px, in every language (Spanish runs about a quarter longer);
 * home's trust pill fits one line at 390 px. The pre-rendered page is what a visitor first sees: JavaScript off.
 */
test.use({ javaScriptEnabled: false })

test.describe('at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('every hero sign-up button is above the fold', async ({ page }) => {
    const checked: string[] = []
    for (const pathname of allPages()) {
      await page.goto(pathname)
      const label = SIGN_UP[localeOf(pathname)]
      const pattern = signUpText(label)
      // The hero: the first section (or header band) that holds the H1.
      const bottom = await page.evaluate(
        ({ source, flags }) => {
          const re = new RegExp(source, flags)
          const hero = document.querySelector('main h1')?.closest('section, header')
          const button = [...(hero?.querySelectorAll('a, button') ?? [])].find((el) => re.test(el.textContent?.trim() ?? ''))
          return button ? button.getBoundingClientRect().bottom : null
        },
        { source: pattern.source, flags: pattern.flags },
      )
      if (bottom === null) continue
      checked.push(pathname)
      expect(bottom, `${pathname}: "${label}" bottom edge`).toBeLessThanOrEqual(800)
    }
    // Home, features, pricing, why AI, the nine tools and the ad page, in both languages.
    expect(checked.length).toBeGreaterThanOrEqual(2 * 13)
    expect(checked).toContain('/es')
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const pathname of ['/', '/es']) {
    test(`${pathname}: the trust pill is one line`, async ({ page }) => {
      await page.goto(pathname)
      const pill = page.locator('main p').first()
      const { height, lineHeight } = await pill.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }))
      expect(height).toBeLessThan(lineHeight * 2)
    })
  }
})
