import { expect, test, type Page, type Route } from './test'
import { readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitForHydration, watchConsole } from './helpers'

const FORM = '**/api/form-inbox'

const copy = {
  en: {
    path: '/resources/get-cleaning-accounts-ai-ebook',
    name: 'Your name',
    email: 'Email',
    submit: 'Get the ebook',
    sending: 'Sending...',
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    oneProblem: 'There is a problem',
    twoProblems: 'There are 2 problems',
    fallback: 'Something went wrong. Please try again.',
    success: 'Your ebook is ready',
    home: 'Return to home',
    subject: /English/,
    privacy: 'Privacy policy',
    privacyPath: '/privacy-policy',
    again: 'Get your free copy',
  },
  es: {
    path: '/ebookpr',
    name: 'Tu nombre',
    email: 'Correo electrónico',
    submit: 'Obtener el ebook',
    sending: 'Enviando...',
    nameRequired: 'Por favor ingresa tu nombre',
    emailRequired: 'Por favor ingresa tu correo electrónico',
    emailInvalid: 'Por favor ingresa un correo electrónico válido',
    oneProblem: 'Hay un problema',
    twoProblems: 'Hay 2 problemas',
    fallback: 'Algo salió mal. Por favor intenta de nuevo.',
    success: '¡Tu ebook está listo!',
    home: 'Volver al inicio',
    subject: /\(español\)/,
    privacy: 'Política de privacidad',
    privacyPath: '/es/privacy-policy',
    again: 'Recibe tu copia gratis',
  },
} as const

async function open(page: Page, lang: keyof typeof copy) {
  await page.goto(copy[lang].path)
  await waitForHydration(page)
  const form = page.getByTestId('ebook-form')
  return {
    name: form.getByRole('textbox', { name: copy[lang].name }),
    email: form.getByRole('textbox', { name: copy[lang].email }),
    submit: page.getByTestId('ebook-submit'),
  }
}

