import { expect, test, type Page } from './test'
import { signUpText, waitForHydration, watchConsole } from './helpers'

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    updated: 'Last updated November 28, 2026',
    toc: 'On this page',
    applyPrefix: 'Application: ',
    generalSubject: 'General application',
    types: ['Full-time', 'Part-time'],
    closes: 'Applications close December 31, 2026.',
    benefits: /^Benefits: .+\.$/,
    ote: /^On-target earnings \$[\d,]+–\$[\d,]+ a year$/,
    all: 'All',
    leadGeneration: 'Lead Generation',
    supplies: 'Supplies & Equipment',
    showingAll: 'Showing 8 partners',
    showingLeads: 'Showing 2 partners in Lead Generation',
    filters: 'Filter partners by category',
    sample: 'Sample listing',
    serviceArea: 'Service area',
    visitWebsite: 'Visit website',
    stats: ['9', '7', '500+'],
  },
  {
    locale: 'es',
    prefix: '/es',
    updated: 'Última actualización: 28 de noviembre de 2026',
    toc: 'En esta página',
    applyPrefix: 'Postulación: ',
    generalSubject: 'Solicitud general',
    types: ['Tiempo completo', 'Medio tiempo'],
    closes: 'Las solicitudes cierran el 31 de diciembre de 2026.',
    benefits: /^Prestaciones: .+\.$/,
    ote: /^Ingresos esperados \$[\d,]+–\$[\d,]+ al año$/,
    all: 'Todos',
    leadGeneration: 'Generación de prospectos',
    supplies: 'Insumos y equipos',
    showingAll: 'Mostrando 8 socios',
    showingLeads: 'Mostrando 2 socios en Generación de prospectos',
    filters: 'Filtrar socios por categoría',
    sample: 'Ficha de muestra',
    serviceArea: 'Zona de servicio',
    visitWebsite: 'Visitar sitio web',
    stats: ['9', '7', 'Más de 500'],
  },
] as const

const LEGAL = [
  { page: '/privacy-policy', document: '/privacy.html' },
  { page: '/terms-of-service', document: '/terms.html' },
] as const

const PARTNER_FORM_URL = process.env.VITE_PARTNER_FORM_URL || 'https://forms.cleansuite.ai/partner'

async function open(page: Page, pathname: string) {
  await page.goto(pathname)
  await waitForHydration(page)
}

function mailSubject(href: string | null): string {
  expect(href).toMatch(/^mailto:careers@cleansuite\.ai\?subject=/)
  return new URL(href!).searchParams.get('subject') ?? ''
}

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!.trim())
}

