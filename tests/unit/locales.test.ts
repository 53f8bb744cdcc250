import { describe, expect, it } from 'vitest'
import {
  alternates,
  LOCALE_TABLE,
  LOCALES,
  localizePath,
  ownPathnameRedirects,
  parseLocaleParam,
  splitLocale,
  switchLocalePath,
  tableProblems,
  type LocaleEntry,
} from '../../src/i18n/locales'
import { PATHNAMES } from '../../src/i18n/paths'

describe('locale paths', () => {
  it('parses the optional locale segment: none is English, es is Spanish, anything else is not a locale', () => {
    expect(parseLocaleParam(undefined)).toBe('en')
    expect(parseLocaleParam('es')).toBe('es')
    expect(parseLocaleParam('en')).toBeNull()
    expect(parseLocaleParam('fr')).toBeNull()
    expect(parseLocaleParam('pricing')).toBeNull()
  })
  it('splits a pathname into locale and page path', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocale('/pricing')).toEqual({ locale: 'en', path: '/pricing' })
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' })
    expect(splitLocale('/es/')).toEqual({ locale: 'es', path: '/' })
    expect(splitLocale('/es/pricing?x=1')).toEqual({ locale: 'es', path: '/pricing' })
    expect(splitLocale('/espresso')).toEqual({ locale: 'en', path: '/espresso' })
    expect(splitLocale('/ebookpr')).toEqual({ locale: 'es', path: '/resources/get-cleaning-accounts-ai-ebook' })
  })
  it('builds localized paths and pairs the two ebook pages', () => {
    expect(localizePath('/', 'es')).toBe('/es')
    expect(localizePath('/faq', 'es')).toBe('/es/faq')
    expect(localizePath('/faq', 'en')).toBe('/faq')
    expect(switchLocalePath('/resources/get-cleaning-accounts-ai-ebook', 'es')).toBe('/ebookpr')
    expect(switchLocalePath('/ebookpr', 'en')).toBe('/resources/get-cleaning-accounts-ai-ebook')
    expect(alternates('/es/pricing')).toMatchObject({ en: '/pricing', es: '/es/pricing' })
    expect(Object.keys(alternates('/es/pricing'))).toEqual(LOCALES)
  })
  it('reads the one table of pathnames: the Spanish ebook page is at /ebookpr, its usual URL redirects there, and no other page has an address of its own', () => {
    expect(localizePath('/resources/get-cleaning-accounts-ai-ebook', 'es')).toBe('/ebookpr')
    expect(localizePath('/resources/get-cleaning-accounts-ai-ebook/thank-you', 'es')).toBe(
      '/es/resources/get-cleaning-accounts-ai-ebook/thank-you',
    )
    expect(ownPathnameRedirects()).toEqual([['/es/resources/get-cleaning-accounts-ai-ebook', '/ebookpr']])
    const urls = Object.keys(PATHNAMES).flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)))
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(localizePath(splitLocale(url).path, splitLocale(url).locale)).toBe(url)
  })
  it('has one usable locale table: unique ids and prefixes, one default, no page sent to itself or onto another', () => {
    expect(tableProblems()).toEqual([])
    const en: LocaleEntry = LOCALE_TABLE[0]
    const pt: LocaleEntry = { ...en, id: 'pt-BR', tag: 'pt-BR', prefix: 'pt', status: 'in-progress' }
    expect(tableProblems([en, pt])).toEqual([])
    expect(tableProblems([en, { ...pt, own: { '/pricing': '/pt/pricing' } }])).toEqual([
      'pt-BR: the own address of /pricing is its usual URL (the page would redirect to itself)',
      'pt-BR: the own address /pt/pricing is another page\u2019s URL'.replace('\u2019', "'"),
    ])
    expect(tableProblems([en, { ...pt, own: { '/pricing': '/faq' } }])).toEqual(["pt-BR: the own address /faq is another page's URL"])
    expect(tableProblems([en, { ...pt, prefix: '' }])).toContain('exactly one locale (the default) has no prefix')
    expect(tableProblems([en, { ...pt, id: 'Portuguese' }])).toContain('Portuguese: not a language tag')
  })
  it('keeps the pseudo-locale out of every build but the pseudo one', () => {
    const pseudo = LOCALE_TABLE.filter((l: LocaleEntry) => l.pseudo)
    expect(pseudo.map((l) => l.status)).toEqual(['in-progress'])
    for (const l of pseudo) {
      expect(LOCALES).not.toContain(l.id)
      expect(parseLocaleParam(l.prefix)).toBeNull()
    }
  })
})
