import { expect, test, type Page } from './test'
import { signUpText, waitForHydration, watchConsole } from './helpers'

test.describe('not found', () => {
  for (const [pathname, lang, title, body] of [
    ['/no-such-page', 'en', '404 Page Not Found', 'Did you forget to add the page to the router?'],
    ['/es/no-existe', 'es', '404 Página no encontrada', '¿Olvidaste agregar la página al enrutador?'],
    ['/fr/pricing', 'en', '404 Page Not Found', 'Did you forget to add the page to the router?'],
  ] as const) {
    test(`${pathname} answers 404 with the ${lang} page`, async ({ page }) => {
      const problems = watchConsole(page, { allow: [/status of 404/] })
      const response = await page.goto(pathname)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText(body)).toBeVisible()
      // Before the spec's line, one the visitor can act on (issue 46).
      await expect(page.getByText(lang === 'es' ? 'Puede que la página se haya movido' : 'The page may have moved')).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      expect(problems).toEqual([])
    })
  }

  for (const [pathname, lang, title, body, waysTitle, ways] of [
    [
      '/no-such-page',
      'en',
      '404 Page Not Found',
      'Did you forget to add the page to the router?',
      'Where to go from here',
      [
        ['Home', '/'],
        ['Pricing', '/pricing'],
        ['Free bid calculator', '/cleaning-bid-calculator'],
        ['Free ebook', '/resources/get-cleaning-accounts-ai-ebook'],
      ],
    ],
    [
      '/es/no-such-page',
      'es',
      '404 Página no encontrada',
      '¿Olvidaste agregar la página al enrutador?',
      'Por dónde seguir',
      [
        ['Inicio', '/es'],
        ['Precios', '/es/pricing'],
        ['Calculadora gratuita de precios', '/es/cleaning-bid-calculator'],
        ['Ebook gratis', '/ebookpr'],
      ],
    ],
  ] as const) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? 'hydrated' : 'without JavaScript', () => {
        test.use({ javaScriptEnabled })
        test(`${pathname} leads on to home, pricing, the bid calculator and the ebook, in ${lang}`, async ({ page }) => {
          await page.goto(pathname)
          if (javaScriptEnabled) await waitForHydration(page)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
          await expect(page.getByText(body)).toBeVisible()
          const nav = page.getByRole('navigation', { name: waysTitle })
          await expect(nav.getByRole('link')).toHaveCount(4)
          for (const [name, href] of ways) {
            const link = nav.getByRole('link', { name: new RegExp(`^${name} `) })
            await expect(link).toBeVisible()
            await expect(link).toHaveAttribute('href', href)
          }
          // Each way has its line ("one plan with every tool...").
          for (const item of await nav.getByRole('listitem').all()) expect((await item.innerText()).split('\n').length).toBe(2)
          await nav.getByRole('link', { name: new RegExp(`^${ways[3][0]} `) }).click()
          await expect(page).toHaveURL(new RegExp(`${ways[3][1]}$`))
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
        })
      })
    }
  }
})

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.mouse.wheel(0, 4000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('/#how-it-works and the Help menu entry scroll to the section', async ({ page }) => {
  await page.goto('/#how-it-works')
  await waitForHydration(page)
  await expect(page.locator('#how-it-works')).toBeInViewport()
  await page.goto('/faq')
  await waitForHydration(page)
  await page.getByTestId('menu-help').click()
  await page.getByTestId('menu-help-list').getByRole('link', { name: 'How it works' }).click()
  await expect(page).toHaveURL(/\/#how-it-works$/)
  await expect(page.locator('#how-it-works')).toBeInViewport()
})

test('header is transparent at the top of home, solid after 50px, solid elsewhere', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const header = page.getByTestId('site-header')
  await expect(header).toHaveAttribute('data-transparent', 'true')
  await page.evaluate(() => window.scrollTo(0, 40))
  await expect(header).toHaveAttribute('data-transparent', 'true')
  await page.evaluate(() => window.scrollTo(0, 120))
  await expect(header).not.toHaveAttribute('data-transparent', /.*/)
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
  await page.goto('/pricing')
  await waitForHydration(page)
  await expect(page.getByTestId('site-header')).not.toHaveAttribute('data-transparent', /.*/)
})

test('dropdowns open by click and keyboard, close on Escape, outside click and navigation', async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  const trigger = page.getByTestId('menu-features')
  await trigger.click()
  const menu = page.getByTestId('menu-features-list')
  await expect(menu.getByRole('link')).toHaveCount(10)
  await expect(menu.getByRole('link', { name: 'Leads & Contracts' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.getByTestId('menu-help').click()
  await expect(page.getByRole('link', { name: 'Why AI?' })).toBeVisible()
  await page.mouse.click(640, 600)
  await expect(page.getByTestId('menu-help-list')).toBeHidden()

  // The disclosure pattern: Enter opens, Tab walks the links in order.
  await page.getByTestId('menu-resources').focus()
  await page.keyboard.press('Enter')
  const resources = page.getByTestId('menu-resources-list')
  await expect(resources.getByRole('link')).toHaveCount(2) // the ebook and the bid calculator
  await page.keyboard.press('Tab')
  await expect(resources.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/resources\/get-cleaning-accounts-ai-ebook$/)
  // A client-side navigation closes the menu.
  await expect(resources).toBeHidden()
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the mobile menu lists the tools except Leads & Contracts and closes on navigation', async ({ page }) => {
    await page.goto('/es/pricing')
    await waitForHydration(page)
    await expect(page.getByTestId('site-header').getByRole('navigation', { name: 'Principal' })).toBeHidden()
    const button = page.getByTestId('mobile-menu-button')
    await button.click()
    const drawer = page.getByRole('dialog', { name: 'Menú' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Precios con IA' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Prospectos y Contratos' })).toHaveCount(0)
    await expect(drawer.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('target', '_blank')
    await drawer.getByRole('link', { name: 'Lector de RFP' }).click()
    await expect(page).toHaveURL(/\/es\/rfp-reader$/)
    await expect(drawer).toBeHidden()
  })
})

test('the language switcher keeps the page', async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.getByTestId('language-switcher').click()
  await expect(page).toHaveURL(/\/es\/pricing$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await waitForHydration(page)
  await page.getByTestId('language-switcher').click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/resources/get-cleaning-accounts-ai-ebook')
  await page.getByTestId('language-switcher').click()
  await expect(page).toHaveURL(/\/ebookpr$/)
  await page.getByTestId('language-switcher').click()
  await expect(page).toHaveURL(/\/resources\/get-cleaning-accounts-ai-ebook$/)
})

test('the Spanish twin of the English ebook path leads to /ebookpr', async ({ page }) => {
  await page.goto('/es/resources/get-cleaning-accounts-ai-ebook')
  await expect(page).toHaveURL(/\/ebookpr$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('the old ebook address keeps the campaign query and the hash it was opened with', async ({ page }) => {
  // npm run serve lets the forwarding file shadow the 301 rule (Netlify's semantics); its script keeps what the
  // refresh would drop.
  await page.goto('/es/resources/get-cleaning-accounts-ai-ebook?utm_source=newsletter&utm_campaign=dec#ebook-form')
  await expect(page).toHaveURL(/\/ebookpr\?utm_source=newsletter&utm_campaign=dec#ebook-form$/)
})

test('Log in and Get started open the account app in a new tab, and say so', async ({ page }) => {
  await page.goto('/')
  for (const name of ['Log in', 'Get started']) {
    const link = page.getByTestId('site-header').getByRole('link', { name: signUpText(name) })
    await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAttribute('href', /^https:\/\/app\./)
  }
})

test('footer links: pages, static documents in a new tab, current year', async ({ page, request }) => {
  await page.goto('/es')
  const footer = page.getByRole('contentinfo')
  for (const name of ['Sobre nosotros', 'Empleos', 'Centro de ayuda', 'Política de privacidad', 'Términos del servicio']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\/es\//)
  }
  // The Spanish footer links the Spanish printable documents.
  await expect(footer.locator('a[href="/es/privacy.html"]')).toHaveAttribute('target', '_blank')
  await expect(footer.locator('a[href="/es/terms.html"]')).toHaveAttribute('target', '_blank')
  await expect(footer.locator('a[href="/privacy.html"], a[href="/terms.html"]')).toHaveCount(0)
  await expect(footer).toContainText(`© ${new Date().getFullYear()} CleanSuite AI`)
  for (const document of ['/privacy.html', '/terms.html', '/es/privacy.html', '/es/terms.html']) {
    const response = await request.get(document)
    expect(response.status(), document).toBe(200)
    expect(await response.text(), document).toContain(`<html lang="${document.startsWith('/es/') ? 'es' : 'en'}">`)
  }
})

// Moving between pages is a page load; what can fail to load while a page is open is an island's code (src/islands).
// It never takes the visitor away (issue 45; tests/e2e/load-failure.spec.ts has the ebook form and the reload cases).
function documentLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'document') loads.push(new URL(req.url()).pathname)
  })
  return loads
}

test("an island's chunk that fails to load leaves that island as its HTML and the rest of the page working", async ({ page }) => {
  let blocked = 0
  // The hero prompt, the first screen's island of a tool page: hydrated once the page has loaded.
  await page.route(/\/assets\/HeroPrompt-[\w-]+\.js$/, (route) => {
    blocked += 1
    return route.abort('failed')
  })
  const loads = documentLoads(page)
  await page.goto('/ai-pricing')
  await expect(page.locator('[data-island="hero-prompt"]')).toHaveAttribute('data-island-failed', '')
  expect(blocked).toBeGreaterThan(0)
  // Another island of the page still loads and answers: See example opens its dialog.
  await page.locator('[data-opens="example"]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(loads).toEqual(['/ai-pricing'])
  await expect(page).toHaveURL(/\/ai-pricing(\?example=[\w-]+)?$/) // the open example is in the address
})

test('when no island can load (the hydration step fails), the page stays, with no reload loop', async ({ page }) => {
  let failures = 0
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, (route) => {
    failures += 1
    return route.abort('failed')
  })
  const loads = documentLoads(page)
  await page.goto('/ai-pricing')
  await expect.poll(() => failures).toBeGreaterThan(0)
  await expect(page.locator('[data-island="hero-prompt"]')).toHaveAttribute('data-island-failed', '')
  await page.waitForTimeout(1500)
  expect(loads).toEqual(['/ai-pricing'])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
