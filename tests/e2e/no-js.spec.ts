import { readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from './test'

/**
 * The pre-rendered HTML does the job by itself: with JavaScript off, the header menus, the FAQs,
 * the ebook forms and the help-center search work (native popover, <details name>, real forms).
 */
test.use({ javaScriptEnabled: false })

const PORT = Number(process.env.E2E_PORT ?? 4390)
const INBOX = path.join(tmpdir(), `e2e-form-inbox-${PORT}.jsonl`)

function inboxLines(): string[] {
  return existsSync(INBOX) ? readFileSync(INBOX, 'utf8').split('\n').filter(Boolean) : []
}

const locales = {
  en: {
    prefix: '',
    features: 'Features',
    resources: 'Resources',
    help: 'Help',
    pricingLink: 'AI Pricing',
    calculator: 'Free cleaning bid calculator',
    leads: 'Leads & Contracts',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    ebook: '/resources/get-cleaning-accounts-ai-ebook',
    thanks: '/resources/get-cleaning-accounts-ai-ebook/thank-you',
    name: 'Your name',
    email: 'Email',
    submit: 'Get the ebook',
    success: 'Your ebook is ready',
    search: 'Search',
    contactTab: 'Contact support',
    faqTab: 'FAQ',
    play: 'Play video: CleanSuite AI in two minutes',
    tour: 'Take the product tour: CleanSuite AI in five steps',
  },
  es: {
    prefix: '/es',
    features: 'Funciones',
    resources: 'Recursos',
    help: 'Ayuda',
    pricingLink: 'Precios con IA',
    calculator: 'Calculadora gratuita de precios de limpieza',
    leads: 'Prospectos y Contratos',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    ebook: '/ebookpr',
    thanks: '/es/resources/get-cleaning-accounts-ai-ebook/thank-you',
    name: 'Tu nombre',
    email: 'Correo electrónico',
    submit: 'Obtener el ebook',
    success: '¡Tu ebook está listo!',
    search: 'Buscar',
    contactTab: 'Contactar a soporte',
    faqTab: 'Preguntas frecuentes',
    play: 'Reproducir video: CleanSuite AI en dos minutos',
    tour: 'Haz el recorrido por el producto: CleanSuite AI en cinco pasos',
  },
} as const

/** Clicks a spot of the page outside any menu (light dismiss). */
async function clickOutside(page: Page, x = 640, y = 600) {
  await page.mouse.click(x, y)
}

for (const [lang, l] of Object.entries(locales)) {
  test.describe(`without JavaScript (${lang})`, () => {
    test('the desktop dropdowns open, navigate, and close on Escape and an outside click', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`${l.prefix}/pricing`)
      const features = page.getByTestId('menu-features')
      const list = page.getByTestId('menu-features-list')
      await expect(features).toHaveText(l.features)
      await expect(list).toBeHidden()

      await features.click()
      await expect(list).toBeVisible()
      await expect(list.getByRole('link')).toHaveCount(10)
      // Under its button, not somewhere else on the page.
      const [button, dropdown] = [await features.boundingBox(), await list.boundingBox()]
      expect(dropdown!.y).toBeGreaterThanOrEqual(button!.y + button!.height)
      expect(Math.abs(dropdown!.x - button!.x)).toBeLessThan(40)

      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await expect(features).toBeFocused()

      // Opening another closes the first.
      await features.click()
      await page.getByTestId('menu-help').click()
      await expect(list).toBeHidden()
      await expect(page.getByTestId('menu-help-list')).toBeVisible()
      await clickOutside(page)
      await expect(page.getByTestId('menu-help-list')).toBeHidden()

      // By keyboard: Enter opens, Tab reaches the links in order.
      await page.getByTestId('menu-resources').focus()
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('menu-resources-list')).toBeVisible()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(page.getByTestId('menu-resources-list').getByRole('link', { name: l.calculator })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/cleaning-bid-calculator$`))

      await page.getByTestId('menu-features').click()
      await page.getByTestId('menu-features-list').getByRole('link', { name: l.pricingLink, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/ai-pricing$`))
    })

    test('the mobile menu opens at 390 px, lists the pages but Leads & Contracts, navigates and closes', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${l.prefix}/pricing`)
      const menu = page.getByTestId('mobile-menu')
      const button = page.getByRole('button', { name: l.openMenu })
      await expect(menu).toBeHidden()
      await button.click()
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('link', { name: l.leads })).toHaveCount(0)
      // The closed desktop dropdown still lists it (its name is computed with the hidden description, so by address).
      await expect(page.getByTestId('menu-features-list').locator('a[href$="/leads-contracts"]')).toHaveCount(1)
      await expect(menu.getByRole('link', { name: l.pricingLink, exact: true })).toBeVisible()

      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()

      await button.click()
      await menu.getByRole('button', { name: l.closeMenu }).click()
      await expect(menu).toBeHidden()

      await button.click()
      await clickOutside(page, 10, 400) // the backdrop left of the panel
      await expect(menu).toBeHidden()

      await button.click()
      await menu.getByRole('link', { name: l.pricingLink, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/ai-pricing$`))
    })

    for (const pagePath of ['/faq', '/ai-pricing']) {
      test(`${l.prefix}${pagePath}: answers are in the HTML and opening one closes the other`, async ({ page }) => {
        await page.goto(`${l.prefix}${pagePath}`)
        const items = page.getByTestId('faq-item')
        expect(await items.count()).toBeGreaterThan(2)
        const open = page.locator('[data-testid="faq-item"][open]')
        await expect(open).toHaveCount(0)
        // Every answer is in the page's HTML, for crawlers and visitors without JavaScript.
        for (const text of await items.allTextContents()) expect(text.length).toBeGreaterThan(40)

        await items.nth(0).locator('summary').click()
        await expect(open).toHaveCount(1)
        await expect(items.nth(0).locator('summary + *')).toBeVisible()
        await items.nth(1).locator('summary').click()
        await expect(open).toHaveCount(1)
        await expect(items.nth(1)).toHaveAttribute('open', '')
        await expect(items.nth(0)).not.toHaveAttribute('open', '')
        // By keyboard.
        await items.nth(2).locator('summary').focus()
        await page.keyboard.press('Enter')
        await expect(items.nth(2)).toHaveAttribute('open', '')
        await expect(open).toHaveCount(1)
        await page.keyboard.press('Enter')
        await expect(open).toHaveCount(0)
      })
    }

    test('the ebook form posts the lead, lands on the confirmation, and no URL carries it', async ({ page }) => {
      const name = `Ana Pérez ${lang} ${Date.now()}`
      const email = `ana.${lang}.${Date.now()}@brightclean.com`
      const urls: string[] = []
      page.on('request', (request) => urls.push(request.url()))
      page.on('framenavigated', (frame) => urls.push(frame.url()))
      const before = inboxLines().length

      await page.goto(l.ebook)
      const form = page.getByTestId('ebook-form')
      await expect(form).toHaveAttribute('method', 'post')
      await expect(form).toHaveAttribute('enctype', 'multipart/form-data')
      await form.getByRole('textbox', { name: l.name }).fill(name)
      await form.getByRole('textbox', { name: l.email }).fill(email)
      await form.getByRole('button', { name: l.submit }).click()

      await expect(page).toHaveURL(new RegExp(`${l.thanks}$`))
      await expect(page.getByRole('heading', { level: 1, name: l.success })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const records = inboxLines()
        .slice(before)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
      expect(records.filter((r) => JSON.stringify(r).includes(email))).toHaveLength(1)
      const record = records.find((r) => JSON.stringify(r).includes(email))!
      expect(JSON.stringify(record)).toContain(name)
      const encoded = [name, email, encodeURIComponent(name), encodeURIComponent(email), email.split('@')[0]!]
      for (const url of urls) for (const value of encoded) expect(url).not.toContain(value)
    })

    test('an empty ebook form is stopped by the browser and nothing is sent', async ({ page }) => {
      const email = `nobody.${lang}.${Date.now()}@brightclean.com`
      await page.goto(l.ebook)
      const form = page.getByTestId('ebook-form')
      await form.getByRole('textbox', { name: l.email }).fill(email)
      await form.getByRole('button', { name: l.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${l.ebook}$`))
      await expect(form.getByRole('textbox', { name: l.email })).toHaveValue(email)
      expect(inboxLines().filter((line) => line.includes(email))).toEqual([])
    })

    test('the help-center search is a GET form that lands on ?q=', async ({ page }) => {
      await page.goto(`${l.prefix}/help-center`)
      await page.getByRole('searchbox').fill('invoice')
      await page.getByRole('button', { name: l.search, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/help-center\\?q=invoice$`))
    })
    test('the help center shows how to reach support: its Contact tab is a link that opens the panel', async ({ page }) => {
      await page.goto(`${l.prefix}/help-center`)
      const contact = page.getByTestId('help-contact')
      await expect(contact).toBeHidden()
      const underline = (name: string) => page.getByRole('tab', { name }).evaluate((tab) => getComputedStyle(tab).borderBottomColor)
      const selected = await underline(l.faqTab)
      await page.getByRole('tab', { name: l.contactTab }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/help-center#help-panel-contact$`))
      await expect(contact).toBeVisible()
      await expect(page.getByTestId('help-email')).toHaveAttribute('href', /^mailto:support@cleansuite\.ai\?subject=/)
      // The tab followed looks selected, the other one not.
      expect(await underline(l.contactTab)).toBe(selected)
      expect(await underline(l.faqTab)).not.toBe(selected)
      await expect(page.getByTestId('help-topic').first()).toBeHidden()
      // And back to the questions.
      await page.getByRole('tab', { name: l.faqTab }).click()
      await expect(page.getByTestId('help-topic').first()).toBeVisible()
      await expect(contact).toBeHidden()
    })

    test('the why-AI video poster is a link to the video, or (no video configured) opens the product tour', async ({ page }) => {
      await page.goto(`${l.prefix}/why-ai`)
      if (process.env.VITE_VIDEO_URL) {
        await expect(page.getByRole('link', { name: l.play })).toHaveAttribute('href', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
      } else {
        await page.getByRole('button', { name: l.tour }).click()
        const panel = page.getByTestId('demo-dialog')
        await expect(panel).toBeVisible()
        await expect(panel.getByTestId('demo-tour-step')).toHaveCount(5)
        await expect(panel.getByTestId('demo-tour-step').first()).toBeInViewport({ ratio: 0.9 })
      }
    })
  })
}
