import { expect, test } from './test'
import { allPages, expectNoViolations, waitForHydration } from './helpers'

const pages = [...allPages(), '/no-such-page', '/es/no-existe']

for (const width of [1280, 390]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } })
    for (const pathname of pages) {
      test(`${pathname}`, async ({ page }) => {
        await page.goto(pathname)
        await waitForHydration(page)
        await expectNoViolations(page)
      })
    }
  })
}

test.describe('axe in open states', () => {
  test('a header dropdown', async ({ page }) => {
    await page.goto('/es/pricing')
    await waitForHydration(page)
    await page.getByTestId('menu-features').click()
    await expect(page.getByTestId('menu-features-list')).toBeVisible()
    await expectNoViolations(page)
  })

  test('a header dropdown and an open FAQ answer when the application script never loads', async ({ page }) => {
    // axe needs script in the page, so the application's scripts are blocked instead of JavaScript as a whole.
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto('/es/faq')
    await page.getByTestId('faq-item').nth(1).locator('summary').click()
    await expect(page.getByTestId('faq-item').nth(1)).toHaveAttribute('open', '')
    await page.getByTestId('menu-help').click()
    await expect(page.getByTestId('menu-help-list')).toBeVisible()
    await expectNoViolations(page)
  })

  test('a See Example dialog and the Watch demo dialog', async ({ page }) => {
    test.slow() // two dialogs that load on first use and two axe runs: 28-32 s on a busy two-core machine
    await page.goto('/es/ai-pricing?example=bid-pricing')
    await waitForHydration(page)
    // The example's text and the markdown renderer load on first open.
    await expect(page.getByRole('dialog')).toContainText('Costo total', { timeout: 20_000 })
    await expectNoViolations(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Ver demo' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page)
  })

  test('an open FAQ item', async ({ page }) => {
    await page.goto('/ai-pricing')
    await waitForHydration(page)
    await page.getByTestId('faq-item').first().locator('summary').click()
    await expect(page.getByTestId('faq-item').first().locator('summary + div')).toBeVisible()
    await expectNoViolations(page)
  })

  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await waitForHydration(page)
    await page.getByTestId('mobile-menu-button').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page)
  })

  for (const path of ['/resources/get-cleaning-accounts-ai-ebook', '/ebookpr']) {
    test(`the ebook form showing an error (${path})`, async ({ page }) => {
      await page.route('**/api/form-inbox', (route) => route.fulfill({ json: { success: false, message: 'Rate limited' } }))
      await page.goto(path)
      await waitForHydration(page)
      await page.getByTestId('ebook-submit').click()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2)
      await expect(page.getByTestId('ebook-error-summary')).toBeFocused()
      await expectNoViolations(page)
      await page.getByTestId('ebook-form').getByRole('textbox').first().fill('Ana Ruiz')
      await page.getByTestId('ebook-form').getByRole('textbox').nth(1).fill('ana@brightclean.com')
      await page.getByTestId('ebook-submit').click()
      await expect(page.getByTestId('ebook-submit-error')).toBeVisible()
      await expectNoViolations(page)
    })
  }
})

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/pricing')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('focused controls show a visible focus ring', async ({ page }) => {
    await page.goto('/ebookpr')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const style = getComputedStyle(el)
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThanOrEqual(2)
  })
})
