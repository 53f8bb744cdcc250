import { expect, test, type Page } from './test'
import { currentTourStep, watchConsole } from './helpers'

/**
 * The HTML answers the first tap (issue 47): See example and Watch demo open their dialogs, with their content,
 * before any island code has arrived (here it is held on the way), and without JavaScript at all; the island, once
 * here, takes over the dialog that is already open: it stays open, the focus stays in it, See example's address gets
 * `?example=`, and the tour stays on the step the visitor went to.
 */

/** Holds the code of an island (its chunk, `ToolDialogs`, `DemoIsland`) until `release()`. */
async function holdIslandCode(page: Page, chunk: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    await held
    await route.continue()
  })
  return release
}

for (const c of [
  { path: '/', next: 'Next', second: 'Price the job' },
  { path: '/es/ai-pricing', next: 'Siguiente', second: 'Cotiza el trabajo' },
] as const) {
  test(`${c.path}: Watch demo answers at once while the island's code is on the way; its tour works and stays where it is after`, async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const release = await holdIslandCode(page, 'DemoIsland')
    await page.goto(c.path)
    const watch = page.getByRole('main').locator('[data-opens="demo"]').first()
    await watch.click()
    const dialog = page.getByTestId('demo-dialog')
    await expect(dialog).toBeVisible({ timeout: 1000 })
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    // Its Next works from the HTML too: the second step scrolls into view.
    const steps = dialog.getByTestId('demo-tour-step')
    await steps.first().getByRole('link', { name: c.next }).click()
    await expect(steps.nth(1)).toBeInViewport({ ratio: 0.9 })
    await expect(steps.nth(1).getByRole('heading', { level: 3 })).toHaveText(c.second)
    expect(await page.locator('[data-island="demo-dialog"]').getAttribute('data-hydrated')).toBeNull()

    release()
    await expect(page.locator('[data-island="demo-dialog"]')).toHaveAttribute('data-hydrated', '')
    // The island takes over where the visitor is: the second step is the current one, the dialog open.
    await expect(currentTourStep(dialog).getByRole('heading', { level: 3 })).toHaveText(c.second)
    await expect(steps.nth(1)).toBeInViewport({ ratio: 0.9 })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(watch).toBeFocused()
    expect(problems).toEqual([])
  })
}

const CASES = [
  { path: '/rfp-reader', button: 'See example: Compliance Matrix', dialog: 'Compliance Matrix Example', key: 'compliance-matrix' },
  { path: '/es/ai-pricing', button: 'Ver ejemplo: Renovación con CPI', dialog: 'Ejemplo: Renovación con CPI', key: 'renewal-cpi' },
] as const

for (const c of CASES) {
  test(`${c.path}: See example answers at once while the island's code is on the way, and keeps its state after`, async ({ page }) => {
    const problems = watchConsole(page)
    const release = await holdIslandCode(page, 'ToolDialogs')
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

for (const c of [
  { path: '/cleaning-bid-calculator', price: '$14,163.37', query: /[?&]visits=6(&|$)/ },
  { path: '/es/cleaning-bid-calculator', price: '14,163.37', query: /[?&]visits=6(&|$)/ },
] as const) {
  test(`${c.path}: a number typed before the calculator's code arrives is priced once it does, and kept`, async ({ page }) => {
    const problems = watchConsole(page)
    const release = await holdIslandCode(page, 'BidCalculator')
    await page.goto(c.path)
    const price = page.getByTestId('bid-price')
    await expect(price).toContainText(c.price)
    // The field is HTML: it takes the typing at once.
    const visits = page.getByTestId('bid-visits')
    await visits.fill('6')
    await expect(visits).toHaveValue('6')
    expect(await page.locator('[data-island="bid-calculator"]').getAttribute('data-hydrated')).toBeNull()

    release()
    await expect(page.locator('[data-island="bid-calculator"]')).toHaveAttribute('data-hydrated', '')
    // Six visits a week cost more than five: the estimate is for what is on screen, which stays, and so is the address.
    await expect(price).not.toContainText(c.price)
    await expect(visits).toHaveValue('6')
    await expect(page).toHaveURL(c.query)
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

  test('/why-ai: the poster opens the tour, and its Next shows the second step', async ({ page }) => {
    await page.goto('/why-ai')
    await page.getByTestId('why-ai-play').click()
    const steps = page.getByRole('dialog', { name: 'CleanSuite AI demo' }).getByTestId('demo-tour-step')
    await expect(steps.first()).toBeInViewport({ ratio: 0.9 })
    await steps.first().getByRole('link', { name: 'Next' }).click()
    await expect(steps.nth(1)).toBeInViewport({ ratio: 0.9 })
  })

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
