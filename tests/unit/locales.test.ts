import { describe, expect, it } from 'vitest'
import { alternates, localizePath, parseLocaleParam, splitLocale, switchLocalePath } from '../../src/i18n/locales'

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
})
