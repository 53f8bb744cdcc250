import { readFileSync } from 'node:fs'
import { SIGN_UP, signUpText, waitForHydration } from './helpers'
import { expect, test, type Locator } from './test'

/**
 * Home's hero (issue 37 part 3): the rotating prompt is the mock-up window's input line and the window
 * answers the prompt on screen; the sign-up and Watch demo buttons are fully above the fold at 1280 x 800
 * and 1024 x 768 in both languages. The ad page (part 5) shows its product in the first screen, scripts off.
 * One test per page and viewport.
 */

const HOME = { en: { path: '/', demo: 'Watch demo' }, es: { path: '/es', demo: 'Ver demo' } } as const

const prompts = (locale: 'en' | 'es'): string[] => {
  const catalog = JSON.parse(readFileSync(`locales/${locale}/home.json`, 'utf8')) as { hero: { prompt: { items: Record<string, string> } } }
  return Object.values(catalog.hero.prompt.items)
}

async function bottomOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  return box!.y + box!.height
}

for (const [locale, home] of Object.entries(HOME) as ['en' | 'es', (typeof HOME)['en' | 'es']][]) {
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    test.describe(`${locale} at ${width} x ${height}`, () => {
      test.use({ viewport: { width, height }, javaScriptEnabled: false })
      test('sign-up and Watch demo are fully above the fold', async ({ page }) => {
        await page.goto(home.path)
        const hero = page.locator('#hero')
        const signUp = hero.getByRole('link', { name: signUpText(SIGN_UP[locale]) })
        const demo = hero.getByRole('button', { name: home.demo })
        expect(await bottomOf(signUp)).toBeLessThanOrEqual(height)
        expect(await bottomOf(demo)).toBeLessThanOrEqual(height)
      })
    })
  }
}

test('en: the prompt is inside the mock-up window, and the window answers the prompt shown', async ({ page }) => {
  await page.goto('/')
  const mock = page.getByTestId('home-hero-mock')
  const prompt = mock.getByTestId('rotating-prompt')
  await expect(prompt).toBeVisible()
  // Nowhere else in the hero.
  await expect(page.locator('#hero').getByTestId('rotating-prompt')).toHaveCount(1)
  const text = prompt.getByTestId('rotating-prompt-text')
  const list = prompts('en')
  await expect(text).toHaveText(list[0]!)
  const answer = page.getByTestId('home-hero-answer')
  await expect(answer).toHaveAttribute('data-tool', 'ai-pricing')
  await expect(answer).toContainText('$14,163')
  await waitForHydration(page)
  // The next prompt (the RFP question) brings RFP Reader's answer, and the window's title follows.
  await expect(text).toHaveText(list[1]!, { timeout: 6000 })
  await expect(answer).toHaveAttribute('data-tool', 'rfp-reader')
  await expect(mock).toContainText('RFP Reader')
  // The window keeps its height whichever answer it shows.
})

test('es: the prompt sits inside the window with scripts off too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/es')
  await expect(page.getByTestId('home-hero-mock').getByTestId('rotating-prompt-text')).toHaveText(prompts('es')[0]!)
  await expect(page.getByTestId('home-hero-answer')).toContainText('$14,163')
  await context.close()
})

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`the ad page at ${width} x ${height}, scripts off`, () => {
    test.use({ viewport: { width, height }, javaScriptEnabled: false })
    test('its product (the AI Pricing answer with its monthly price) is in the first screen', async ({ page }) => {
      await page.goto('/facebook-landing')
      // The page loads no JavaScript (structured data aside).
      await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
      const product = page.getByTestId('hero-product')
      const box = (await product.boundingBox())!
      expect(box.y).toBeLessThan(height - 150)
      // The monthly price, the answer's main figure, is on screen.
      const price = product.getByText('$14,163', { exact: true })
      expect(await bottomOf(price)).toBeLessThanOrEqual(height)
      // Beside the headline from 62em, under the sign-up button on phones.
      const h1 = (await page.locator('h1').boundingBox())!
      if (width >= 992) expect(box.x).toBeGreaterThan(h1.x + h1.width / 2)
      else expect(box.y).toBeGreaterThan((await page.getByTestId('hero-cta').boundingBox())!.y)
    })
  })
}
