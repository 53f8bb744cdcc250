import { expect, test, type Page } from './test'
import { SIGN_UP, signUpText, waitForHydration, watchConsole } from './helpers'

/**
 * The Watch demo dialog's product tour (issue 37 part 2): five steps (RFP Reader, AI Pricing, Contract
 * Writer, Leads & Contracts, Get started) moved by Next/Previous, the arrow keys and a swipe, "Step 2 of 5"
 * announced politely, ending on Sign Up; Escape closes. One test per page so none walks many pages.
 */

async function openTour(page: Page, path: string, watchDemo: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: watchDemo }).first().click()
  const dialog = page.getByRole('dialog')
  const tour = dialog.getByTestId('demo-tour')
  await expect(tour).toBeVisible()
  return { dialog, tour }
}

const current = (page: Page) => page.locator('[data-testid="demo-tour-step"][data-current]')

test('a tool page, English: the tour by keyboard, from RFP Reader to Get started, and Escape closes it', async ({ page }) => {
  const problems = watchConsole(page)
  const { dialog } = await openTour(page, '/ai-pricing', 'Watch demo')
  const count = dialog.getByTestId('demo-tour-count')
  await expect(count).toHaveAttribute('aria-live', 'polite')
  await expect(count).toContainText('Step 1 of 5')
  await expect(current(page).getByRole('heading', { level: 3 })).toHaveText('Read the RFP')
  await expect(current(page)).toContainText('RFP Reader')
  // Only the current step is exposed.
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(1)

  const next = dialog.getByTestId('demo-tour-next')
  const previous = dialog.getByTestId('demo-tour-previous')
  await expect(previous).toHaveAttribute('aria-disabled', 'true')
  await next.focus()
  await page.keyboard.press('ArrowRight')
  await expect(count).toContainText('Step 2 of 5')
  await expect(current(page)).toContainText('$14,163.37')
  await page.keyboard.press('Enter')
  await expect(count).toContainText('Step 3 of 5')
  await expect(current(page)).toContainText('$14,163')
  await page.keyboard.press('ArrowLeft')
  await expect(count).toContainText('Step 2 of 5')
  await previous.click()
  await expect(count).toContainText('Step 1 of 5')
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight')
  await expect(count).toContainText('Step 5 of 5')
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  const signUp = current(page).getByRole('link', { name: signUpText(SIGN_UP.en) })
  await expect(signUp).toBeVisible()
  await expect(signUp).toHaveAttribute('href', /\/signup$/)
  // Focus stayed in the dialog all along; Escape closes it and gives focus back to Watch demo.
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('main').getByRole('button', { name: 'Watch demo' })).toBeFocused()
  expect(problems).toEqual([])
})

test('home, Spanish: Siguiente through every step to Regístrate; the video is still coming soon', async ({ page }) => {
  const { dialog } = await openTour(page, '/es', 'Ver demo')
  await expect(dialog).toContainText('El video demo llegará pronto')
  const count = dialog.getByTestId('demo-tour-count')
  const titles = [
    'Lee el RFP',
    'Cotiza el trabajo',
    'Redacta el contrato',
    'Encuentra la próxima licitación',
    'Pruébalo con tus propios documentos',
  ]
  for (const [i, title] of titles.entries()) {
    await expect(count).toContainText(`Paso ${i + 1} de 5`)
    await expect(current(page).getByRole('heading', { level: 3 })).toHaveText(title)
    if (i < titles.length - 1) await dialog.getByRole('button', { name: 'Siguiente' }).click()
  }
  await expect(current(page).getByRole('link', { name: signUpText(SIGN_UP.es) })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('a swipe moves the tour: left for the next step, right for the previous one', async ({ page }) => {
    const { dialog } = await openTour(page, '/ai-hiring', 'Watch demo')
    const count = dialog.getByTestId('demo-tour-count')
    const box = (await current(page).locator('[aria-hidden="true"]').first().boundingBox())!
    const y = box.y + box.height / 2
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y)
      await page.mouse.down()
      await page.mouse.move((from + to) / 2, y)
      await page.mouse.move(to, y)
      await page.mouse.up()
    }
    await swipe(box.x + box.width - 20, box.x + 20)
    await expect(count).toContainText('Step 2 of 5')
    await swipe(box.x + 20, box.x + box.width - 20)
    await expect(count).toContainText('Step 1 of 5')
  })
})

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('home (Spanish): Watch demo opens the tour as a list, every step readable, and closes', async ({ page }) => {
    await page.goto('/es')
    const panel = page.getByTestId('demo-tour-static')
    await expect(panel).toBeHidden()
    await page.locator('#hero').getByRole('button', { name: 'Ver demo' }).click()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Demo: CleanSuite AI')
    const steps = panel.getByTestId('demo-tour-list').locator(':scope > li')
    await expect(steps).toHaveCount(5)
    for (const [i, title] of ['Lee el RFP', 'Cotiza el trabajo', 'Redacta el contrato', 'Encuentra la próxima licitación'].entries()) {
      await expect(steps.nth(i)).toContainText(`Paso ${i + 1} de 5`)
      await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(title)
    }
    await steps.nth(4).scrollIntoViewIfNeeded()
    await expect(steps.nth(4).getByRole('link', { name: signUpText(SIGN_UP.es) })).toBeVisible()
    await expect(panel).toContainText('El video demo llegará pronto')
    await panel.getByRole('button', { name: 'Cerrar demo' }).click()
    await expect(panel).toBeHidden()
  })

  test('a tool page: the same tour, and Escape closes it', async ({ page }) => {
    await page.goto('/contract-writer')
    await page.getByRole('main').getByRole('button', { name: 'Watch demo' }).click()
    const panel = page.getByTestId('demo-tour-static')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(5)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  })
})

test('scripts on, the no-script tour is not in the page and hydration reports nothing', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.getByTestId('demo-tour-static')).toHaveCount(0)
  await page.locator('#hero').getByRole('button', { name: 'Watch demo' }).click()
  await expect(page.getByRole('dialog').getByTestId('demo-tour')).toBeVisible()
  expect(problems).toEqual([])
})
