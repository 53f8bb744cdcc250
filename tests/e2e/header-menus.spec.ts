import { readFileSync } from 'node:fs'
import path from 'node:path'
import { waitForHydration } from './helpers'
import { expect, test, type Page } from './test'

/**
 * Menus that sell (issue 37 part 4): at 1280 px every item of the Features, Resources and Help dropdowns shows an
 * icon and a one-line description under its label, in the spec's order, the link named by its label alone; the
 * phone menu marks the page you are on (aria-current="page", drawn apart from the others). Native popovers:
 * the same with scripts on and off.
 */
const root = path.resolve(import.meta.dirname, '../..')
const common = (locale: string) => JSON.parse(readFileSync(path.join(root, `locales/${locale}/common.json`), 'utf8'))
const TOOLS = [
  'aiChatAssistant',
  'contractWriter',
  'contractAnalyzer',
  'aiPricing',
  'rfpReader',
  'aiHiring',
  'aiContentManager',
  'aiLocalSeoAds',
  'leadsContracts',
]
/** The spec's items and order (site-spec.md, "Shared header"), plus the site's bid calculator under Resources. */
const MENUS = {
  features: [['nav', 'featuresOverview'], ...TOOLS.map((tool) => ['tools', tool])],
  resources: [
    ['nav', 'ebookArticle'],
    ['nav', 'bidCalculator'],
  ],
  help: [
    ['nav', 'whyAi'],
    ['nav', 'partners'],
    ['nav', 'howItWorks'],
    ['nav', 'faq'],
  ],
} as const

async function open(page: Page, path: string, js: boolean) {
  await page.goto(path)
  if (js) await waitForHydration(page)
}

for (const js of [true, false]) {
  test.describe(`scripts ${js ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: js })

    test.describe('at 1280 px', () => {
      test.use({ viewport: { width: 1280, height: 800 } })

      for (const locale of ['en', 'es'] as const) {
        test(`${locale}: every dropdown item has an icon, its label and a one-line description`, async ({ page, request }) => {
          const words = common(locale)
          await open(page, locale === 'en' ? '/pricing' : '/es/pricing', js)
          for (const [menu, items] of Object.entries(MENUS)) {
            await page.getByTestId(`menu-${menu}`).click()
            const list = page.getByTestId(`menu-${menu}-list`)
            await expect(list).toBeVisible()
            const links = list.getByTestId('menu-item')
            await expect(links).toHaveCount(items.length)
            for (const [n, [group, key]] of items.entries()) {
              const link = links.nth(n)
              // Named by its label alone; the description is its description.
              await expect(link).toHaveAccessibleName(words[group][key])
              await expect(link).toHaveAccessibleDescription(words.navMenu[key])
              const icon = link.locator('svg use')
              await expect(icon).toHaveCount(1)
              const box = (await link.locator('svg').boundingBox())!
              expect(box.width, `${key} icon`).toBeGreaterThanOrEqual(16)
              const description = link.getByText(words.navMenu[key], { exact: true })
              await expect(description).toBeVisible()
              const lines = await description.evaluate(
                (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
              )
              expect(lines, `${locale} "${words.navMenu[key]}" on one line`).toBeLessThan(1.5)
            }
            // The icons' sprite is served and holds each item's symbol.
            const href = (await list.locator('svg use').first().getAttribute('href'))!
            const sprite = await (await request.get(href.split('#')[0]!)).text()
            for (const use of await list.locator('svg use').all()) {
              expect(sprite).toContain(`<symbol id="${(await use.getAttribute('href'))!.split('#')[1]}"`)
            }
            await page.keyboard.press('Escape')
            await expect(list).toBeHidden()
          }
        })
      }
    })

    test.describe('at 390 px', () => {
      test.use({ viewport: { width: 390, height: 844 } })

      for (const [path, current] of [
        ['/ai-pricing', 'AI Pricing'],
        ['/es/faq', 'Preguntas frecuentes'],
        ['/pricing', 'Pricing'],
      ] as const) {
        test(`${path}: the phone menu marks "${current}" as the current page`, async ({ page }) => {
          await open(page, path, js)
          await page.getByTestId('mobile-menu-button').click()
          const menu = page.getByTestId('mobile-menu')
          await expect(menu).toBeVisible()
          const marked = menu.locator('a[aria-current="page"]')
          await expect(marked).toHaveCount(1)
          await expect(marked).toHaveAccessibleName(current)
          // Drawn apart: its background and colour differ from an unmarked link's.
          const style = (el: Element) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color}`
          const other = menu.locator('a:not([aria-current])').first()
          expect(await marked.evaluate(style)).not.toBe(await other.evaluate(style))
          // The spec's list: Leads & Contracts stays out of the phone menu.
          await expect(
            menu.getByRole('link', { name: path.startsWith('/es') ? 'Prospectos y Contratos' : 'Leads & Contracts' }),
          ).toHaveCount(0)
        })
      }
    })
  })
}
