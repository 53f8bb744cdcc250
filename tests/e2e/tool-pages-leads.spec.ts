import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  boardResults,
  DEFAULT_FILTERS,
  groupByTag,
  LEAD_TABS,
  LEADS,
  type LeadFilterField,
  type LeadFilters,
  type LeadTab,
} from '../../src/content/tools/leads-contracts-leads'
import { hydrateDeferredSection, signUpText, waitForHydration, watchConsole, expectNoViolations, tourToLastStep } from './helpers'
import { expect, test, type Page } from './test'

type Locale = 'en' | 'es'
type Catalog = {
  meta: { title: string }
  examples: Record<string, { title: string; prompt: string; output: string }>
  board: {
    tabs: Record<string, string>
    tags: Record<string, string>
    showing: string
    orderDue: string
    orderFit: string
    types: Record<string, string>
  }
}

const root = path.resolve(import.meta.dirname, '../..')
const read = (locale: Locale, ns: string): unknown => JSON.parse(readFileSync(path.join(root, `locales/${locale}/${ns}.json`), 'utf8'))
/** The page's catalog, with the board's own strings (the leads-board namespace, loaded with the board) as `board`. */
const catalogOf = (locale: Locale) => ({
  ...(read(locale, 'tools.leads-contracts') as Catalog),
  board: read(locale, 'leads-board') as Catalog['board'],
})
const catalogs = { en: catalogOf('en'), es: catalogOf('es') }

/** Example keys (URL values), their catalog ids and a line each example's markdown shows. */
const EXAMPLES = [
  { key: 'janitorial-rfp-search', id: 'rfpSearch', en: '47PH0827R0031', es: 'GSA, Servicio de Edificios Públicos, Región 7' },
  { key: 'day-porter-leads', id: 'dayPorter', en: '173.2 h × $16 = $2,771', es: '173.2 h × $16 = $2,771' },
  { key: 'quick-price-estimate', id: 'quickEstimate', en: '$1,797 ÷ (1 − 0.35) = $2,765', es: '$1,797 ÷ (1 − 0.35) = $2,765' },
  { key: 'renewal-reminders', id: 'renewals', en: 'Within the 5% cap ($14,871)', es: 'Dentro del tope de 5% ($14,871)' },
  { key: 'bid-no-bid', id: 'bidNoBid', en: 'Katy VA clinic, 36C25627Q0131: NO-BID as prime', es: 'NO LICITAR como contratista principal' },
  {
    key: 'follow-up-email',
    id: 'followUp',
    en: 'Subject: Uptown office suites cleaning quote',
    es: 'Asunto: Cotización de limpieza de las oficinas de Uptown',
  },
] as const

const TAB_IDS: Record<LeadTab, string> = {
  'all-leads': 'allLeads',
  'lead-market': 'leadMarket',
  exclusive: 'exclusive',
  opportunities: 'opportunities',
  government: 'government',
  'lead-types': 'leadTypes',
}

