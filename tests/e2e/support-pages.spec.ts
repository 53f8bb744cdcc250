import { expect, test, type Page } from './test'
import { waitForHydration, watchConsole } from './helpers'

const SIGNUP_URL = `${(process.env.VITE_APP_URL || 'https://app.cleansuite.ai').replace(/\/+$/, '')}/signup`
const PLACEHOLDER_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/cleansuite-demo'
const VIDEO_URL = process.env.VITE_VIDEO_URL || PLACEHOLDER_VIDEO_URL
/** Without a video address the poster opens the Watch demo tour (VideoFacade). */
const HAS_VIDEO = VIDEO_URL !== PLACEHOLDER_VIDEO_URL
const VIDEO_HOST = new URL(VIDEO_URL).host

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    price: '$49.99',
    perMonth: 'per month',
    terms: [
      'Cancel anytime',
      'No refunds for partial months',
      'renews automatically each month at $49.99',
      '24 hours before your next renewal date',
    ],
    faqContact: 'Contact support',
    search: { query: 'pdf', mark: 'PDF', count: 2 },
    // Word forms: 'billing' finds 'billed' too, each whole word marked.
    accent: { query: 'BILLING', marks: ['billed', 'billing'], count: 2 },
    // The placeholder's word and another form of it find the same answers.
    wordForms: { queries: ['cancel', 'cancels'], count: 3 },
    status: (n: number, q: string) => `${n} results for “${q}”`,
    noResults: ['No results found', 'We couldn’t find any answers matching your search.'],
    clear: 'Clear search',
    searchLabel: 'Search the help center',
    contactTab: 'Contact support',
    play: 'Play video: CleanSuite AI in two minutes',
    tour: 'Take the product tour: CleanSuite AI in five steps',
    metrics: ['20%', '32%', '45%'],
  },
  {
    locale: 'es',
    prefix: '/es',
    // US Spanish (INTL_LOCALE es-US), for US cleaning companies: $49.99, not Spain's 49,99 US$.
    price: '$49.99',
    perMonth: 'al mes',
    terms: [
      'Cancela cuando quieras',
      'No hay reembolsos por meses parciales',
      'se renueva automáticamente cada mes por $49.99',
      '24 horas antes de tu próxima fecha de renovación',
    ],
    faqContact: 'Contactar a soporte',
    search: { query: 'pdf', mark: 'PDF', count: 2 },
    accent: { query: 'facturacion', marks: ['facturación'], count: 1 },
    wordForms: { queries: ['cancelar', 'cancela'], count: 3 },
    status: (n: number, q: string) => `${n} resultados para “${q}”`,
    noResults: ['No se encontraron resultados', 'No encontramos respuestas que coincidan con tu búsqueda.'],
    clear: 'Borrar búsqueda',
    searchLabel: 'Buscar en el centro de ayuda',
    contactTab: 'Contactar a soporte',
    play: 'Reproducir video: CleanSuite AI en dos minutos',
    tour: 'Haz el recorrido por el producto: CleanSuite AI en cinco pasos',
    metrics: ['20%', '32%', '45%'],
  },
] as const

