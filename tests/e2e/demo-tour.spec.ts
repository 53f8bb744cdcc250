import { expect, test, type Page } from './test'
import { currentTourStep as current, SIGN_UP, signUpText, waitForDemoIsland, waitForHydration, watchConsole } from './helpers'

/**
 * Watch demo's product tour (issue 37 part 2, in the HTML since issue 47): five steps (RFP Reader, AI Pricing,
 * Contract Writer, Leads & Contracts, Get started) in a strip that scrolls a step at a time, each with its own
 * Previous and Next (links to the neighbouring step), so it works before and without scripts; with them, the arrow
 * keys, a focus that follows the step, the steps out of view hidden, and "Step 2 of 5" announced politely. A swipe
 * scrolls it either way; Escape closes it. One test per page so none walks many pages.
 */

async function openTour(page: Page, path: string, watchDemo: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: watchDemo }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('demo-tour')).toBeVisible()
  await waitForDemoIsland(page)
  return dialog
}

test('a tool page, English: the tour by keyboard, from RFP Reader to Get started, and Escape closes it', async ({ page }) => {
  const problems = watchConsole(page)
  const dialog = await openTour(page, '/ai-pricing', 'Watch demo')
  const live = dialog.getByTestId('demo-tour-live')
  await expect(live).toHaveAttribute('aria-live', 'polite')
  await expect(current(page).getByTestId('demo-tour-count')).toHaveText('Step 1 of 5')
  await expect(current(page).getByRole('heading', { level: 3 })).toHaveText('Read the RFP')
  await expect(current(page)).toContainText('RFP Reader')
  // Only the step in view is exposed (the others are hidden and out of the Tab order).
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(1)
  // The first step has no Previous.
  await expect(current(page).getByRole('link', { name: 'Previous' })).toHaveCount(0)

  await current(page).getByRole('link', { name: 'Next' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(live).toHaveText('Step 2 of 5: Price the job')
  await expect(current(page)).toContainText('$14,163.37')
  await expect(current(page)).toBeInViewport({ ratio: 0.9 })
  // The focus followed to the new step's Next: Enter goes on.
  await expect(current(page).getByRole('link', { name: 'Next' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(live).toHaveText('Step 3 of 5: Draft the contract')
  await expect(current(page)).toContainText('$14,163')
  await page.keyboard.press('ArrowLeft')
  await expect(live).toHaveText('Step 2 of 5: Price the job')
  await current(page).getByRole('link', { name: 'Previous' }).click()
  await expect(current(page).getByTestId('demo-tour-count')).toHaveText('Step 1 of 5')
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight')
  await expect(current(page).getByTestId('demo-tour-count')).toHaveText('Step 5 of 5')
  await expect(current(page).getByRole('link', { name: 'Next' })).toHaveCount(0)
  const signUp = current(page).getByRole('link', { name: signUpText(SIGN_UP.en) })
  await expect(signUp).toBeVisible()
  await expect(signUp).toHaveAttribute('href', /\/signup$/)
  // The steps moved without touching the address; the focus stayed in the dialog; Escape closes it and gives the
  // focus back to Watch demo.
  await expect(page).toHaveURL(/\/ai-pricing$/)
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('main').getByRole('button', { name: 'Watch demo' })).toBeFocused()
  expect(problems).toEqual([])
})

test('home, Spanish: Siguiente through every step to Regístrate; the video is still coming soon', async ({ page }) => {
  const dialog = await openTour(page, '/es', 'Ver demo')
  await expect(dialog).toContainText('El video demo llegará pronto')
  const titles = [
    'Lee el RFP',
    'Cotiza el trabajo',
    'Redacta el contrato',
    'Encuentra la próxima licitación',
    'Pruébalo con tus propios documentos',
  ]
  for (const [i, title] of titles.entries()) {
    await expect(current(page).getByTestId('demo-tour-count')).toHaveText(`Paso ${i + 1} de 5`)
    await expect(current(page).getByRole('heading', { level: 3 })).toHaveText(title)
    await expect(current(page)).toBeInViewport({ ratio: 0.9 })
    if (i < titles.length - 1) await current(page).getByRole('link', { name: 'Siguiente' }).click()
  }
  await expect(current(page).getByRole('link', { name: signUpText(SIGN_UP.es) })).toBeVisible()
})

/** A sideways swipe on the tour's strip: a finger's touch, moved across 60% of it (Chromium's touch events). */
async function swipe(page: Page, direction: 'left' | 'right') {
  const strip = (await page.locator('[data-tour-track]').boundingBox())!
  const client = await page.context().newCDPSession(page)
  const y = Math.round(strip.y + 80)
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8]
  const x = (share: number) => Math.round(strip.x + strip.width * share)
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x(from), y }] })
  for (let i = 1; i <= 10; i++) {
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x(from + ((to - from) * i) / 10), y }] })
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a swipe moves the tour: left for the next step, right for the previous one', async ({ page }) => {
    const dialog = await openTour(page, '/ai-hiring', 'Watch demo')
    const live = dialog.getByTestId('demo-tour-live')
    await swipe(page, 'left')
    await expect(live).toHaveText('Step 2 of 5: Price the job')
    await expect(current(page)).toBeInViewport({ ratio: 0.9 })
    await swipe(page, 'right')
    await expect(live).toHaveText('Step 1 of 5: Read the RFP')
  })
})

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('home (Spanish): Watch demo opens the tour; Siguiente shows each step in turn, to Regístrate; it closes', async ({ page }) => {
    await page.goto('/es')
    const dialog = page.getByTestId('demo-dialog')
    await expect(dialog).toBeHidden()
    await page.locator('#hero').getByRole('button', { name: 'Ver demo' }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Demo: CleanSuite AI')
    const steps = dialog.getByTestId('demo-tour-step')
    await expect(steps).toHaveCount(5)
    for (const [i, title] of ['Lee el RFP', 'Cotiza el trabajo', 'Redacta el contrato', 'Encuentra la próxima licitación'].entries()) {
      const step = steps.nth(i)
      await expect(step).toBeInViewport({ ratio: 0.9 })
      await expect(step.getByTestId('demo-tour-count')).toHaveText(`Paso ${i + 1} de 5`)
      await expect(step.getByRole('heading', { level: 3 })).toHaveText(title)
      await step.getByRole('link', { name: 'Siguiente' }).click()
    }
    await expect(steps.nth(4)).toBeInViewport({ ratio: 0.9 })
    await expect(steps.nth(4).getByRole('link', { name: signUpText(SIGN_UP.es) })).toBeVisible()
    await expect(dialog).toContainText('El video demo llegará pronto')
    await dialog.getByRole('button', { name: 'Cerrar demo' }).click()
    await expect(dialog).toBeHidden()
  })

  test('a tool page: the same tour, and Escape closes it', async ({ page }) => {
    await page.goto('/contract-writer')
    await page.getByRole('main').getByRole('button', { name: 'Watch demo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Contract Writer demo' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('demo-tour-step').first()).toBeInViewport({ ratio: 0.9 })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test.describe('scripts off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a swipe shows the next step', async ({ page }) => {
    await page.goto('/ai-pricing')
    await page.getByRole('main').getByRole('button', { name: 'Watch demo' }).click()
    const steps = page.getByTestId('demo-tour-step')
    await expect(steps.first()).toBeInViewport({ ratio: 0.9 })
    await swipe(page, 'left')
    await expect(steps.nth(1)).toBeInViewport({ ratio: 0.9 })
    await expect(steps.first()).not.toBeInViewport()
  })
})
