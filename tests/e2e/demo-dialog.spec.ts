import { expect, test, type Page } from './test'
import { currentTourStep, SIGN_UP, signUpText, waitForHydration, watchConsole, tourToLastStep } from './helpers'

/**
 * Watch demo is no dead end: the dialog holds a tour of the product ending on Sign Up, says the video is
 * coming soon (no demo video is configured in this build) and leads to what a visitor can see now: this
 * page's examples (a tool page) or its tools (home), and the free bid calculator, in the page's language.
 * The tour itself, step by step: tests/e2e/demo-tour.spec.ts.
 */

const locales = {
  en: {
    prefix: '',
    watchDemo: 'Watch demo',
    toolDialog: 'AI Pricing demo',
    homeDialog: 'CleanSuite AI demo',
    comingSoon: 'The demo video is coming soon',
    examples: 'See sample results on this page',
    tools: 'See every tool on this page',
    calculator: 'Try the free bid calculator',
  },
  es: {
    prefix: '/es',
    watchDemo: 'Ver demo',
    toolDialog: 'Demo: Precios con IA',
    homeDialog: 'Demo: CleanSuite AI',
    comingSoon: 'El video demo llegará pronto',
    examples: 'Ver resultados de muestra en esta página',
    tools: 'Ver todas las herramientas en esta página',
    calculator: 'Prueba la calculadora gratuita de precios',
  },
} as const

async function openDemo(page: Page, path: string, watchDemo: string, dialogName: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: watchDemo }).click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  return dialog
}

for (const [locale, l] of Object.entries(locales)) {
  test.describe(`${locale}`, () => {
    test('a tool page: coming soon, Sign Up, and the way to its examples, which the dialog closes to show', async ({ page }) => {
      const problems = watchConsole(page)
      const dialog = await openDemo(page, `${l.prefix}/ai-pricing`, l.watchDemo, l.toolDialog)
      await expect(dialog).toContainText(l.comingSoon)
      await expect(dialog.locator('iframe')).toHaveCount(0)
      // Sign Up is the tour's last step.
      await tourToLastStep(page, dialog)
      const signUp = dialog.getByRole('link', { name: signUpText(SIGN_UP[locale as 'en' | 'es']) })
      await expect(signUp).toHaveAttribute('href', /\/signup$/)
      await expect(signUp).toHaveAttribute('target', '_blank')
      await expect(dialog.getByRole('link', { name: l.calculator })).toHaveAttribute('href', `${l.prefix}/cleaning-bid-calculator`)
      const examples = dialog.getByRole('link', { name: l.examples })
      await expect(examples).toHaveAttribute('href', '#scenarios-title')

      await examples.click()
      await expect(dialog).toBeHidden()
      const heading = page.locator('#scenarios-title')
      await expect(heading).toBeInViewport()
      await expect(heading).toBeFocused()
      // Below the fixed header, not under it.
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(64)
      // The examples are right there.
      await expect(page.getByTestId('scenario-card').first()).toBeInViewport()
      expect(problems).toEqual([])
    })

    test('the bid calculator link opens the calculator in the same language', async ({ page }) => {
      const dialog = await openDemo(page, `${l.prefix}/ai-pricing`, l.watchDemo, l.toolDialog)
      await dialog.getByRole('link', { name: l.calculator }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/cleaning-bid-calculator$`))
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })

    test('home: the way forward is its tools, not examples', async ({ page }) => {
      const dialog = await openDemo(page, l.prefix || '/', l.watchDemo, l.homeDialog)
      await expect(dialog.getByRole('link', { name: l.examples })).toHaveCount(0)
      await expect(dialog.getByRole('link', { name: l.calculator })).toBeVisible()
      await expect(dialog.getByTestId('demo-tour')).toBeVisible()
      await dialog.getByRole('link', { name: l.tools }).click()
      await expect(dialog).toBeHidden()
      await expect(page.locator('#products-title')).toBeInViewport()
      await expect(page.locator('#products-title')).toBeFocused()
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 664 } })
  test('the tour and its buttons are on screen, and the keyboard reaches the section link and follows it', async ({ page }) => {
    const l = locales.es
    const dialog = await openDemo(page, `${l.prefix}/ai-pricing`, l.watchDemo, l.toolDialog)
    // The first step's Next and its count are on screen (it has no Previous).
    for (const id of ['demo-tour-next', 'demo-tour-count']) {
      await expect(currentTourStep(dialog).getByTestId(id)).toBeInViewport({ ratio: 1 })
    }
    const examples = dialog.getByRole('link', { name: l.examples })
    await examples.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page.locator('#scenarios-title')).toBeFocused()
    await expect(page.locator('#scenarios-title')).toBeInViewport()
  })
})
