import { readFileSync } from 'node:fs'
import path from 'node:path'
import { allPages, hydrateDeferredSection, waitForHydration } from './helpers'
import { expect, test, type Page } from './test'

/**
 * Phone-length pages (issue 19 part 5, issue 28 part 9): at 390 px the longest pages stay at most 8,000 px tall,
 * hydrated as with JavaScript off, because long card lists become sideways scroll rows and long lists show their
 * start with a "show all" link. Every item stays in the HTML and can be reached with JavaScript off; desktop keeps
 * its grids.
 */
const PHONE_MAX = 8_000
const PAGES = [
  '/',
  '/es',
  '/leads-contracts',
  '/es/leads-contracts',
  '/ai-content-manager',
  '/es/ai-content-manager',
  '/es/contract-writer',
]
const PHONE = { width: 390, height: 844 }

const root = path.resolve(import.meta.dirname, '../..')
const catalog = (locale: string, ns: string) => JSON.parse(readFileSync(path.join(root, `locales/${locale}/${ns}.json`), 'utf8'))
const common = { en: catalog('en', 'common'), es: catalog('es', 'common') }
// The leads board's own strings (loaded with the board, not with the page).
const board = { en: catalog('en', 'leads-board'), es: catalog('es', 'leads-board') }
const content = { en: catalog('en', 'tools.ai-content-manager'), es: catalog('es', 'tools.ai-content-manager') }
/** "Show all 10 leads" from the ICU plural (other branch). */
const showAllLeads = (locale: 'en' | 'es', count: number) =>
  (board[locale].showAll as string).match(/other \{([^}]*)\}/)![1]!.replace('#', String(count))

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/**
 * Phone rhythm (issue 28 part 9): every page but the two legal documents is at most 8,000 px tall at 390 px. The
 * tool pages get there with rows (features, steps, scenarios, the available/coming-soon lists, the content
 * manager's post and analytics, the leads board's filters and map), one sideways line of badges and tabs, and
 * "Show all" under long lists (leads, the FAQ, the recent content); with JavaScript off, as the pre-rendered page.
 */
const LEGAL = ['/privacy-policy', '/es/privacy-policy', '/terms-of-service', '/es/terms-of-service']

