import { expect, test, type Page } from './test'
import { calculateBid, DEFAULT_VALUES, type BidValues } from '../../src/lib/bid-calculator'
import { waitForHydration, watchConsole } from './helpers'
import { theme } from '../../src/theme'

type Locale = 'en' | 'es'
// Spanish is US Spanish ($14,163.37, 1,500.5): INTL_LOCALE in src/i18n/locales.ts.
const INTL = { en: 'en-US', es: 'es-US' } as const
const pathFor = (locale: Locale) => (locale === 'en' ? '/cleaning-bid-calculator' : '/es/cleaning-bid-calculator')
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()
const money = (locale: Locale, n: number) => squash(new Intl.NumberFormat(INTL[locale], { style: 'currency', currency: 'USD' }).format(n))
const hours = (locale: Locale, n: number) => `${new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: 2 }).format(n)} h`

function expected(values: Partial<BidValues> = {}) {
  const outcome = calculateBid({ ...DEFAULT_VALUES, ...values })
  if (!outcome.ok) throw new Error('expected a valid estimate')
  return outcome.result
}

async function text(page: Page, testId: string) {
  return squash((await page.getByTestId(testId).textContent()) ?? '')
}

async function expectPrice(page: Page, locale: Locale, price: number) {
  await expect.poll(() => text(page, 'bid-price')).toBe(money(locale, price))
}

const WORDS = {
  en: {
    menuItem: 'Free cleaning bid calculator',
    quick: 'Try a quick estimate',
    signup: 'Get AI Pricing',
    bar: 'Estimate summary',
    ebook: '/resources/get-cleaning-accounts-ai-ebook',
    office: '36,000',
    custom: '1,500.5',
    errors: {
      required: 'Enter a number.',
      notNumber: 'Enter a number, like 1,500.5.',
      negative: 'Use zero or more.',
      zeroRate: 'A production rate must be above zero.',
      margin: 'The margin must be below 100%',
      visits: 'Use a whole number from 1 to 21.',
      tooLarge: 'Use 5,000,000 or less.',
      wage: 'Use 500 or less.',
      areaZero: 'Enter the square footage of at least one area.',
    },
  },
  es: {
    menuItem: 'Calculadora gratuita de precios de limpieza',
    quick: 'Prueba una estimación rápida',
    signup: 'Usa Precios con IA',
    bar: 'Resumen de la estimación',
    ebook: '/ebookpr',
    office: '36,000',
    custom: '1,500.5',
    errors: {
      required: 'Escribe un número.',
      notNumber: 'Escribe un número, por ejemplo 1,500.5.',
      negative: 'Usa cero o más.',
      zeroRate: 'El rendimiento tiene que ser mayor que cero.',
      margin: 'El margen debe ser menor que 100%',
      visits: 'Usa un número entero del 1 al 21.',
      tooLarge: 'Usa 5,000,000 o menos.',
      wage: 'Usa 500 o menos.',
      areaZero: 'Escribe los pies cuadrados de al menos un área.',
    },
  },
} as const

