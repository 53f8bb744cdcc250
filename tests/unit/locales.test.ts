import { describe, expect, it } from 'vitest'
import { alternates, localizePath, ownPathnameRedirects, parseLocaleParam, splitLocale, switchLocalePath } from '../../src/i18n/locales'
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
    expect(alternates('/es/pricing')).toEqual({ en: '/pricing', es: '/es/pricing' })
  })
  it('reads the one table of pathnames: the Spanish ebook page is at /ebookpr, its usual URL redirects there, and no other page has an address of its own', () => {
    expect(localizePath('/resources/get-cleaning-accounts-ai-ebook', 'es')).toBe('/ebookpr')
    expect(localizePath('/resources/get-cleaning-accounts-ai-ebook/thank-you', 'es')).toBe(
      '/es/resources/get-cleaning-accounts-ai-ebook/thank-you',
    )
    expect(ownPathnameRedirects()).toEqual([['/es/resources/get-cleaning-accounts-ai-ebook', '/ebookpr']])
    const urls = Object.keys(PATHNAMES).flatMap((path) => [localizePath(path, 'en'), localizePath(path, 'es')])
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(localizePath(splitLocale(url).path, splitLocale(url).locale)).toBe(url)
  })
})