test.describe('at 390 px, every page', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false })

  // One test per page (issue 37): one test walking every page passed its 30 s timeout on a busy machine.
  const pages = allPages().filter((pathname) => !LEGAL.includes(pathname))
  test('the sitemap lists the pages to measure', () => {
    expect(pages.length).toBeGreaterThanOrEqual(35)
  })
  for (const pathname of pages) {
    test(`${pathname} is at most ${PHONE_MAX} px tall`, async ({ page }) => {
      await page.goto(pathname)
      await page.evaluate(() => document.fonts.ready)
      expect(await pageHeight(page), `${pathname} height at 390 px`).toBeLessThanOrEqual(PHONE_MAX)
    })
  }
})

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE })

  for (const js of [false, true]) {
    test.describe(js ? 'hydrated' : 'JavaScript off', () => {
      test.use({ javaScriptEnabled: js })
      for (const pathname of PAGES) {
        test(`${pathname} is at most ${PHONE_MAX} px tall and does not scroll sideways`, async ({ page }) => {
          await page.goto(pathname)
          if (js) await waitForHydration(page)
          await page.evaluate(() => document.fonts.ready)
          expect(await pageHeight(page), `${pathname} height at 390 px`).toBeLessThanOrEqual(PHONE_MAX)
          expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
        })
      }
    })
  }

  test.describe('JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    for (const locale of ['en', 'es'] as const) {
      test(`${locale}: the leads behind "Show all" are in the HTML and one tap shows them`, async ({ page }) => {
        await page.goto(locale === 'en' ? '/leads-contracts' : '/es/leads-contracts')
        const cards = page.getByTestId('lead-card')
        const count = await cards.count()
        expect(count).toBeGreaterThan(2)
        for (let i = 0; i < count; i++) await (i < 1 ? expect(cards.nth(i)).toBeVisible() : expect(cards.nth(i)).toBeHidden())
        const showAll = page.getByRole('link', { name: showAllLeads(locale, count), exact: true })
        await showAll.click()
        for (let i = 0; i < count; i++) await expect(cards.nth(i)).toBeVisible()
        await expect(cards.nth(1)).toBeInViewport()
        await expect(showAll).toBeHidden()
      })
    }

    test('the sample post behind "Read the whole post" is in the HTML and one tap shows it', async ({ page }) => {
      await page.goto('/ai-content-manager')
      const text = page.getByTestId('preview-post-text')
      const clipped = () => text.evaluate((el) => el.scrollHeight - el.clientHeight)
      expect(await clipped()).toBeGreaterThan(100)
      await expect(text).toContainText('#DayPorter #CommercialCleaning #HoustonBusiness')
      await page.getByRole('link', { name: content.en.preview.post.readMore, exact: true }).click()
      expect(await clipped()).toBe(0)
      await expect(page.getByRole('link', { name: content.en.preview.post.readMore, exact: true })).toBeHidden()
    })

    test('es: the FAQ questions and recent content behind "Show all" are in the HTML and one tap shows them', async ({ page }) => {
      await page.goto('/es/ai-content-manager')
      const faq = page.getByTestId('faq-item')
      await expect(faq).toHaveCount(6)
      for (let i = 0; i < 6; i++) await (i < 3 ? expect(faq.nth(i)).toBeVisible() : expect(faq.nth(i)).toBeHidden())
      const showQuestions = page.getByRole('link', {
        name: (common.es.faqShowAll as string).match(/other \{([^}]*)\}/)![1]!.replace('#', '6'),
      })
      await showQuestions.click()
      for (let i = 0; i < 6; i++) await expect(faq.nth(i)).toBeVisible()
      await expect(faq.nth(3)).toBeInViewport()
      await expect(showQuestions).toBeHidden()

      const rows = page.getByTestId('recent-content').locator('tbody tr')
      const count = await rows.count()
      expect(count).toBeGreaterThan(2)
      for (let i = 0; i < count; i++) await (i < 2 ? expect(rows.nth(i)).toBeVisible() : expect(rows.nth(i)).toBeHidden())
      const showRows = page.getByRole('link', {
        name: (content.es.preview.recent.showAll as string).match(/other \{([^}]*)\}/)![1]!.replace('#', String(count)),
      })
      await showRows.click()
      for (let i = 0; i < count; i++) await expect(rows.nth(i)).toBeVisible()
      await expect(showRows).toBeHidden()
    })

    for (const [url, lists] of [
      [
        '/es/ai-content-manager',
        [
          ['steps-title', 2, 'showAllSteps'],
          ['creation-title', 1, 'showAllFeatures'],
          ['intelligent-title', 1, 'showAllFeatures'],
          ['scenarios-title', 1, 'showAllScenarios'],
        ],
      ],
      ['/leads-contracts', [['steps-title', 2, 'showAllSteps']]],
    ] as const) {
      test(`${url}: the steps, cards and scenarios behind "Show all" are in the HTML and one tap shows them`, async ({ page }) => {
        await page.goto(url)
        const locale = url.startsWith('/es') ? 'es' : 'en'
        for (const [titleId, shown, key] of lists) {
          const section = page.locator(`section:has(#${titleId})`).last()
          const items = section.locator('[data-preview] > *')
          const count = await items.count()
          expect(count).toBeGreaterThan(shown)
          for (let i = 0; i < count; i++) await (i < shown ? expect(items.nth(i)).toBeVisible() : expect(items.nth(i)).toBeHidden())
          const label = (common[locale].toolPage[key] as string).match(/other \{([^}]*)\}/)![1]!.replace('#', String(count))
          const link = section.getByRole('link', { name: label, exact: true })
          await link.click()
          for (let i = 0; i < count; i++) await expect(items.nth(i)).toBeVisible()
          await expect(items.nth(shown)).toBeInViewport()
          await expect(link).toBeHidden()
        }
      })
    }

    test('a scroll row scrolls sideways inside itself; the next card peeks in', async ({ page }) => {
      await page.goto('/')
      const row = page.locator('#products').getByTestId('tool-card').first().locator('..')
      const box = await row.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).overflowX }))
      expect(box.overflow).toBe('auto')
      expect(box.scroll).toBeGreaterThan(box.client * 3)
      // The second card starts on screen (it peeks in) and ends off screen.
      const second = (await page.locator('#products').getByTestId('tool-card').nth(1).boundingBox())!
      expect(second.x).toBeLessThan(PHONE.width - 30)
      expect(second.x + second.width).toBeGreaterThan(PHONE.width)
      await expect(page.locator('#products').getByText(common.en.scrollRow.hint, { exact: true })).toBeVisible()
      await row.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }))
      expect(await row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200)
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
    })
  })

  test.describe('hydrated', () => {
    test('"Show all" moves focus to the first lead it reveals; filters and sort keep working', async ({ page }) => {
      await page.goto('/es/leads-contracts')
      await waitForHydration(page)
      await hydrateDeferredSection(page.getByTestId('lead-sort'))
      const cards = page.getByTestId('lead-card')
      const count = await cards.count()
      await expect(cards.nth(1)).toBeHidden()
      await page.getByRole('link', { name: showAllLeads('es', count), exact: true }).click()
      await expect(cards.nth(1)).toBeVisible()
      await expect(page.locator('li:focus')).toHaveAttribute('id', `lead-${await cards.nth(1).getAttribute('data-lead-id')}`)
      await expect(page).not.toHaveURL(/#/)
      await page.getByTestId('lead-filter-radius').selectOption({ index: 0 })
      await page.getByTestId('lead-sort').click()
      const now = await cards.count()
      for (let i = 0; i < now; i++) await expect(cards.nth(i)).toBeVisible()
    })

    test('a row without links is a labelled region that the keyboard scrolls', async ({ page }) => {
      await page.goto('/leads-contracts')
      await waitForHydration(page)
      const features = common.en.toolPage.featuresTitle.replace('{product}', 'Leads & Contracts')
      const region = page.getByRole('region', { name: common.en.scrollRow.label.replace('{title}', features), exact: true })
      await region.focus()
      await expect(region).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    })

    test('the goal filter still narrows the tool row', async ({ page }) => {
      await page.goto('/')
      await waitForHydration(page)
      await page.getByRole('group', { name: 'Filter tools by goal' }).getByRole('button', { name: 'Win more bids' }).click()
      await expect(page.locator('#products').getByTestId('tool-card')).toHaveCount(4)
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
    })
  })
})

