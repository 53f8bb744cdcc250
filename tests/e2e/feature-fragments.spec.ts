import { readFileSync } from 'node:fs'
import path from 'node:path'
import { hydrateDeferredSection, waitForHydration } from './helpers'
import { expect, test, type Page } from './test'

/**
 * Feature grids that show the product (issue 37 part 1): on every tool page, in both languages, at least three of
 * the spec's features carry their own product shot, pre-rendered (scripts off) and hidden from screen readers, each
 * inside its feature's card and starting with the Sample label. At 1280 px three or more show; at 390 px at least one
 * does (the content manager draws one small shot on phones: the page has no room for more under 8,000 px), and every
 * tool page keeps at most two sideways rows there (issue 37). One test per page (CI runs two workers).
 */
const TOOLS = [
  'contract-analyzer',
  'ai-pricing',
  'rfp-reader',
  'ai-hiring',
  'ai-content-manager',
  'leads-contracts',
  'ai-chat-assistant',
  'contract-writer',
  'ai-local-seo-ads',
] as const

const root = path.resolve(import.meta.dirname, '../..')
const SAMPLE = {
  en: (JSON.parse(readFileSync(path.join(root, 'locales/en/common.json'), 'utf8')) as { toolPage: { mockSample: string } }).toolPage
    .mockSample,
  es: (JSON.parse(readFileSync(path.join(root, 'locales/es/common.json'), 'utf8')) as { toolPage: { mockSample: string } }).toolPage
    .mockSample,
}

/** The shots a visitor sees in the feature grid, and how many sit in a feature card after its own words' heading. */
async function visibleShots(page: Page) {
  return page.evaluate(() => {
    const grid = document.querySelector('[id^="feature-shots-"]')
    const shots = [...(grid?.querySelectorAll<HTMLElement>('[data-testid="feature-shot"]') ?? [])]
    const visible = shots.filter((shot) => shot.getClientRects().length > 0 && getComputedStyle(shot).display !== 'none')
    return {
      total: shots.length,
      visible: visible.length,
      inCards: visible.filter((shot) => shot.closest('article')?.querySelector('h3') !== null).length,
      hidden: shots.every((shot) => shot.getAttribute('aria-hidden') === 'true'),
      texts: visible.map((shot) => shot.textContent ?? ''),
    }
  })
}

/** The elements that scroll sideways at this width (the phone rows). */
const sidewaysRows = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((el) => {
        const overflow = getComputedStyle(el).overflowX
        return (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 4 && (el as HTMLElement).offsetHeight > 0
      }).length,
  )

test.describe('feature shots, scripts off', () => {
  test.use({ javaScriptEnabled: false })

  for (const tool of TOOLS) {
    for (const locale of ['en', 'es'] as const) {
      const url = `${locale === 'en' ? '' : '/es'}/${tool}`
      test(`${url}: three or more shots at 1280, at least one at 390, beside their features`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 })
        await page.goto(url)
        const wide = await visibleShots(page)
        expect(wide.total).toBeGreaterThanOrEqual(3)
        expect(wide.visible).toBeGreaterThanOrEqual(3)
        expect(wide.inCards).toBe(wide.visible)
        expect(wide.hidden).toBe(true)
        for (const text of wide.texts) expect(text.startsWith(SAMPLE[locale])).toBe(true)

        await page.setViewportSize({ width: 390, height: 844 })
        const phone = await visibleShots(page)
        expect(phone.visible).toBeGreaterThanOrEqual(1)
        expect(phone.inCards).toBe(phone.visible)
        expect(await sidewaysRows(page)).toBeLessThanOrEqual(2)
      })
    }
  }
})

/**
 * The two pages whose own sections are long (issue 37's last item): at most two sideways rows at 390 and 320 px with
 * scripts on too, the leads board hydrated (an island) and every Show all link's list still whole in the HTML.
 */
test.describe('sideways rows, scripts on', () => {
  for (const tool of ['ai-content-manager', 'leads-contracts'] as const) {
    for (const locale of ['en', 'es'] as const) {
      const url = `${locale === 'en' ? '' : '/es'}/${tool}`
      test(`${url}: at most two sideways rows at 390 and 320 px, hydrated`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await page.goto(url)
        await waitForHydration(page)
        if (tool === 'leads-contracts') await hydrateDeferredSection(page.getByTestId('lead-sort'))
        expect(await sidewaysRows(page)).toBeLessThanOrEqual(2)
        await page.setViewportSize({ width: 320, height: 700 })
        expect(await sidewaysRows(page)).toBeLessThanOrEqual(2)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      })
    }
  }
})