/** Intl puts no-break spaces in Spanish prices and percentages; compare them as plain spaces. */
const plain = (s: string | null) =>
  (s ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

async function open(page: Page, pathname: string) {
  await page.goto(pathname)
  await waitForHydration(page)
}

for (const l of LOCALES) {
  test.describe(`support pages (${l.locale})`, () => {
    test(`${l.prefix}/pricing shows Premium at the localized price with its terms`, async ({ page, request }) => {
      const html = await (await request.get(`${l.prefix}/pricing`)).text()
      const raw = plain(html.replace(/<[^>]+>/g, ' '))
      expect(raw).toContain(l.price)
      // Head and structured data too (meta description, SoftwareApplication, FAQPage): no Spain-style price.
      expect(html).toContain(`content="${l.locale === 'en' ? 'One simple plan: Premium at' : 'Un solo plan: Premium por'} ${l.price}`)
      expect(html).not.toMatch(/49,99|US\$/)
      const problems = watchConsole(page)
      await open(page, `${l.prefix}/pricing`)
      const plan = page.getByTestId('premium-plan')
      expect(plain(await plan.getByTestId('plan-price').textContent())).toBe(`${l.price} ${l.perMonth}`)
      const terms = plain(await plan.getByTestId('pricing-terms').textContent())
      for (const term of l.terms) expect(terms).toContain(term)
      // A person to ask before buying: the support address, under the terms.
      await expect(plan.getByTestId('pricing-contact').getByRole('link')).toHaveAttribute('href', 'mailto:support@cleansuite.ai')
      const body = plain(await page.locator('main').textContent())
      expect(body).not.toMatch(/\$97|starts at|Pro Plan|1 ?GB/i)
      const signup = page.getByTestId('pricing-signup')
      await expect(signup).toHaveAttribute('href', SIGNUP_URL)
      await expect(signup).toHaveAttribute('target', '_blank')
      await expect(signup).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(page.getByTestId('faq-item')).toHaveCount(6)
      expect(problems).toEqual([])
    })

    test(`${l.prefix}/faq has ten questions, one open at a time, by mouse and keyboard`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, `${l.prefix}/faq`)
      const list = page.getByTestId('faq-list')
      await expect(list.getByTestId('faq-item')).toHaveCount(10)
      const buttons = list.locator('summary')
      await expect(buttons).toHaveCount(10)
      await expect(list.locator('details[open]')).toHaveCount(0)
      await buttons.nth(0).click()
      await expect(buttons.nth(0).locator('..')).toHaveAttribute('open', '')
      await expect(list.getByTestId('faq-item').nth(0).locator('summary + div')).toBeVisible()
      await buttons.nth(2).click()
      await expect(buttons.nth(2).locator('..')).toHaveAttribute('open', '')
      await expect(buttons.nth(0).locator('..')).not.toHaveAttribute('open')
      await expect(list.locator('details[open]')).toHaveCount(1)
      // The price answer states the plan's price in the visitor's format.
      expect(plain(await list.getByTestId('faq-item').nth(2).textContent())).toContain(l.price)
      // Keyboard: focus the next question and press Enter; clicking the open one closes it.
      await buttons.nth(3).focus()
      await page.keyboard.press('Enter')
      await expect(buttons.nth(3).locator('..')).toHaveAttribute('open', '')
      await expect(buttons.nth(2).locator('..')).not.toHaveAttribute('open')
      await buttons.nth(3).click()
      await expect(list.locator('details[open]')).toHaveCount(0)

      const signup = page.getByTestId('faq-signup')
      await expect(signup).toHaveAttribute('href', SIGNUP_URL)
      await expect(signup).toHaveAttribute('target', '_blank')
      await expect(signup).toHaveAttribute('rel', 'noopener noreferrer')
      const contact = page.getByTestId('faq-contact')
      await expect(contact).toHaveText(l.faqContact)
      await expect(contact).toHaveAttribute('href', `${l.prefix}/help-center`)
      await contact.click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/help-center$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(problems).toEqual([])
    })

    test(`${l.prefix}/help-center search: threshold, folding, highlights, no results, Clear Search`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, `${l.prefix}/help-center`)
      const input = page.getByRole('searchbox', { name: l.searchLabel })
      const topics = page.getByTestId('help-topic')
      const results = page.getByTestId('help-result')
      const status = page.getByTestId('help-search-status')
      await expect(topics).toHaveCount(3)
      const historyLength = await page.evaluate(() => history.length)

      // Two characters: still inactive, every topic shows.
      await input.fill(l.search.query.slice(0, 2))
      await expect(page).toHaveURL(/\?q=/)
      await expect(topics).toHaveCount(3)
      await expect(results).toHaveCount(0)
      await expect(status).toHaveText('')

      // Three characters: filters, case-insensitively, and marks the matches.
      await input.fill(l.search.query)
      await expect(results).toHaveCount(l.search.count)
      await expect(topics).toHaveCount(0)
      await expect(status).toHaveText(l.status(l.search.count, l.search.query))
      await expect(status).toHaveAttribute('aria-live', 'polite')
      for (const mark of await results.locator('mark').allTextContents()) expect(mark).toBe(l.search.mark)
      await expect(page).toHaveURL(new RegExp(`\\?q=${l.search.query}$`))

      // Accents and case folded.
      await input.fill(l.accent.query)
      await expect(results).toHaveCount(l.accent.count)
      const marks = await results.locator('mark').allTextContents()
      expect(marks.length).toBeGreaterThanOrEqual(l.accent.count)
      expect([...new Set(marks.map((mark) => mark.toLowerCase()))].sort()).toEqual(l.accent.marks)

      // Word forms: 'cancelar' and 'cancela' (the placeholder's word and its forms) find the same answers.
      for (const query of l.wordForms.queries) {
        await input.fill(query)
        await expect(results).toHaveCount(l.wordForms.count)
      }

      // Typing replaced the history entry instead of adding one per keystroke.
      expect(await page.evaluate(() => history.length)).toBe(historyLength)

      // Nothing found, then Clear Search restores the topics and the URL.
      await input.fill('xyzzy')
      const empty = page.getByTestId('help-no-results')
      await expect(empty).toContainText(l.noResults[0])
      await expect(empty).toContainText(l.noResults[1])
      await expect(results).toHaveCount(0)
      await page.getByRole('button', { name: l.clear }).click()
      await expect(input).toHaveValue('')
      await expect(input).toBeFocused()
      await expect(topics).toHaveCount(3)
      await expect(empty).toHaveCount(0)
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/help-center$`))
      expect(problems).toEqual([])
    })

    test(`${l.prefix}/help-center loads no island code before the first search, and keeps words typed while it loads`, async ({ page }) => {
      const problems = watchConsole(page)
      const requested: string[] = []
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/HelpSearch-[^/]+\.js$/, async (route) => {
        await held
        await route.continue()
      })
      page.on('request', (request) => requested.push(request.url()))
      await open(page, `${l.prefix}/help-center`)
      // Read, not searched: only the islands runtime has loaded.
      expect(requested.filter((url) => /\/assets\/(HelpSearch|HelpTabs)-/.test(url))).toEqual([])
      const input = page.getByRole('searchbox', { name: l.searchLabel })
      await input.pressSequentially(l.search.query)
      await expect(page.getByTestId('help-topic')).toHaveCount(3)
      release()
      await expect(page.getByTestId('help-result')).toHaveCount(l.search.count)
      await expect(input).toHaveValue(l.search.query)
      await expect(page).toHaveURL(new RegExp(`\\?q=${l.search.query}$`))
      expect(problems).toEqual([])
    })

    test(`${l.prefix}/help-center searches what was typed before the page finished loading`, async ({ page }) => {
      // An image that never arrives holds the load event: the visitor types meanwhile (a slow phone network).
      await page.route('**/never-loads.png', () => new Promise(() => {}))
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => document.body.append(Object.assign(new Image(), { src: '/never-loads.png' }))),
      )
      await page.goto(`${l.prefix}/help-center`, { waitUntil: 'domcontentloaded' })
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
      await page.getByRole('searchbox', { name: l.searchLabel }).pressSequentially(l.search.query)
      await expect(page.getByTestId('help-result')).toHaveCount(l.search.count)
      await expect(page).toHaveURL(new RegExp(`\\?q=${l.search.query}$`))
    })

    test(`${l.prefix}/help-center?q= opens with the shared search applied, without console errors`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, `${l.prefix}/help-center?q=${encodeURIComponent(l.accent.query)}`)
      await expect(page.getByRole('searchbox', { name: l.searchLabel })).toHaveValue(l.accent.query)
      await expect(page.getByTestId('help-result')).toHaveCount(l.accent.count)
      await expect(page.getByTestId('help-result').locator('mark').first()).toBeVisible()
      await expect(page.getByTestId('help-topic')).toHaveCount(0)
      expect(problems).toEqual([])
    })

    test(`${l.prefix}/help-center contact support is by email, answered within 24 hours`, async ({ page }) => {
      await open(page, `${l.prefix}/help-center`)
      await page.getByRole('tab', { name: l.contactTab }).click()
      const contact = page.getByTestId('help-contact')
      await expect(contact).toBeVisible()
      await expect(contact).toContainText('24')
      await expect(page.getByTestId('help-email')).toHaveAttribute('href', /^mailto:support@cleansuite\.ai\?subject=/)
      // Typing a search brings the FAQ tab back.
      await page.getByRole('searchbox', { name: l.searchLabel }).fill(l.search.query)
      await expect(page.getByRole('tab', { name: l.contactTab })).toHaveAttribute('aria-selected', 'false')
      await expect(page.getByTestId('help-result')).toHaveCount(l.search.count)
    })

    test(`${l.prefix}/why-ai loads the video only after play (the tour while no video is configured); table and metrics`, async ({
      page,
    }) => {
      const videoRequests: string[] = []
      page.on('request', (req) => {
        if (new URL(req.url()).host === VIDEO_HOST) videoRequests.push(req.url())
      })
      await page.route(
        (url) => url.host === VIDEO_HOST,
        (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
      )
      const problems = watchConsole(page)
      await open(page, `${l.prefix}/why-ai`)
      await page.mouse.wheel(0, 4000)
      await page.waitForLoadState('networkidle')
      expect(videoRequests).toEqual([])
      await expect(page.locator('iframe')).toHaveCount(0)

      if (HAS_VIDEO) {
        await page.getByRole('link', { name: l.play }).click()
        const frame = page.getByTestId('why-ai-video-frame')
        await expect(frame).toHaveAttribute('src', VIDEO_URL)
        await expect(frame).toHaveAttribute('title', /.+/)
        await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
      } else {
        await page.getByRole('button', { name: l.tour }).click()
        const dialog = page.getByRole('dialog')
        await expect(dialog.getByTestId('demo-tour')).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(page.locator('iframe')).toHaveCount(0)
        expect(videoRequests).toEqual([])
      }

      const table = page.getByTestId('why-ai-comparison')
      await expect(table.locator('caption')).not.toBeEmpty()
      await expect(table.locator('thead th[scope="col"]')).toHaveCount(3)
      await expect(table.locator('tbody th[scope="row"]')).toHaveCount(6)
      const metrics = (await page.getByTestId('why-ai-metric').allTextContents()).map(plain)
      expect(metrics).toHaveLength(3)
      l.metrics.forEach((value, i) => expect(metrics[i]!.startsWith(value)).toBe(true))
      expect(problems).toEqual([])
    })
  })
}

test('/why-ai comparison at 390 px: no sideways scrolling, and the CleanSuite AI column comes first in every row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/why-ai')
  const region = page.getByRole('region', { name: 'Comparison table' })
  await expect(region).toHaveAttribute('tabindex', '0')
  const sizes = await region.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }))
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const rows = region.locator('tbody tr')
  expect(await rows.count()).toBeGreaterThan(3)
  for (const row of await rows.all()) {
    const [ai, traditional] = [await row.locator('td').nth(1).boundingBox(), await row.locator('td').nth(0).boundingBox()]
    expect(ai!.x).toBeLessThan(traditional!.x)
    expect(ai!.x + ai!.width).toBeLessThanOrEqual(390)
  }
})