test.describe('at 1280 px the lists keep their grids', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })

  test('home: tool cards three to a row, nothing scrolls sideways, no phone cue or "show all"', async ({ page }) => {
    await page.goto('/')
    const cards = page.locator('#products').getByTestId('tool-card')
    const tops = await cards.evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    expect(
      await cards
        .first()
        .locator('..')
        .evaluate((el) => getComputedStyle(el).overflowX),
    ).toBe('visible')
    await expect(page.getByText(common.en.scrollRow.hint, { exact: true })).toHaveCount(2) // the tools and how it works (the goal band is tabs, no row)
    for (const hint of await page.getByText(common.en.scrollRow.hint, { exact: true }).all()) await expect(hint).toBeHidden()
  })

  test('leads: every lead shows, without a "Show all" link; the whole sample post, FAQ and recent content show', async ({ page }) => {
    await page.goto('/leads-contracts')
    const cards = page.getByTestId('lead-card')
    const count = await cards.count()
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toBeVisible()
    await expect(page.getByTestId('lead-show-all')).toBeHidden()
    await page.goto('/ai-content-manager')
    expect(await page.getByTestId('preview-post-text').evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0)
    await expect(page.getByTestId('preview-post-more')).toBeHidden()
    // The FAQ and the recent content table are whole, without their phone links.
    for (const item of await page.getByTestId('faq-item').all()) await expect(item).toBeVisible()
    for (const row of await page.getByTestId('recent-content').locator('tbody tr').all()) await expect(row).toBeVisible()
    await expect(page.getByTestId('faq-show-all')).toBeHidden()
    await expect(page.getByTestId('recent-show-all')).toBeHidden()
  })
})
