import { readFileSync } from 'node:fs'
import path from 'node:path'
import { TOOL_IDS } from '../../src/content/tools'
import { waitForHydration, watchConsole } from './helpers'
import { expect, test, type Page } from './test'

/**
 * Issue 28: every tool page shows what the tool produces, as a mock-up in its hero. At 1280 px it sits
 * beside the hero text at a real size; on a phone (390 px, and 320 px) a cropped version sits right
 * under the hero buttons, within the first screen and a half, with nothing sticking out sideways.
 * The same without JavaScript. The drawing is hidden from screen readers, which get one sentence
 * and the sample prompts instead.
 */
const LOCALES = ['en', 'es'] as const
type Locale = (typeof LOCALES)[number]

const root = path.resolve(import.meta.dirname, '../..')
const catalog = (locale: Locale, ns: string) => JSON.parse(readFileSync(path.join(root, `locales/${locale}/${ns}.json`), 'utf8'))
const common = { en: catalog('en', 'common'), es: catalog('es', 'common') }
const pathOf = (tool: string, locale: Locale) => (locale === 'en' ? `/${tool}` : `/es/${tool}`)

/** The first screen and a half of a 390 x 844 phone: the mock-up starts above it. */
const PHONE = { width: 390, height: 844 }
const FIRST_SCREENS = 1.5 * PHONE.height

type Box = { x: number; y: number; width: number; height: number }
/** A box in page coordinates (scroll included). */
const pageBox = (page: Page, testId: string): Promise<Box> =>
  page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }
  })

/** Beside the H1 at desktop width: a real size, right of the title, level with it. */
async function expectBesideTheText(page: Page) {
  const mock = page.getByTestId('hero-mockup')
  await expect(mock).toBeVisible()
  const box = await pageBox(page, 'hero-mockup')
  const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect(box.width, 'mock-up width').toBeGreaterThanOrEqual(400)
  expect(box.height, 'mock-up height').toBeGreaterThanOrEqual(280)
  expect(box.x, 'mock-up starts right of the H1').toBeGreaterThanOrEqual(h1.x + h1.width)
  expect(box.y, 'mock-up top above the H1 bottom (beside it, not below)').toBeLessThan(h1.y + h1.height)
}

/** Under the buttons on a phone: below the last hero action, starting within 1.5 screens, inside the page's width. */
async function expectUnderTheButtons(page: Page, locale: Locale, width: number) {
  const mock = page.getByTestId('hero-mockup')
  await expect(mock).toBeVisible()
  const box = await pageBox(page, 'hero-mockup')
  const demo = (await page.getByRole('button', { name: common[locale].toolPage.watchDemo, exact: true }).boundingBox())!
  expect(box.y, 'mock-up below the Watch demo button').toBeGreaterThanOrEqual(demo.y + demo.height)
  expect(box.y, 'mock-up top within the first screen and a half').toBeLessThanOrEqual(FIRST_SCREENS)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'mock-up inside the page width').toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(width)
  // The answer is cropped at the bottom only: nothing in it is wider than the window.
  const output = page.getByTestId('hero-mockup-output')
  expect(await output.evaluate((el) => getComputedStyle(el).maxHeight), 'answer cropped on a phone').not.toBe('none')
  expect(await output.evaluate((el) => el.scrollWidth - el.clientWidth), 'answer clipped sideways').toBeLessThanOrEqual(0)
}

for (const tool of TOOL_IDS) {
  for (const locale of LOCALES) {
    const url = pathOf(tool, locale)
    const tools = catalog(locale, `tools.${tool}`)

    test(`${url}: the mock-up sits beside the hero text at 1280 px and under the buttons at 390 and 320 px`, async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(url)
      await waitForHydration(page)
      await expectBesideTheText(page)

      // One sample label, visible; the drawing is hidden from assistive tech, one sentence says what it shows.
      const mock = page.getByTestId('hero-mockup')
      await expect(mock.getByText(common[locale].toolPage.mockSample, { exact: true })).toBeVisible()
      await expect(page.getByTestId('hero-mockup-output')).toHaveAttribute('aria-hidden', 'true')
      const description = mock.locator('p.sr-only')
      await expect(description).toHaveCount(1)
      await expect(description).toHaveText(locale === 'en' ? /^Sample output: / : /^Resultado de ejemplo: /)
      // The rotating prompt is the window's input line: its list of sample prompts stays for screen readers.
      const prompts = Object.values(tools.prompts) as string[]
      await expect(mock.locator('ul.sr-only').getByRole('listitem')).toHaveText(prompts)

      await page.setViewportSize(PHONE)
      await expectUnderTheButtons(page, locale, PHONE.width)
      await page.setViewportSize({ width: 320, height: 640 })
      await expectUnderTheButtons(page, locale, 320)
      expect(problems).toEqual([])
    })
  }
}

test('AI Hiring on a phone: the prompt tiles stay hidden (spec), the mock-up of the job post and review shows', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/ai-hiring')
  await expect(page.getByTestId('hero-panel')).toBeHidden()
  await expect(page.getByTestId('hero-mockup')).toBeVisible()
  await expect(page.getByTestId('hero-mockup-output')).toContainText('Night Commercial Cleaner')
})

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const url of ['/ai-pricing', '/es/rfp-reader', '/leads-contracts', '/es/ai-chat-assistant']) {
    const locale: Locale = url.startsWith('/es/') ? 'es' : 'en'
    test(`${url}: the same mock-up, in the same place, before any script runs`, async ({ page, browser }) => {
      await page.goto(url)
      await expectBesideTheText(page)
      const desktop = await pageBox(page, 'hero-mockup')
      await page.setViewportSize(PHONE)
      await expectUnderTheButtons(page, locale, PHONE.width)
      const phone = await pageBox(page, 'hero-mockup')

      // Hydrated, the mock-up has the same box at both widths: nothing moves when the scripts arrive.
      const hydrated = await browser.newPage({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: true })
      await hydrated.goto(new URL(url, page.url()).href)
      await waitForHydration(hydrated)
      expect(await pageBox(hydrated, 'hero-mockup')).toEqual(desktop)
      await hydrated.setViewportSize(PHONE)
      expect(await pageBox(hydrated, 'hero-mockup')).toEqual(phone)
      await hydrated.close()
    })
  }
})

test('the AI Pricing mock-up shows the site’s worked example: $9,206.19 of cost, $14,163.37 a month', async ({ page }) => {
  await page.goto('/ai-pricing')
  const output = page.getByTestId('hero-mockup-output')
  await expect(output).toContainText('$9,206.19')
  await expect(output).toContainText('$14,163.37')
  await expect(output.locator('tfoot')).toContainText('$14,163.37')
})

test('the RFP Reader mock-up marks requirements Compliant, Gap and Clarify; the chat answer cites the contract page', async ({ page }) => {
  await page.goto('/rfp-reader')
  const rows = page.getByTestId('hero-mockup-output').locator('tbody tr')
  await expect(rows).toHaveCount(5)
  for (const status of ['Compliant', 'Gap', 'Clarify']) await expect(rows.filter({ hasText: status }).first()).toBeVisible()
  await page.goto('/ai-chat-assistant')
  await expect(page.getByTestId('hero-mockup-output').getByText('Contract p. 4 §7.2', { exact: true })).toBeVisible()
})