for (const l of LOCALES) {
  test.describe(`company pages (${l.locale})`, () => {
    for (const doc of LEGAL) {
      test(`${l.prefix}${doc.page} shows the localized last-updated date`, async ({ page, request }) => {
        const raw = await (await request.get(`${l.prefix}${doc.page}`)).text()
        expect(raw.replace(/<[^>]+>/g, '')).toContain(l.updated)
        await open(page, `${l.prefix}${doc.page}`)
        await expect(page.getByTestId('legal-updated')).toHaveText(l.updated)
        await expect(page.getByTestId('legal-updated').locator('time')).toHaveAttribute('datetime', '2026-11-28')
      })

      test(`${l.prefix}${doc.page}: table of contents links move to their section`, async ({ page }) => {
        const problems = watchConsole(page)
        await open(page, `${l.prefix}${doc.page}`)
        const toc = page.getByRole('navigation', { name: l.toc })
        const links = toc.getByRole('link')
        const sections = page.locator('article section[aria-labelledby]')
        const count = await sections.count()
        expect(count).toBeGreaterThanOrEqual(10)
        await expect(links).toHaveCount(count)

        // The last entry, far below the fold: its heading ends up in view, below the fixed header.
        const last = links.last()
        const id = (await last.getAttribute('href'))!.slice(1)
        const heading = page.locator(`#${id} h2`)
        await expect(heading).not.toBeInViewport()
        await last.click()
        await expect(page).toHaveURL(new RegExp(`${l.prefix}${doc.page}#${id}$`))
        await expect(heading).toBeInViewport()
        await expect(heading).toContainText(`${count}. ${(await last.textContent())!.trim()}`)
        const box = await heading.boundingBox()
        expect(box!.y).toBeGreaterThanOrEqual(64)

        // A middle entry, back up the page.
        const middle = links.nth(Math.floor(count / 2))
        const middleId = (await middle.getAttribute('href'))!.slice(1)
        await middle.click()
        await expect(page.locator(`#${middleId} h2`)).toBeInViewport()
        expect((await page.locator(`#${middleId} h2`).boundingBox())!.y).toBeGreaterThanOrEqual(64)
        expect(problems).toEqual([])
      })

      test(`${l.prefix}${doc.page} links to ${l.prefix}${doc.document}, which has the page’s section headings in its language`, async ({
        page,
        request,
      }) => {
        await open(page, `${l.prefix}${doc.page}`)
        const link = page.locator(`main a[href="${l.prefix}${doc.document}"]`)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')

        const response = await request.get(`${l.prefix}${doc.document}`)
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toContain('text/html')
        const standalone = await response.text()
        expect(standalone).toContain(`<html lang="${l.locale}">`)
        const html = await (await request.get(`${l.prefix}${doc.page}`)).text()
        const pageHeadings = headingsOf(html.slice(html.indexOf('<article'), html.indexOf('</article>')))
        expect(pageHeadings.length).toBeGreaterThanOrEqual(10)
        expect(headingsOf(standalone)).toEqual(pageHeadings)
        expect(standalone.replace(/<[^>]+>/g, '')).toContain(l.updated)
      })
    }

    test(`${l.prefix}/careers lists five roles, each with a mailto link whose subject names the role`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, `${l.prefix}/careers`)
      const roles = page.getByTestId('job-opening')
      await expect(roles).toHaveCount(5)
      const titles = new Set<string>()
      for (let i = 0; i < 5; i++) {
        const role = roles.nth(i)
        const title = (await role.getByRole('heading', { level: 3 }).textContent())!.trim()
        titles.add(title)
        expect(l.types).toContain((await role.getByTestId('job-type').textContent())!.trim())
        const apply = role.getByTestId('apply-link')
        await expect(apply).toBeVisible()
        expect(mailSubject(await apply.getAttribute('href'))).toBe(`${l.applyPrefix}${title}`)
        // Its accessible name names the role too, so a screen-reader list of links is unambiguous.
        await expect(apply).toHaveAccessibleName(new RegExp(`${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`))
        // Pay-transparency terms: the close date (a machine-readable <time>), the role's benefits, part-time included.
        await expect(role.getByTestId('job-closes')).toHaveText(l.closes)
        await expect(role.getByTestId('job-closes').locator('time')).toHaveAttribute('datetime', '2026-12-31')
        await expect(role.getByTestId('job-benefits')).toHaveText(l.benefits)
      }
      // The sales role states its commission and on-target earnings beside the base pay.
      const sales = roles.filter({ has: page.getByTestId('job-ote') })
      await expect(sales).toHaveCount(1)
      await expect(sales.getByTestId('job-ote')).toHaveText(l.ote)
      await expect(sales.getByTestId('job-commission')).toContainText('20%')
      expect(titles.size).toBe(5)
      const general = page.getByTestId('general-application')
      expect(mailSubject(await general.getAttribute('href'))).toBe(l.generalSubject)
      expect(problems).toEqual([])
    })

    test(`${l.prefix}/partners: eight sample listings with a wordmark and a service area, and no dead links`, async ({ page }) => {
      await open(page, `${l.prefix}/partners`)
      const cards = page.getByTestId('partner-card')
      await expect(cards).toHaveCount(8)
      const categories = new Set<string>()
      const wordmarkStyles = new Set<string>()
      for (let i = 0; i < 8; i++) {
        const card = cards.nth(i)
        const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
        expect(name).not.toBe('')
        // The wordmark: a drawn mark and the partner's name, in a type style of its own.
        const wordmark = card.getByTestId('partner-wordmark')
        await expect(wordmark.locator('svg')).toBeVisible()
        await expect(wordmark).toHaveText(name)
        wordmarkStyles.add(
          await wordmark.evaluate((el) => {
            const s = getComputedStyle(el)
            return [s.fontWeight, s.fontStyle, s.letterSpacing, s.textTransform, s.fontVariantCaps, s.fontFamily].join('|')
          }),
        )
        categories.add((await card.getByTestId('partner-category').textContent())!.trim())
        await expect(card.getByTestId('partner-sample')).toHaveText(l.sample)
        await expect(card.getByTestId('partner-area').locator('dt')).toHaveText(l.serviceArea)
        await expect(card.getByTestId('partner-area').locator('dd')).not.toBeEmpty()
        // The spec's "Visit website": the partner's site in a new tab, described by the partner's name.
        const website = card.getByRole('link')
        await expect(website).toHaveCount(1)
        await expect(website).toHaveAccessibleName(signUpText(l.visitWebsite))
        await expect(website).toHaveAccessibleDescription(name)
        await expect(website).toHaveAttribute('href', /^https:\/\/[a-z0-9-]+\.example\/$/)
        await expect(website).toHaveAttribute('target', '_blank')
        await expect(website).toHaveAttribute('rel', 'noopener noreferrer')
      }
      expect(categories.size).toBe(6)
      expect(wordmarkStyles.size).toBe(8)
      // The dividers above the service areas line up across each row of four cards.
      const tops = await page.getByTestId('partner-area').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
      expect(new Set(tops.slice(0, 4)).size).toBe(1)
      expect(new Set(tops.slice(4, 8)).size).toBe(1)

      const become = page.getByTestId('become-partner')
      await expect(become).toHaveAttribute('href', PARTNER_FORM_URL)
      await expect(become).toHaveAttribute('target', '_blank')
      await expect(become).toHaveAttribute('rel', 'noopener noreferrer')
    })

    test(`${l.prefix}/partners: filtering by category shows only its cards, All restores eight`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, `${l.prefix}/partners`)
      const filters = page.getByRole('group', { name: l.filters })
      const cards = page.getByTestId('partner-card')
      const status = page.getByTestId('partner-count')
      await expect(status).toHaveAttribute('role', 'status')
      const all = filters.getByRole('button', { name: `${l.all} 8`, exact: true })
      await expect(all).toHaveAttribute('aria-pressed', 'true')
      await expect(status).toHaveText(l.showingAll)

      // Mouse: Lead Generation.
      const leads = filters.getByRole('button', { name: `${l.leadGeneration} 2`, exact: true })
      await leads.click()
      await expect(leads).toHaveAttribute('aria-pressed', 'true')
      await expect(all).toHaveAttribute('aria-pressed', 'false')
      await expect(cards).toHaveCount(2)
      await expect(cards.getByTestId('partner-category')).toHaveText([l.leadGeneration, l.leadGeneration])
      await expect(status).toHaveText(l.showingLeads)
      await expect(status).toHaveAttribute('aria-live', 'polite')

      // Keyboard: Tab to the next filter and press Space, then Enter on All.
      const supplies = filters.getByRole('button', { name: `${l.supplies} 2`, exact: true })
      await leads.focus()
      await page.keyboard.press('Tab')
      await expect(supplies).toBeFocused()
      await page.keyboard.press('Space')
      await expect(supplies).toHaveAttribute('aria-pressed', 'true')
      await expect(cards).toHaveCount(2)
      await expect(cards.getByTestId('partner-category')).toHaveText([l.supplies, l.supplies])

      await all.focus()
      await page.keyboard.press('Enter')
      await expect(cards).toHaveCount(8)
      await expect(status).toHaveText(l.showingAll)
      expect(problems).toEqual([])
    })

    test(`${l.prefix}/about-us states the numbers, links the nine tools and signs up in a new tab`, async ({ page }) => {
      await open(page, `${l.prefix}/about-us`)
      const values = await page.getByTestId('about-stats').locator('dd').allTextContents()
      for (const stat of l.stats) expect(values).toContain(stat)
      const categories = page.getByTestId('about-categories')
      await expect(categories.getByRole('heading', { level: 3 })).toHaveCount(7)
      const tools = categories.getByRole('link')
      await expect(tools).toHaveCount(9)
      for (const href of await tools.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(l.locale === 'es' ? /^\/es\/[a-z-]+$/ : /^\/[a-z-]+$/)
      }
      const signUp = page.getByTestId('about-signup')
      await expect(signUp).toHaveAttribute('href', /\/signup$/)
      await expect(signUp).toHaveAttribute('target', '_blank')
      await expect(signUp).toHaveAttribute('rel', 'noopener noreferrer')
    })
  })
}

test('the last-updated date (the owner setting, November 28, 2026 as shipped) stays the same in time zones far west and east of UTC', async ({
  browser,
}) => {
  for (const timezoneId of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
    const context = await browser.newContext({ timezoneId })
    const page = await context.newPage()
    const problems = watchConsole(page)
    for (const l of LOCALES) {
      await open(page, `${l.prefix}/privacy-policy`)
      await expect(page.getByTestId('legal-updated'), timezoneId).toHaveText(l.updated)
    }
    expect(problems, 'no hydration mismatch').toEqual([])
    await context.close()
  }
})