for (const locale of ['en', 'es'] as const) {
  const url = pathFor(locale)
  const w = WORDS[locale]

  test.describe(`bid calculator (${locale})`, () => {
    test(`${url}: the defaults give the documented estimate, pre-rendered and hydrated without warnings`, async ({ page, request }) => {
      const problems = watchConsole(page)
      const r = expected()
      expect(r.price).toBe(14163.37)
      const html = squash(await (await request.get(url)).text())
      expect(html).toContain(money(locale, 14163.37))
      expect(html).toContain('"@type":"WebApplication"')
      await page.goto(url)
      await waitForHydration(page)
      await expectPrice(page, locale, 14163.37)
      expect(await text(page, 'bid-per-visit')).toBe(money(locale, 654.2))
      expect(await text(page, 'bid-hourly')).toBe(money(locale, 37.74))
      expect(await text(page, 'bid-per-sqft')).toBe(
        squash(new Intl.NumberFormat(INTL[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 3 }).format(0.567)),
      )
      expect(await text(page, 'bid-hours-visit')).toBe(hours(locale, 17.33))
      expect(await text(page, 'bid-hours-month')).toContain(hours(locale, 375.27))
      const table = page.getByTestId('bid-breakdown')
      for (const [row, amount] of [
        ['totalCost', 9206.19],
        ['grossMargin', 4957.18],
        ['price', 14163.37],
      ] as const) {
        expect(squash((await table.locator(`tr[data-row="${row}"] td`).first().textContent()) ?? '')).toBe(money(locale, amount))
      }
      for (const [index, amount] of [6004.27, 1200.85, 500, 1501.07].entries()) {
        expect(squash((await table.locator('tbody tr').nth(index).locator('td').first().textContent()) ?? '')).toBe(money(locale, amount))
      }
      await expect(page.getByTestId('bid-chart')).toHaveAttribute('role', 'img')
      await expect(page.getByTestId('bid-chart')).toHaveAttribute('aria-label', /42[.,]4/)
      await expect(page.getByTestId('bid-disclaimer')).toBeVisible()
      await expect(page.getByTestId('bid-office')).toHaveAttribute('inputmode', 'decimal')
      await expect(page).toHaveURL(new RegExp(`${url}$`))
      expect(problems).toEqual([])
    })

    test(`${url}: only the calculator's island loads (no application, router or i18next), and it hydrates with the address's estimate`, async ({
      page,
    }) => {
      const problems = watchConsole(page)
      const scripts: string[] = []
      page.on('request', (req) => void (req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname)))
      await page.goto(`${url}?office=36000`)
      await expect(page.locator('script[data-islands]')).toHaveCount(1)
      await expect(page.locator('script[data-entry]')).toHaveCount(0)
      await expect(page.locator('[data-island="bid-calculator"][data-when="idle"]')).toHaveCount(1)
      // Before hydration the page is its HTML: the defaults' estimate.
      expect(squash(await (await page.request.get(`${url}?office=36000`)).text())).toContain(money(locale, 14163.37))
      await waitForHydration(page)
      await expectPrice(page, locale, expected({ office: 36_000 }).price)
      await expect(page.getByTestId('bid-office')).toHaveValue('36,000')
      expect(scripts.some((s) => s.includes('/BidCalculator-'))).toBe(true)
      expect(scripts.filter((s) => /\/(boot|i18n|island-i18n)-|routeTree|-_locale_-/.test(s))).toEqual([])
      expect(problems).toEqual([])
    })

    test(`${url}: the cost bar is in the brand palette, neighbours stand apart, and each legend swatch matches its part`, async ({
      page,
    }) => {
      await page.goto(url)
      await waitForHydration(page)
      const parts = await page
        .getByTestId('bid-chart')
        .locator('rect[data-part]')
        .evaluateAll((rects) => rects.map((rect) => ({ part: rect.getAttribute('data-part')!, fill: getComputedStyle(rect).fill })))
      expect(parts.map((p) => p.part)).toEqual(['labor', 'burden', 'supplies', 'overhead', 'margin'])
      // The theme's brand scale and the site's neutrals: no purple, no mustard.
      const palette = new Set([...theme.colors!.brand!, '#1b2b26', '#33453f', '#4f5d58'].map(rgb))
      for (const { part, fill } of parts) expect(palette.has(fill), `${part}: ${fill}`).toBe(true)
      expect(new Set(parts.map((p) => p.fill)).size).toBe(5)
      for (let i = 1; i < parts.length; i++) {
        expect(contrast(parts[i - 1]!.fill, parts[i]!.fill), `${parts[i - 1]!.part} | ${parts[i]!.part}`).toBeGreaterThanOrEqual(3)
      }
      const table = page.getByTestId('bid-breakdown')
      for (const { part, fill } of parts) {
        const row = table.locator(`tr[data-row="${part === 'margin' ? 'grossMargin' : part}"] th span[aria-hidden="true"]`)
        expect(await row.evaluate((swatch) => getComputedStyle(swatch).backgroundColor), part).toBe(fill)
      }
    })

    test(`${url}: editing inputs updates the results and the URL`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      await page.getByTestId('bid-office').fill(w.office)
      await expectPrice(page, locale, expected({ office: 36_000 }).price)
      expect(await text(page, 'bid-hours-visit')).toBe(hours(locale, 26.33))
      await expect(page).toHaveURL(/[?&]office=36000(&|$)/)

      await page.getByTestId('bid-custom').fill(w.custom)
      await expectPrice(page, locale, expected({ office: 36_000, custom: 1500.5 }).price)
      await expect(page).toHaveURL(/[?&]custom=1500\.5(&|$)/)

      await page.getByTestId('bid-supplies-percent').check()
      await expect(page.getByTestId('bid-suppliesPct')).toBeVisible()
      await expect(page.getByTestId('bid-suppliesSqft')).toHaveCount(0)
      await expectPrice(page, locale, expected({ office: 36_000, custom: 1500.5, suppliesMode: 'percent' }).price)
      await expect(page).toHaveURL(/[?&]supplies=percent(&|$)/)
    })

    test(`${url}: each bad input shows its message beside the field and hides the result`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      const cases = [
        { field: 'bid-wage', value: '', message: w.errors.required },
        { field: 'bid-burden', value: 'abc', message: w.errors.notNumber },
        { field: 'bid-office', value: '-5', message: w.errors.negative },
        { field: 'bid-restroomsRate', value: '0', message: w.errors.zeroRate },
        { field: 'bid-margin', value: '100', message: w.errors.margin },
        { field: 'bid-visits', value: '22', message: w.errors.visits },
        { field: 'bid-common', value: '6,000,000', message: w.errors.tooLarge },
        { field: 'bid-wage', value: '900', message: w.errors.wage },
      ]
      for (const { field, value, message } of cases) {
        const input = page.getByTestId(field)
        const before = await input.inputValue()
        await input.fill(value)
        const error = page.getByTestId(`${field}-error`)
        await expect(error).toContainText(message)
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        const errorId = await error.getAttribute('id')
        await expect(input).toHaveAttribute('aria-describedby', new RegExp(`(^| )${errorId}( |$)`))
        await expect(page.getByTestId('bid-price')).toHaveCount(0)
        await expect(page.getByTestId('bid-breakdown')).toHaveCount(0)
        await expect(page.getByTestId('bid-invalid')).toBeVisible()
        await input.fill(before)
        await expect(error).toHaveCount(0)
        await expect(input).not.toHaveAttribute('aria-invalid', 'true')
        await expectPrice(page, locale, 14163.37)
      }

      // No area at all: one message for the areas, every area input marked.
      for (const field of ['bid-office', 'bid-restrooms', 'bid-common']) await page.getByTestId(field).fill('0')
      await expect(page.getByTestId('bid-totalArea-error')).toHaveText(w.errors.areaZero)
      await expect(page.getByTestId('bid-office')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByTestId('bid-office')).toHaveAttribute('aria-describedby', /bid-totalArea-error/)
      await expect(page.getByTestId('bid-price')).toHaveCount(0)
    })

    test(`${url}: an estimate round-trips through the URL; invalid and unknown parameters are ignored`, async ({ page }) => {
      const problems = watchConsole(page)
      const values = {
        office: 20_000,
        restrooms: 1_500,
        wage: 18.5,
        margin: 40,
        visits: 6,
        suppliesMode: 'percent',
        suppliesPct: 6,
      } as const
      await page.goto(`${url}?office=20000&restrooms=1500&wage=18.5&margin=40&visits=6&supplies=percent&suppliesPct=6&utm_source=mail`)
      await waitForHydration(page)
      await expectPrice(page, locale, expected(values).price)
      await expect(page.getByTestId('bid-office')).toHaveValue('20,000')
      await expect(page.getByTestId('bid-wage')).toHaveValue('18.5')
      await expect(page.getByTestId('bid-supplies-percent')).toBeChecked()
      // Reloading the same address gives the same estimate.
      await page.reload()
      await waitForHydration(page)
      await expectPrice(page, locale, expected(values).price)

      await page.goto(`${url}?office=abc&margin=100&officeRate=0&visits=2.5&foo=1`)
      await waitForHydration(page)
      await expectPrice(page, locale, 14163.37)
      expect(problems).toEqual([])
    })

    test(`${url}: Reset brings back the defaults and a clean URL`, async ({ page }) => {
      await page.goto(`${url}?office=40000`)
      await waitForHydration(page)
      await expectPrice(page, locale, expected({ office: 40_000 }).price)
      await page.getByTestId('bid-margin').fill('abc')
      await expect(page.getByTestId('bid-price')).toHaveCount(0)
      await page.getByTestId('bid-reset').click()
      await expectPrice(page, locale, 14163.37)
      await expect(page.getByTestId('bid-margin')).toHaveValue('35')
      await expect(page).toHaveURL(new RegExp(`${url}$`))
    })

    test(`${url}: calls to action: AI Pricing signup in a new tab and the ebook in the page language`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      const signup = page.getByTestId('bid-signup')
      await expect(signup).toContainText(w.signup)
      await expect(signup).toHaveAttribute('href', /\/signup$/)
      await expect(signup).toHaveAttribute('target', '_blank')
      await expect(signup).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(page.getByTestId('bid-ebook')).toHaveAttribute('href', w.ebook)
    })

    test(`${url}: printing hides the header, footer and buttons and keeps the estimate`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByTestId('site-header')).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      await expect(page.getByTestId('bid-reset')).toBeHidden()
      await expect(page.getByTestId('bid-signup')).toBeHidden()
      await expect(page.getByTestId('bid-price')).toBeVisible()
      await expect(page.getByTestId('bid-price')).toHaveText(money(locale, 14163.37))
      await expect(page.getByTestId('bid-breakdown')).toBeVisible()
      await expect(page.getByTestId('bid-disclaimer')).toBeVisible()
    })

    test(`${url}: the Resources menu, the footer and the AI Pricing page link to it`, async ({ page }) => {
      const prefix = locale === 'en' ? '' : '/es'
      await page.goto(`${prefix}/pricing`)
      await waitForHydration(page)
      await page.getByTestId('menu-resources').click()
      await page.getByTestId('menu-resources-list').getByRole('link', { name: w.menuItem }).click()
      await expect(page).toHaveURL(new RegExp(`${url}$`))
      await expectPrice(page, locale, 14163.37)

      await page.goto(`${prefix}/about-us`)
      await waitForHydration(page)
      await page.getByRole('contentinfo').getByRole('link', { name: w.menuItem }).click()
      await expect(page).toHaveURL(new RegExp(`${url}$`))

      await page.goto(`${prefix}/ai-pricing`)
      await waitForHydration(page)
      const quick = page.getByTestId('quick-estimate-link')
      await expect(quick).toHaveText(w.quick)
      await quick.click()
      await expect(page).toHaveURL(new RegExp(`${url}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
}

test('Spanish is US Spanish: $14,163.37 for the defaults; 1,500.5 and 1500.5 are 1500.5, and Spain-style 1.500,5 too, saying how it was read', async ({
  page,
}) => {
  await page.goto('/es/cleaning-bid-calculator')
  await waitForHydration(page)
  await expect(page.getByTestId('bid-price')).toHaveText('$14,163.37')
  await expect(page.getByTestId('bid-per-visit')).toHaveText('$654.20')
  await expect(page.getByTestId('bid-office')).toHaveValue('18,000')
  await expect(page.getByTestId('bid-suppliesSqft')).toHaveValue('0.02')
  const custom = page.getByTestId('bid-custom')
  const hint = page.locator('#bid-custom-hint')
  const price = squash(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(expected({ custom: 1500.5 }).price))
  for (const typed of ['1,500.5', '1500.5']) {
    await custom.fill(typed)
    await expect(page.getByTestId('bid-price')).toHaveText(price)
    await expect(hint).not.toContainText('Se lee como')
  }
  await custom.fill('1.500,5')
  await expect(page.getByTestId('bid-price')).toHaveText(price)
  await expect(hint).toContainText('Se lee como 1,500.5.')
  // A single point before three digits is a decimal point, and the page says so.
  await custom.fill('1.500')
  await expect(hint).toContainText('Se lee como 1.5.')
  await expectPrice(page, 'es', expected({ custom: 1.5 }).price)
  await custom.fill('1,500')
  await expectPrice(page, 'es', expected({ custom: 1500 }).price)
  await expect(hint).not.toContainText('Se lee como')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the mobile menu reaches the calculator; inputs stack and the results follow the form', async ({ page }) => {
    await page.goto('/pricing')
    await waitForHydration(page)
    await page.getByTestId('mobile-menu-button').click()
    await page.getByRole('dialog').getByRole('link', { name: WORDS.en.menuItem }).click()
    await expect(page).toHaveURL(/\/cleaning-bid-calculator$/)
    await waitForHydration(page)
    const office = await page.getByTestId('bid-office').boundingBox()
    const rate = await page.getByTestId('bid-officeRate').boundingBox()
    const results = await page.getByTestId('bid-results').boundingBox()
    const form = await page.getByTestId('bid-form').boundingBox()
    expect(rate!.y).toBeGreaterThan(office!.y + office!.height)
    expect(results!.y).toBeGreaterThanOrEqual(form!.y + form!.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

/** The pinned summary bar (below 62em) and the closing band's buttons on phones. */
for (const locale of ['en', 'es'] as const) {
  const url = pathFor(locale)
  const w = WORDS[locale]

  test.describe(`phone (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test(`${url}: the pinned bar shows the price and margin from the first keystroke, clear of the field being typed in`, async ({
      page,
    }) => {
      const problems = watchConsole(page)
      await page.goto(url)
      await waitForHydration(page)
      const bar = page.getByRole('region', { name: w.bar })
      const barPrice = bar.getByTestId('bid-bar-price')
      await expect(barPrice).toHaveText(money(locale, 14163.37))
      await expect(bar.getByTestId('bid-bar-margin')).toContainText(money(locale, 4957.18))
      await expect(barPrice).toBeInViewport({ ratio: 1 })
      // Not a second live region: the results' status already announces the price.
      expect(
        await bar.evaluate((el) => el.querySelectorAll('[aria-live], [role="status"]').length + (el.hasAttribute('aria-live') ? 1 : 0)),
      ).toBe(0)

      const office = page.getByTestId('bid-office')
      await office.focus()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('3')
      await expect(barPrice).toHaveText(money(locale, expected({ office: 3 }).price))
      await expect(barPrice).toBeInViewport({ ratio: 1 })
      await page.keyboard.type('6000')
      const r = expected({ office: 36_000 })
      await expect(barPrice).toHaveText(money(locale, r.price))
      await expect(bar.getByTestId('bid-bar-margin')).toContainText(money(locale, r.grossProfit))
      await expectClear(page, 'bid-office')
      await expect(barPrice).toBeInViewport({ ratio: 1 })

      // A tap on the strip of a field left above the bar: the field scrolls clear of it.
      const barTop = (await bar.boundingBox())!.y
      await page.evaluate((top) => {
        const wage = document.querySelector<HTMLElement>('[data-testid="bid-wage"]')!
        window.scrollBy(0, wage.getBoundingClientRect().top - (top - 10))
      }, barTop)
      const wage = (await page.getByTestId('bid-wage').boundingBox())!
      expect(wage.y + wage.height).toBeGreaterThan(barTop)
      await page.mouse.click(wage.x + 40, barTop - 5)
      await expect(page.getByTestId('bid-wage')).toBeFocused()
      await expectClear(page, 'bid-wage')
      expect(problems).toEqual([])
    })

    test(`${url}: the bar's link brings the breakdown into view and the bar steps aside`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      const bar = page.getByTestId('bid-bar')
      await expect(page.getByTestId('bid-breakdown')).not.toBeInViewport()
      await bar.getByRole('link').click()
      await expect(page.getByTestId('bid-breakdown')).toBeInViewport()
      await expect(page.locator('#bid-results-title')).toBeFocused()
      await expect(bar).toBeHidden()
      // Back up in the form, it is there again.
      await page.getByTestId('bid-office').scrollIntoViewIfNeeded()
      await expect(bar).toBeVisible()
    })

    test(`${url}: the closing band's buttons keep one line with padding on both sides at 390 and 320 px`, async ({ page }) => {
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 })
        await page.goto(url)
        for (const testId of ['bid-signup', 'bid-ebook']) {
          const button = page.getByTestId(testId)
          await button.scrollIntoViewIfNeeded()
          const box = (await button.boundingBox())!
          const label = await button.locator('.mantine-Button-label').evaluate((el) => {
            const r = el.getBoundingClientRect()
            return { left: r.left, right: r.right, height: r.height, line: Number.parseFloat(getComputedStyle(el).lineHeight) }
          })
          const where = `${testId} at ${width} px`
          expect(Math.round(box.height), where).toBe(50)
          expect(label.height, `${where}: one line`).toBeLessThan(label.line * 1.5)
          expect(label.left - box.x, `${where}: padding on the left`).toBeGreaterThanOrEqual(16)
          expect(box.x + box.width - label.right, `${where}: padding on the right`).toBeGreaterThanOrEqual(16)
        }
      }
    })
  })

  test.describe(`phone without JavaScript (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })

    test(`${url}: the bar shows the defaults' price, its link reaches the breakdown, and the page ends above it`, async ({ page }) => {
      await page.goto(url)
      const bar = page.getByRole('region', { name: w.bar })
      await expect(bar.getByTestId('bid-bar-price')).toHaveText(money(locale, 14163.37))
      await expect(bar.getByTestId('bid-bar-price')).toBeInViewport({ ratio: 1 })
      await bar.getByRole('link').click()
      await expect(page.getByTestId('bid-breakdown')).toBeInViewport()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const barTop = (await bar.boundingBox())!.y
      const last = (await page.getByRole('contentinfo').locator('p').last().boundingBox())!
      expect(last.y + last.height).toBeLessThanOrEqual(barTop)
    })
  })
}

/** The focused field's input does not reach under the pinned bar. */
async function expectClear(page: Page, testId: string) {
  await expect
    .poll(async () => {
      const input = (await page.getByTestId(testId).boundingBox())!
      const bar = (await page.getByTestId('bid-bar').boundingBox())!
      return input.y + input.height <= bar.y && input.y >= 0
    })
    .toBe(true)
}

test('desktop: two columns with the results beside the form, sticky while scrolling', async ({ page }) => {
  await page.goto('/cleaning-bid-calculator')
  await waitForHydration(page)
  const form = await page.getByTestId('bid-form').boundingBox()
  const results = await page.getByTestId('bid-results').boundingBox()
  expect(results!.x).toBeGreaterThan(form!.x + form!.width)
  await page.mouse.wheel(0, 900)
  await expect.poll(async () => (await page.getByTestId('bid-results').boundingBox())!.y).toBeLessThan(120)
  // The results are always in view here: no summary bar.
  await expect(page.getByTestId('bid-bar')).toBeHidden()
})

/** '#0b6e4f' -> 'rgb(11, 110, 79)', as getComputedStyle prints a colour. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`
}

/** WCAG contrast ratio of two computed 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
