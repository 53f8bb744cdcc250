import { expect, test, type Page } from './test'
import { watchConsole } from './helpers'

/**
 * The HTML answers the first tap (issue 47): See example opens its dialog, with its analysis, before any island code
 * has arrived (here it is held on the way), and without JavaScript at all; the island, once here, takes over the
 * dialog that is already open: it stays open, the focus stays in it, and the address gets `?example=`.
 */

/** Holds the code of the tool page's dialogs island until `release()`. */
async function holdDialogsCode(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/ToolDialogs-*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

const CASES = [
  { path: '/rfp-reader', button: 'See example: Compliance Matrix', dialog: 'Compliance Matrix Example', key: 'compliance-matrix' },
  { path: '/es/ai-pricing', button: 'Ver ejemplo: Renovación con CPI', dialog: 'Ejemplo: Renovación con CPI', key: 'renewal-cpi' },
] as const

for (const c of CASES) {
  test(`${c.path}: See example answers at once while the island's code is on the way, and keeps its state after`, async ({ page }) => {
    const problems = watchConsole(page)
    const release = await holdDialogsCode(page)
    await page.goto(c.path)
    const button = page.getByRole('button', { name: c.button })
    await button.click()
    const dialog = page.getByRole('dialog', { name: c.dialog })
    // Answered by the HTML: visible with its analysis table, the focus inside, while the code is still held.
    await expect(dialog).toBeVisible({ timeout: 1000 })
    await expect(dialog.locator('table').first()).toBeVisible()
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    expect(await page.locator('[data-island="tool-dialogs"]').getAttribute('data-hydrated')).toBeNull()

    release()
    await expect(page.locator('[data-island="tool-dialogs"]')).toHaveAttribute('data-hydrated', '')
    await expect(page).toHaveURL(new RegExp(`\\?example=${c.key}$`))
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await expect(dialog.getByTestId('copy-prompt')).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`${c.path}$`))
    expect(problems).toEqual([])
  })
}

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false })

  for (const c of CASES) {
    test(`${c.path}: See example opens its dialog with the analysis and output, and Escape closes it`, async ({ page }) => {
      await page.goto(c.path)
      const button = page.getByRole('button', { name: c.button })
      await button.click()
      const dialog = page.getByRole('dialog', { name: c.dialog })
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('table').first()).toBeVisible()
      // Copy prompt needs a script: without one it is not offered, and the prompt is plain text to select.
      await expect(dialog.getByTestId('copy-prompt')).toBeHidden()
      await expect(dialog.locator('blockquote').first()).not.toBeEmpty()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })
  }

  test('every example of every tool page is in its HTML, once, named by its button', async ({ page }) => {
    for (const path of ['/ai-pricing', '/es/leads-contracts', '/ai-hiring']) {
      await page.goto(path)
      const buttons = page.locator('[data-opens="example"]')
      const count = await buttons.count()
      expect(count).toBeGreaterThanOrEqual(5)
      for (let i = 0; i < count; i++) {
        const target = await buttons.nth(i).getAttribute('popovertarget')
        await expect(page.locator(`[id="${target}"][popover][role="dialog"]`)).toHaveCount(1)
      }
    }
  })
})
