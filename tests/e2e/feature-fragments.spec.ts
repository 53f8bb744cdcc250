import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test'

/**
 * Feature grids that show the product (issue 37 part 1): on every tool page, in both languages, at least three of
 * the spec's features carry their own product shot, pre-rendered (scripts off) and hidden from screen readers, each
 * inside its feature's card and starting with the Sample label. At 1280 px three or more show; at 390 px at least one
 * does (the content manager draws one small shot on phones: the page has no room for more under 8,000 px), and the
 * tool page keeps at most two sideways rows there unless its content keeps its rows (content manager, leads). One
 * test per page (CI runs two workers).
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
/** Pages whose content keeps the steps, badges and lists as sideways rows on phones (keepPhoneRows). */
const KEEPS_ROWS: readonly string[] = ['ai-content-manager', 'leads-contracts']

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
        if (!KEEPS_ROWS.includes(tool)) expect(await sidewaysRows(page)).toBeLessThanOrEqual(2)
      })
    }
  }
})