const L = {
  en: {
    path: '/leads-contracts',
    seeExample: 'See example: ',
    dialogTitle: (title: string) => `${title} Example`,
    blocks: ['Prompt', 'AI Analysis', 'Output'],
    signUp: 'Get started',
    watchDemo: 'Watch demo',
    demo: 'Leads & Contracts demo',
    demoText: 'The demo video is coming soon',
    board: 'Available Contracts',
    sample: 'Sample data',
    sort: 'Sort by fit score',
    clear: 'Clear filters',
    reset: 'Reset filters',
    empty: 'No leads match these filters',
    map: /^Map of the sample leads Map of Central and East Texas, to scale, with 12 sample leads at their addresses: 5 around the Houston branch, 4 around Dallas and 3 around Austin\. .*2 leads lie outside it\./,
    mapNote: 'Sample metro areas with sample leads. Your account shows a live map.',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'lead' : 'leads'}.`,
    labels: {
      radius: 'Radius',
      city: 'City',
      facility: 'Facility',
      status: 'Status',
      source: 'Source',
      dueDate: 'Due date',
      value: 'Value per year',
    },
    firstValue: '$23,500 a year',
    firstDue: 'Nov 18, 2026',
    integrationsHeading: 'Where your leads come from',
  },
  es: {
    path: '/es/leads-contracts',
    seeExample: 'Ver ejemplo: ',
    dialogTitle: (title: string) => `Ejemplo: ${title}`,
    blocks: ['Instrucción', 'Análisis de IA', 'Resultado'],
    signUp: 'Regístrate',
    watchDemo: 'Ver demo',
    demo: 'Demo: Prospectos y Contratos',
    demoText: 'El video demo llegará pronto',
    board: 'Contratos disponibles',
    sample: 'Datos de muestra',
    sort: 'Ordenar por puntaje de compatibilidad',
    clear: 'Borrar filtros',
    reset: 'Restablecer filtros',
    empty: 'Ningún prospecto coincide con estos filtros',
    map: /^Mapa de los prospectos de muestra Mapa a escala del centro y el este de Texas con 12 prospectos de muestra en sus direcciones: 5 alrededor de la sucursal de Houston, 4 alrededor de Dallas y 3 alrededor de Austin\. .*2 prospectos quedan fuera\./,
    mapNote: 'Áreas metropolitanas y prospectos de muestra. Tu cuenta muestra un mapa en vivo.',
    showing: (shown: number, total: number) => `Mostrando ${shown} de ${total} ${total === 1 ? 'prospecto' : 'prospectos'}.`,
    labels: {
      radius: 'Radio',
      city: 'Ciudad',
      facility: 'Instalación',
      status: 'Estado',
      source: 'Origen',
      dueDate: 'Fecha límite',
      value: 'Valor al año',
    },
    firstValue: '$23,500 al año',
    firstDue: '18 nov 2026',
    integrationsHeading: 'De dónde salen tus prospectos',
  },
} as const

async function open(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
  // The board's code loads when it enters the viewport: bring it in, wait for it, go back to the top.
  await hydrateDeferredSection(page.getByTestId('lead-sort'))
  await page.evaluate(() => window.scrollTo(0, 0))
}

const board = (page: Page, locale: Locale) => page.getByRole('region', { name: L[locale].board, exact: true })
const cardIds = (page: Page) => page.getByTestId('lead-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-lead-id')))
const expected = (tab: LeadTab, filters: LeadFilters, sortByFit = false) => boardResults(LEADS, { tab, filters, sortByFit })

async function expectShown(page: Page, locale: Locale, tab: LeadTab, filters: LeadFilters, sortByFit = false) {
  const { shown, total } = expected(tab, filters, sortByFit)
  await expect(page.getByTestId('lead-count')).toContainText(L[locale].showing(shown.length, total))
  await expect(page.getByTestId('lead-card')).toHaveCount(shown.length)
  // Lead Types shows the same leads grouped by tag, each group in display order.
  const order = tab === 'lead-types' ? groupByTag(shown).flatMap((group) => group.leads) : shown
  expect(await cardIds(page)).toEqual(order.map((lead) => lead.id))
}

async function expectExampleDialog(page: Page, locale: Locale, example: (typeof EXAMPLES)[number]) {
  const words = catalogs[locale].examples[example.id]!
  const dialog = page.getByRole('dialog', { name: L[locale].dialogTitle(words.title), exact: true })
  await expect(dialog).toBeVisible()
  for (const block of L[locale].blocks) await expect(dialog.getByRole('heading', { level: 3, name: block, exact: true })).toBeVisible()
  await expect(dialog.locator('blockquote').first()).toHaveText(words.prompt)
  await expect(dialog).toContainText(example[locale])
  await expect(dialog).toContainText(words.output)
  return dialog
}

for (const locale of ['en', 'es'] as const) {
  const l = L[locale]
  const catalog = catalogs[locale]

  test.describe(`leads-contracts (${locale})`, () => {
    test(`${l.path}: title, CTAs, four rotating prompts, six scenarios with their See Example labels, badges and integrations`, async ({
      page,
    }) => {
      const problems = watchConsole(page)
      await open(page, l.path)
      await expect(page).toHaveTitle(`${catalog.meta.title} | CleanSuite AI`)
      await expect(page.getByTestId('hero-cta')).toHaveText(signUpText(l.signUp))
      await expect(page.getByTestId('hero-cta')).toHaveAttribute('target', '_blank')
      await expect(page.getByTestId('closing-cta')).toHaveText(signUpText(l.signUp))
      await expect(page.getByTestId('hero-panel').getByRole('list').getByRole('listitem')).toHaveCount(4)

      const cards = page.getByTestId('scenario-card')
      await expect(cards).toHaveCount(6)
      for (const [i, example] of EXAMPLES.entries()) {
        const title = catalog.examples[example.id]!.title
        await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(title)
        await expect(cards.nth(i).getByRole('button', { name: `${l.seeExample}${title}`, exact: true })).toBeVisible()
      }
      await expect(page.getByTestId('tool-badges').getByRole('listitem')).toHaveCount(10)
      const integrations = page.getByRole('region', { name: l.integrationsHeading })
      await expect(integrations.locator(':not([data-soon]) > ul li')).toHaveCount(5)
      await expect(integrations.locator(':not([data-soon]) > ul li').first()).toContainText('SAM.gov')
      await expect(integrations.locator('[data-soon="true"] li')).toHaveCount(5)
      expect(problems).toEqual([])
    })

    test(`${l.path}: every example opens by click with its three blocks; Escape closes it and focus returns`, async ({ page }) => {
      test.setTimeout(90_000)
      const problems = watchConsole(page)
      await open(page, l.path)
      for (const example of EXAMPLES) {
        const button = page.getByRole('button', { name: `${l.seeExample}${catalog.examples[example.id]!.title}`, exact: true })
        await button.click()
        await expect(page).toHaveURL(new RegExp(`${l.path}\\?example=${example.key}$`))
        const dialog = await expectExampleDialog(page, locale, example)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL(new RegExp(`${l.path}$`))
        await expect(button).toBeFocused()
      }
      expect(problems).toEqual([])
    })

    test(`${l.path}: every example opens from its URL; an open example at 390 px has no axe violations`, async ({ page }) => {
      test.setTimeout(90_000)
      const problems = watchConsole(page)
      for (const example of EXAMPLES) {
        await open(page, `${l.path}?example=${example.key}`)
        await expectExampleDialog(page, locale, example)
        await expect(page.getByRole('dialog')).toHaveCount(1)
      }
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoViolations(page, '[role="dialog"]')
      expect(problems).toEqual([])
    })

    test(`${l.path}: Back closes an example opened by click; an unknown example opens nothing`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, l.path)
      const example = EXAMPLES[2]
      await page.getByRole('button', { name: `${l.seeExample}${catalog.examples[example.id]!.title}`, exact: true }).click()
      const dialog = await expectExampleDialog(page, locale, example)
      // The HTML opened it; Back closes it once the island has given it its address.
      await expect(page).toHaveURL(/\?example=[\w-]+$/)
      await page.goBack()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${l.path}$`))

      await open(page, `${l.path}?example=nope`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(problems).toEqual([])
    })

    test(`${l.path}: six FAQ items, at most one open at a time`, async ({ page }) => {
      await open(page, l.path)
      const items = page.getByTestId('faq-item')
      await expect(items).toHaveCount(6)
      const buttons = items.locator('summary')
      const expanded = page.locator('[data-testid="faq-item"][open]')
      await expect(expanded).toHaveCount(0)
      await buttons.nth(0).click()
      await expect(buttons.nth(0).locator('..')).toHaveAttribute('open', '')
      await buttons.nth(3).click()
      await expect(buttons.nth(3).locator('..')).toHaveAttribute('open', '')
      await expect(buttons.nth(0).locator('..')).not.toHaveAttribute('open')
      await expect(expanded).toHaveCount(1)
      await buttons.nth(3).click()
      await expect(expanded).toHaveCount(0)
    })

    test(`${l.path}: Watch demo opens the demo dialog with Get started`, async ({ page }) => {
      await open(page, l.path)
      const watch = page.getByRole('button', { name: l.watchDemo, exact: true })
      await watch.click()
      const dialog = page.getByRole('dialog', { name: l.demo })
      await expect(dialog).toContainText(l.demoText)
      // The tour ends on Get started: walk its five steps with the arrow keys.
      await tourToLastStep(page, dialog)
      await expect(dialog.getByRole('link', { name: l.signUp })).toHaveAttribute('target', '_blank')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(watch).toBeFocused()
    })

    test(`${l.path}: the board starts on All Leads at 25 miles, labelled as sample data, with a described map`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, l.path)
      const section = board(page, locale)
      await expect(section.getByTestId('sample-label')).toHaveText(l.sample)
      await expect(page.getByRole('tab', { name: catalog.board.tabs.allLeads })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tab')).toHaveCount(6)
      await expect(page.getByLabel(l.labels.radius, { exact: true })).toHaveValue('25')
      for (const field of ['city', 'facility', 'status', 'source', 'dueDate', 'value'] as const) {
        await expect(page.getByLabel(l.labels[field], { exact: true })).toHaveValue('any')
      }
      await expect(page.getByRole('button', { name: l.sort })).toHaveAttribute('aria-pressed', 'false')
      await expectShown(page, locale, 'all-leads', DEFAULT_FILTERS)
      await expect(page.getByTestId('lead-count')).toHaveAttribute('aria-live', 'polite')
      await expect(page.getByTestId('lead-count')).toContainText(catalog.board.orderDue)

      // Formatted per locale, from fixed data (soonest due first).
      const first = page.getByTestId('lead-card').first()
      await expect(first).toContainText(l.firstValue)
      await expect(first).toContainText(l.firstDue)
      await expect(first.getByTestId('lead-fit')).toHaveText(/^(Fit score|Puntaje de compatibilidad) 77\/100: /)

      const map = section.getByRole('img', { name: /./ })
      await expect(map).toHaveCount(1)
      const name = await map.evaluate((svg) =>
        (svg.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
      expect(name).toMatch(l.map)
      // A product view, not a placeholder: the caption says what the map shows, and every lead has its pin.
      const figure = section.getByTestId('lead-map')
      await expect(figure.locator('figcaption small')).toHaveText(l.mapNote)
      await expect(figure).not.toContainText(/placeholder|not to scale|referencia|sin escala/i)
      const pinned = (
        await figure.locator('[data-lead]').evaluateAll((pins) => pins.map((pin) => pin.getAttribute('data-lead')!.split(' ')))
      ).flat()
      expect(pinned.sort()).toEqual(LEADS.map((lead) => lead.id).sort())
      expect(problems).toEqual([])
    })

    test(`${l.path}: the map is in the HTML as it shows after hydration (JavaScript off sees the same map)`, async ({ page, request }) => {
      const raw = await (await request.get(l.path)).text()
      const figure = /<figure[^>]*data-testid="lead-map"[^>]*>[\s\S]*?<\/figure>/.exec(raw)?.[0] ?? ''
      expect(figure).toContain(l.mapNote)
      await open(page, l.path)
      // Same drawing: the same pins, paths and labels in the same places, both parsed by the browser.
      const [before, after] = await page.getByTestId('lead-map').evaluate((el, html) => {
        const template = document.createElement('template')
        template.innerHTML = html
        return [template.content.firstElementChild?.outerHTML ?? '', el.outerHTML]
      }, figure)
      expect(before.length).toBeGreaterThan(5000)
      expect(after).toBe(before)
    })

    test(`${l.path}: each tab filters the cards by its tag; Lead Types groups every card under the four types`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, l.path)
      for (const tab of LEAD_TABS) {
        await page.getByRole('tab', { name: catalog.board.tabs[TAB_IDS[tab]] ?? catalog.board.tags[TAB_IDS[tab]], exact: true }).click()
        await expectShown(page, locale, tab, DEFAULT_FILTERS)
        if (tab !== 'all-leads' && tab !== 'lead-types') {
          for (const card of await page.getByTestId('lead-card').all())
            await expect(card.locator('[data-tag]')).toHaveText(catalog.board.tags[TAB_IDS[tab]]!)
        }
      }
      const groups = page.getByTestId('lead-type-group')
      await expect(groups).toHaveCount(4)
      const tags = ['leadMarket', 'exclusive', 'opportunities', 'government'] as const
      for (const [i, tag] of tags.entries()) {
        await expect(groups.nth(i).getByRole('heading', { level: 3 })).toContainText(catalog.board.tags[tag]!)
        await expect(groups.nth(i)).toContainText(catalog.board.types[tag]!)
        const inGroup = expected('lead-types', DEFAULT_FILTERS).shown.filter((lead) => TAB_IDS[lead.tag] === tag)
        await expect(groups.nth(i).getByTestId('lead-card')).toHaveCount(inGroup.length)
        await expect(groups.nth(i).getByRole('heading', { level: 4 })).toHaveCount(inGroup.length)
      }
      expect(problems).toEqual([])
    })

    test(`${l.path}: arrow keys move between tabs and select them`, async ({ page }) => {
      await open(page, l.path)
      const all = page.getByRole('tab', { name: catalog.board.tabs.allLeads, exact: true })
      const market = page.getByRole('tab', { name: catalog.board.tags.leadMarket, exact: true })
      const types = page.getByRole('tab', { name: catalog.board.tabs.leadTypes, exact: true })
      await all.focus()
      await page.keyboard.press('ArrowRight')
      await expect(market).toBeFocused()
      await expect(market).toHaveAttribute('aria-selected', 'true')
      await expectShown(page, locale, 'lead-market', DEFAULT_FILTERS)
      await page.keyboard.press('ArrowLeft')
      await expect(all).toBeFocused()
      await expect(all).toHaveAttribute('aria-selected', 'true')
      // The list wraps around.
      await page.keyboard.press('ArrowLeft')
      await expect(types).toBeFocused()
      await expect(types).toHaveAttribute('aria-selected', 'true')
      // Only the selected tab is in the tab order.
      await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1)
    })

    test(`${l.path}: each of the seven filters changes the cards, and filters combine`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, l.path)
      const defaults = expected('all-leads', DEFAULT_FILTERS).shown.map((lead) => lead.id)
      const choices: [LeadFilterField, string][] = [
        ['radius', '10'],
        ['radius', '100'],
        ['city', 'dallas'],
        ['facility', 'medical'],
        ['status', 'contacted'],
        ['source', 'inbound'],
        ['dueDate', 'week'],
        ['value', '100k'],
      ]
      for (const [field, value] of choices) {
        const select = page.getByLabel(l.labels[field], { exact: true })
        await select.selectOption(value)
        const filters = { ...DEFAULT_FILTERS, [field]: field === 'radius' ? Number(value) : value } as LeadFilters
        await expectShown(page, locale, 'all-leads', filters)
        expect(await cardIds(page), `${field}=${value}`).not.toEqual(defaults)
        await page.getByRole('button', { name: l.reset }).click()
        await expect(page.getByLabel(l.labels.radius, { exact: true })).toBeFocused()
        await expectShown(page, locale, 'all-leads', DEFAULT_FILTERS)
      }

      // Combined, and on a tag tab.
      await page.getByLabel(l.labels.city, { exact: true }).selectOption('houston')
      await page.getByLabel(l.labels.value, { exact: true }).selectOption('100k')
      const combined: LeadFilters = { ...DEFAULT_FILTERS, city: 'houston', value: '100k' }
      await expectShown(page, locale, 'all-leads', combined)
      expect(await cardIds(page)).toEqual(['hou-medical-plaza', 'hou-pasadena-charter', 'hou-katy-va-clinic'])
      await page.getByRole('tab', { name: catalog.board.tags.government, exact: true }).click()
      await expectShown(page, locale, 'government', combined)
      expect(problems).toEqual([])
    })

    test(`${l.path}: Sort by fit score orders the cards from the highest score and toggles back`, async ({ page }) => {
      await open(page, l.path)
      const sort = page.getByRole('button', { name: l.sort })
      await sort.click()
      await expect(sort).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('lead-count')).toContainText(catalog.board.orderFit)
      await expectShown(page, locale, 'all-leads', DEFAULT_FILTERS, true)
      const scores = (await page.getByTestId('lead-fit').allTextContents()).map((text) => Number(/(\d+)\/100/.exec(text)?.[1]))
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
      expect(scores[0]).toBe(94)

      // The order holds on other tabs and with filters.
      await page.getByRole('tab', { name: catalog.board.tags.government, exact: true }).click()
      await expectShown(page, locale, 'government', DEFAULT_FILTERS, true)
      await page.getByLabel(l.labels.radius, { exact: true }).selectOption('100')
      await expectShown(page, locale, 'government', { ...DEFAULT_FILTERS, radius: 100 }, true)

      await sort.click()
      await expect(sort).toHaveAttribute('aria-pressed', 'false')
      await expectShown(page, locale, 'government', { ...DEFAULT_FILTERS, radius: 100 }, false)
    })

    test(`${l.path}: no match shows the empty state; Clear filters brings the cards back`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, l.path)
      await page.getByLabel(l.labels.status, { exact: true }).selectOption('won')
      await expect(page.getByTestId('lead-card')).toHaveCount(0)
      await expect(page.getByTestId('lead-count')).toContainText(l.showing(0, LEADS.length))
      const empty = page.getByTestId('lead-empty')
      await expect(empty).toContainText(l.empty)

      // Accessible in the empty state.
      await expectNoViolations(page, 'section[aria-labelledby="available-contracts-title"]')

      await empty.getByRole('button', { name: l.clear }).click()
      await expect(empty).toHaveCount(0)
      await expect(page.getByLabel(l.labels.status, { exact: true })).toHaveValue('any')
      await expect(page.getByLabel(l.labels.radius, { exact: true })).toBeFocused()
      await expectShown(page, locale, 'all-leads', DEFAULT_FILTERS)

      // A tab with no match left: the empty state keeps the tab.
      await page.getByRole('tab', { name: catalog.board.tags.opportunities, exact: true }).click()
      await page.getByLabel(l.labels.city, { exact: true }).selectOption('austin')
      await expect(empty).toBeVisible()
      await expect(page.getByTestId('lead-count')).toContainText(l.showing(0, 2))
      await empty.getByRole('button', { name: l.clear }).click()
      await expectShown(page, locale, 'opportunities', DEFAULT_FILTERS)
      expect(problems).toEqual([])
    })

    test(`${l.path}: at 390 px nothing sticks out sideways and the Lead Types view is axe-clean`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, l.path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.getByRole('tab', { name: catalog.board.tabs.leadTypes, exact: true }).click()
      await expect(page.getByTestId('lead-type-group')).toHaveCount(4)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectNoViolations(page, 'section[aria-labelledby="available-contracts-title"]')
    })
  })
}

