import { expect, test } from './test'
import { signUpText, waitForHydration, watchConsole, tourToLastStep } from './helpers'

test.describe('AI Pricing tool page', () => {
  test('has the layout sections, eleven badges and six scenarios', async ({ page }) => {
    await page.goto('/ai-pricing')
    await waitForHydration(page)
    await expect(page).toHaveTitle('AI Pricing - Price cleaning bids in minutes | CleanSuite AI')
    const h2 = await page.locator('main h2').allTextContents()
    expect(h2.slice(0, 6)).toEqual([
      'What AI Pricing does for you',
      'How it works',
      'Try a quick estimate first',
      'Everyday scenarios, sample outputs',
      'Your data, connected to every tool',
      'Frequently asked questions',
    ])
    await expect(page.getByTestId('tool-badges').locator('li')).toHaveCount(11)
    await expect(page.getByTestId('scenario-card')).toHaveCount(6)
    await expect(page.getByTestId('faq-item')).toHaveCount(6)
    await expect(page.getByTestId('hero-cta')).toHaveText(signUpText('Get started'))
    await expect(page.getByTestId('closing-cta')).toHaveText(signUpText('Get started'))
  })

  test('See Example opens the dialog from the URL, traps focus, closes on Escape and returns focus', async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto('/ai-pricing')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'See example: Bid Pricing' })
    await button.click()
    await expect(page).toHaveURL(/\?example=bid-pricing$/)
    const dialog = page.getByRole('dialog', { name: 'Bid Pricing Example' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'AI Analysis' })).toBeVisible()
    await expect(dialog.locator('table').first()).toContainText('Restrooms')
    await expect(dialog).toContainText('Recommended price: $14,163 per month')
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/ai-pricing$/)
    await expect(button).toBeFocused()
    expect(problems).toEqual([])
  })

  test('a linked example opens in Spanish, Back closes it, and an unknown key opens nothing', async ({ page }) => {
    await page.goto('/es/ai-pricing')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Ver ejemplo: Renovación con CPI' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ejemplo: Renovación con CPI' })
    await expect(dialog).toContainText('Nuevo precio mensual')
    // The HTML opened it; Back closes it once the island has given it its address.
    await expect(page).toHaveURL(/\?example=[\w-]+$/)
    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/es\/ai-pricing$/)

    await page.goto('/es/ai-pricing?example=multi-site-pricing')
    await waitForHydration(page)
    await expect(page.getByRole('dialog', { name: 'Ejemplo: Precios para varias sedes' })).toContainText('$4,713')

    const problems = watchConsole(page)
    await page.goto('/ai-pricing?example=no-such-example')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('Copy prompt copies the sample prompt and confirms with a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/ai-pricing?example=scenario-compare')
    await waitForHydration(page)
    await page.getByRole('dialog', { name: 'Scenario Compare Example' }).getByTestId('copy-prompt').click()
    await expect(page.getByTestId('toast-region')).toContainText('Prompt copied to the clipboard.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('5 nights a week against 3 nights a week')
  })

  test('Watch demo says the video is coming soon and offers Get started', async ({ page }) => {
    await page.goto('/ai-pricing')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Watch demo' }).click()
    const dialog = page.getByRole('dialog', { name: 'AI Pricing demo' })
    await expect(dialog).toContainText('The demo video is coming soon')
    // The tour ends on Get started: walk its five steps with the arrow keys.
    await tourToLastStep(page, dialog)
    await expect(dialog.getByRole('link', { name: 'Get started' })).toHaveAttribute('target', '_blank')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Watch demo' })).toBeFocused()
  })
})
