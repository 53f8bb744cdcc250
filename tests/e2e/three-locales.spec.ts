import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PSEUDO_LOCALE } from '../../scripts/build/vite/pseudo-locale'
import { EBOOK_PDF_PATH } from '../../src/content/ebook'
import { EBOOK_PATH } from '../../src/i18n/paths'
import { LOCALE_TABLE, type LocaleEntry } from '../../src/i18n/locales'
import { localeOf, waitForHydration } from './helpers'
import { expect, test } from './test'

/**
 * The pseudo build is a three-language site (issue 29): English, Spanish and the pseudo-locale /qps,
 * in progress, all from the one locale table (src/i18n/locales.ts). A few checks that the table, not
 * a two-language assumption, drives the switcher, hreflang, the sitemap, formats and the ebook.
 */
const dist = path.resolve(import.meta.dirname, '../../dist-pseudo')
const built = existsSync(path.join(dist, 'sitemap.xml'))
const table = LOCALE_TABLE as readonly LocaleEntry[]
const pseudo = table.find((l) => l.id === PSEUDO_LOCALE)!
const tags = table.map((l) => l.tag)

test.describe('three locales (pseudo build)', () => {
  test.skip(!built, 'dist-pseudo/ is missing: run `npm run build:pseudo` first')

  test('every page exists in the three locales, and the sitemap pairs each with the other two', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
    const perLocale = Object.fromEntries(table.map((l) => [l.id, 0]))
    for (const url of urls) {
      const loc = /<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/.exec(url)![1]!
      perLocale[localeOf(loc === '/' ? '/' : loc.replace(/\/$/, ''))]! += 1
      expect(
        [...url.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]),
        loc,
      ).toEqual([...tags, 'x-default'])
    }
    expect(new Set(Object.values(perLocale)).size, JSON.stringify(perLocale)).toBe(1)
    expect(perLocale[PSEUDO_LOCALE]).toBeGreaterThan(20)
  })

  test('a page of the pseudo-locale: its lang, hreflang to all three, every og:locale:alternate', async ({ request }) => {
    const html = await (await request.get(`/${pseudo.prefix}/pricing`)).text()
    expect(html).toContain(`<html lang="${pseudo.tag}"`)
    expect([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1])).toEqual([...tags, 'x-default'])
    expect([...html.matchAll(/property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])).toEqual(
      table.filter((l) => l.id !== PSEUDO_LOCALE).map((l) => l.og),
    )
    // Its own 404 page.
    const missing = await request.get(`/${pseudo.prefix}/no-such-page`)
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain(`<html lang="${pseudo.tag}"`)
  })

  test('the switcher lists the other two languages, each in its own name and lang, keeping the page, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/es/pricing')
    await page.getByTestId('language-switcher').click()
    const links = page.getByTestId('language-menu').getByRole('link')
    await expect(links).toHaveCount(2)
    const others = table.filter((l) => l.id !== 'es')
    for (const [i, l] of others.entries()) {
      await expect(links.nth(i)).toHaveText(l.name)
      await expect(links.nth(i)).toHaveAttribute('lang', l.tag)
      await expect(links.nth(i)).toHaveAttribute('href', l.prefix ? `/${l.prefix}/pricing` : '/pricing')
    }
    await links.nth(others.findIndex((l) => l.id === PSEUDO_LOCALE)).click()
    await expect(page).toHaveURL(new RegExp(`/${pseudo.prefix}/pricing$`))
    await context.close()
  })

  test('the pseudo-locale formats money as its Intl locale does (de-DE: 49,99 $)', async ({ page }) => {
    await page.goto(`/${pseudo.prefix}/pricing`)
    await waitForHydration(page)
    const money = new Intl.NumberFormat(pseudo.intl, { style: 'currency', currency: 'USD' }).format(49.99)
    await expect(page.getByText(money).first()).toBeVisible()
  })

  test('the ebook page of a locale without its own playbook offers the English edition', async ({ request }) => {
    const html = await (await request.get(`/${pseudo.prefix}${EBOOK_PATH}`)).text()
    expect(html).toContain(`<html lang="${pseudo.tag}"`)
    expect(existsSync(path.join(dist, EBOOK_PDF_PATH.en!.slice(1)))).toBe(true)
    // A PDF's address is a file name (the island's props in the page are JSON with &quot; quotes, so [^"] would run on).
    expect(html).not.toMatch(/\/ebook\/[\w-]*qps[\w-]*\.pdf/)
    expect(html).toContain(EBOOK_PDF_PATH.en!)
  })
})