test.describe('the board loads its code and strings when it comes into view', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('on a phone the board below the hero is fetched only once scrolled to, then it responds', async ({ page }) => {
    const boardCode: string[] = []
    const boardStrings: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/LeadsBoard-[^/]*\.js$/.test(request.url())) boardCode.push(request.url())
      if (/\/assets\/i18n-[a-z]+-leads-board-[^/]*\.js$/.test(request.url())) boardStrings.push(request.url())
    })
    await page.goto(L.es.path)
    await waitForHydration(page)
    // The rest of the page is hydrated (the header menu works) while the board's code is not fetched.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('hydrated').length)).toBe(1)
    await page.waitForTimeout(500)
    expect(boardCode).toEqual([])
    expect(boardStrings).toEqual([])
    // The pre-rendered board is complete meanwhile: the cards of the default filters.
    await expect(page.getByTestId('lead-card')).toHaveCount(expected('all-leads', DEFAULT_FILTERS).shown.length)

    await hydrateDeferredSection(page.getByTestId('lead-sort'))
    expect(boardCode).toHaveLength(1)
    // Its own strings, in the page's language only.
    expect(boardStrings).toHaveLength(1)
    expect(boardStrings[0]).toMatch(/\/i18n-es-leads-board-/)
    await page.getByTestId('lead-sort').click()
    await expect(page.getByTestId('lead-sort')).toHaveAttribute('aria-pressed', 'true')
    await expectShown(page, 'es', 'all-leads', DEFAULT_FILTERS, true)
  })

  test('a tap on the board before its code arrived is not lost: it takes effect once the board hydrates', async ({ page }) => {
    // A slow phone network: the board's code arrives 1.5 s after it is asked for.
    await page.route(/\/assets\/LeadsBoard-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.goto(L.en.path)
    await waitForHydration(page)
    const sort = page.getByTestId('lead-sort')
    await sort.scrollIntoViewIfNeeded()
    await sort.click() // the pre-rendered button, its code still on the way
    await expect(sort).toHaveAttribute('aria-pressed', 'false')
    await expect(sort).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 })
    await expectShown(page, 'en', 'all-leads', DEFAULT_FILTERS, true)
  })
})