for (const lang of ['en', 'es'] as const) {
  const t = copy[lang]
  test.describe(`ebook (${lang})`, () => {
    test('says what the e-mail is for, beside the form, with the privacy policy one link away', async ({ page }) => {
      await open(page, lang)
      const note = page.getByTestId('ebook-privacy')
      // Inside the form, right under its button: read before sending, not at the foot of the page.
      await expect(page.getByTestId('ebook-form').getByTestId('ebook-privacy')).toBeVisible()
      const link = note.getByRole('link', { name: t.privacy })
      await expect(link).toHaveAttribute('href', t.privacyPath)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${t.privacyPath}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('the end of the page offers the form again: its link puts the visitor in the first field', async ({ page }) => {
      await page.route(FORM, (route) => route.fulfill({ json: { success: true } }))
      const f = await open(page, lang)
      const again = page.getByTestId('ebook-again')
      await again.scrollIntoViewIfNeeded()
      await expect(f.name).not.toBeInViewport()
      await again.getByRole('link', { name: t.again }).click()
      await expect(f.name).toBeFocused()
      await expect(f.name).toBeInViewport()
      // Once sent, the same link leads to the download card instead.
      await f.name.fill('Ana Ruiz')
      await f.email.fill('ana@brightclean.com')
      await f.submit.click()
      const heading = page.getByTestId('ebook-success').getByRole('heading', { name: t.success })
      await expect(heading).toBeFocused()
      await again.getByRole('link', { name: t.again }).click()
      await expect(heading).toBeFocused()
      await expect(heading).toBeInViewport()
    })
    test('validates in order, in the page language, keeping what was typed', async ({ page }) => {
      let requests = 0
      await page.route(FORM, (route) => {
        requests += 1
        return route.fulfill({ json: { success: true } })
      })
      const f = await open(page, lang)
      await expect(f.name).toHaveAttribute('required', '')
      await expect(f.name).toHaveAttribute('autocomplete', 'name')
      await expect(f.email).toHaveAttribute('autocomplete', 'email')

      // An empty submit marks both fields and lists both problems in a summary that takes focus (GOV.UK).
      await f.submit.click()
      const summary = page.getByTestId('ebook-error-summary')
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('heading')).toHaveText(t.twoProblems)
      await expect(summary.getByRole('link')).toHaveText([t.nameRequired, t.emailRequired])
      for (const field of [f.name, f.email]) await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(f.name).toHaveAccessibleDescription(t.nameRequired)
      await expect(f.email).toHaveAccessibleDescription(t.emailRequired)
      // A summary link takes the visitor to its field; the focus ring and the red edge both show.
      await summary.getByRole('link', { name: t.emailRequired }).click()
      await expect(f.email).toBeFocused()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      const look = await f.email.evaluate((el) => {
        const style = getComputedStyle(el)
        return {
          outline: style.outlineStyle,
          offset: parseFloat(style.outlineOffset),
          border: style.borderTopColor,
          width: parseFloat(style.borderTopWidth),
        }
      })
      expect(look.outline).toBe('solid')
      expect(look.offset).toBeGreaterThanOrEqual(2)
      expect(look.border).toBe('rgb(201, 42, 42)')
      expect(look.width).toBeGreaterThanOrEqual(2)

      // Typing in a field takes its own problem off; the other stays.
      await f.email.fill('not-an-email')
      await expect(f.email).not.toHaveAttribute('aria-invalid', 'true')
      await expect(f.name).toHaveAttribute('aria-invalid', 'true')
      await expect(summary.getByRole('link')).toHaveText([t.nameRequired])
      await f.submit.click()
      await expect(summary.getByRole('heading')).toHaveText(t.twoProblems)
      await expect(summary.getByRole('link')).toHaveText([t.nameRequired, t.emailInvalid])
      await expect(f.email).toHaveValue('not-an-email')

      await f.name.fill('Ana Ruiz')
      await expect(f.name).not.toHaveAttribute('aria-invalid', 'true')
      await f.email.fill('')
      await f.submit.click()
      await expect(summary.getByRole('heading')).toHaveText(t.oneProblem)
      await expect(summary.getByRole('link')).toHaveText([t.emailRequired])
      await expect(summary).toBeFocused()

      await f.email.fill('ana@brightclean')
      await f.submit.click()
      await expect(f.email).toHaveAccessibleDescription(t.emailInvalid)
      await expect(f.name).toHaveValue('Ana Ruiz')
      expect(requests).toBe(0)
    })

    test('sends one multipart request, shows Sending..., then the success card', async ({ page }) => {
      const bodies: string[] = []
      let release: () => void = () => {}
      const held = new Promise<void>((r) => (release = r))
      await page.route(FORM, async (route: Route) => {
        bodies.push(route.request().postData() ?? '')
        expect(route.request().headers()['content-type']).toMatch(/^multipart\/form-data/)
        await held
        await route.fulfill({ json: { success: true, message: 'Email sent successfully!' } })
      })
      const f = await open(page, lang)
      await f.name.fill('Ana Ruiz')
      await f.email.fill('ana@brightclean.com')
      await f.submit.click()
      await expect(f.submit).toHaveText(t.sending)
      await expect(f.submit).toBeDisabled()
      await f.submit.click({ force: true }).catch(() => {})
      await f.email.press('Enter').catch(() => {})
      release()
      const success = page.getByTestId('ebook-success')
      await expect(success.getByRole('heading', { name: t.success })).toBeFocused()
      expect(bodies).toHaveLength(1)
      const body = bodies[0]!
      for (const field of ['access_key', 'name', 'email', 'subject', 'from_name']) expect(body).toContain(`name="${field}"`)
      expect(body).toContain('Ana Ruiz')
      expect(body).toContain('ana@brightclean.com')
      expect(body).toMatch(t.subject)
      await success.getByRole('link', { name: t.home }).click()
      await expect(page).toHaveURL(lang === 'en' ? /127\.0\.0\.1:\d+\/$/ : /\/es$/)
    })

    test('a refusal with a message shows it inline and as a toast, keeps the values, clears on edit', async ({ page }) => {
      const problems = watchConsole(page)
      await page.route(FORM, (route) => route.fulfill({ status: 400, json: { success: false, message: 'Invalid access key' } }))
      const f = await open(page, lang)
      await f.name.fill('Ana Ruiz')
      await f.email.fill('ana@brightclean.com')
      await f.submit.click()
      await expect(page.getByTestId('ebook-submit-error')).toHaveText('Invalid access key')
      await expect(page.getByTestId('toast-region')).toContainText('Invalid access key')
      await expect(f.name).toHaveValue('Ana Ruiz')
      await expect(f.email).toHaveValue('ana@brightclean.com')
      await expect(f.submit).toHaveText(t.submit)
      await f.email.fill('ana@brightclean.org')
      await expect(page.getByTestId('ebook-submit-error')).toHaveCount(0)
      expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([])
    })

    test('an answer without success or message shows the fallback', async ({ page }) => {
      await page.route(FORM, (route) => route.fulfill({ json: { success: false } }))
      const f = await open(page, lang)
      await f.name.fill('Ana Ruiz')
      await f.email.fill('ana@brightclean.com')
      await f.submit.click()
      await expect(page.getByTestId('ebook-submit-error')).toHaveText(t.fallback)
    })

    test('a non-JSON error answer shows "status: body"', async ({ page }) => {
      await page.route(FORM, (route) => route.fulfill({ status: 502, body: 'Upstream unavailable', contentType: 'text/plain' }))
      const f = await open(page, lang)
      await f.name.fill('Ana Ruiz')
      await f.email.fill('ana@brightclean.com')
      await f.submit.click()
      await expect(page.getByTestId('ebook-submit-error')).toHaveText('502: Upstream unavailable')
      await expect(f.email).toHaveValue('ana@brightclean.com')
    })

    test('a network error shows its message and keeps the values', async ({ page }) => {
      await page.route(FORM, (route) => route.abort('internetdisconnected'))
      const f = await open(page, lang)
      await f.name.fill('Ana Ruiz')
      await f.email.fill('ana@brightclean.com')
      await f.submit.click()
      await expect(page.getByTestId('ebook-submit-error')).toHaveText('Failed to fetch')
      await expect(f.name).toHaveValue('Ana Ruiz')
    })
  })
}

test('with no access key the form reaches the local inbox of npm start', async ({ page }) => {
  const inbox = path.join(tmpdir(), `e2e-form-inbox-${process.env.E2E_PORT ?? 4390}.jsonl`)
  const email = `lead-${Date.now()}@brightclean.com`
  const f = await open(page, 'es')
  await f.name.fill('Luis Gómez')
  await f.email.fill(email)
  await f.submit.click()
  await expect(page.getByTestId('ebook-success')).toBeVisible()
  expect(existsSync(inbox)).toBe(true)
  const line = readFileSync(inbox, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, string>)
    .find((l) => l.email === email)
  expect(line).toMatchObject({ name: 'Luis Gómez', email, from_name: 'Ebook CleanSuite AI (ES)' })
})

test.describe('toasts', () => {
  test('F8 focuses the notification region; the close button dismisses a toast', async ({ page }) => {
    // Each answer has its own message, so the test can tell the second toast from the one it replaces.
    const messages = ['Try again later', 'Still unavailable']
    await page.route(FORM, (route) => route.fulfill({ json: { success: false, message: messages.shift() ?? 'Down' } }))
    const f = await open(page, 'en')
    await f.name.fill('Ana Ruiz')
    await f.email.fill('ana@brightclean.com')
    await f.submit.click()
    const region = page.getByTestId('toast-region')
    await expect(region.getByRole('status')).toHaveCount(1)
    await page.keyboard.press('F8')
    await expect(region).toBeFocused()
    await f.submit.click()
    await expect(region.getByRole('status').filter({ hasText: 'Still unavailable' })).toBeVisible()
    // One toast at a time: the first one is gone once the second is in.
    await expect(region.getByRole('status')).toHaveCount(1)
    await region.getByRole('status').locator('button').click()
    await expect(region.getByRole('status')).toHaveCount(0)
  })
})

test.describe('toasts on touch screens', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })
  test('a horizontal swipe beyond 50px dismisses the toast; a short one does not', async ({ page }) => {
    await page.route(FORM, (route) => route.fulfill({ json: { success: false, message: 'Try again later' } }))
    const f = await open(page, 'en')
    await f.name.fill('Ana Ruiz')
    await f.email.fill('ana@brightclean.com')
    await f.submit.click()
    const toast = page.getByTestId('toast-region').getByRole('status')
    await expect(toast).toBeVisible()
    await toast.click({ trial: true }) // waits until the enter transition has settled
    const box = (await toast.boundingBox())!
    const y = box.y + box.height / 2
    const x = box.x + box.width / 2
    const cdp = await page.context().newCDPSession(page)
    const swipe = async (dx: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx / 2, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await swipe(30)
    await page.waitForTimeout(300)
    await expect(toast).toBeVisible()
    await swipe(120)
    // Well before the 5000 ms auto-close: the swipe dismissed it.
    await expect(toast).toHaveCount(0, { timeout: 1500 })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const lang of ['en', 'es'] as const) {
    const t = copy[lang]
    test(`${lang}: the end link scrolls to the form, and the next Tab lands in its first field`, async ({ page }) => {
      await page.goto(t.path)
      await expect(page.getByTestId('ebook-privacy').getByRole('link', { name: t.privacy })).toHaveAttribute('href', t.privacyPath)
      const name = page.getByTestId('ebook-form').getByRole('textbox', { name: t.name })
      await page.getByTestId('ebook-again').getByRole('link', { name: t.again }).click()
      await expect(page).toHaveURL(/#get-the-ebook$/)
      await expect(name).toBeInViewport()
      await page.keyboard.press('Tab')
      await expect(name).toBeFocused()
    })
  }
})
