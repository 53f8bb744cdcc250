// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { catalogTexts } from './catalog-texts'
import { FAQ_ITEMS } from '../../src/content/faq'
import { PREMIUM_PLAN } from '../../src/content/plans'
import { PLAN_VALUES, PRICING_FAQ } from '../../src/content/pricing'
import { INTL_LOCALE, type Locale } from '../../src/i18n/locales'
import { formatPrice } from '../../src/lib/format'

const root = path.resolve(import.meta.dirname, '../..')
const NAMESPACES = ['pricing', 'faq', 'help-center', 'why-ai'] as const

function catalog(locale: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, 'locales', locale, `${ns}.json`), 'utf8')) as Record<string, unknown>
}

function message(locale: string, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string]
  let node: unknown = catalog(locale, ns)
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)[part]
  expect(typeof node, key).toBe('string')
  return node as string
}

const squash = (s: string) => s.replace(/\s+/g, ' ')

describe('price formatting per locale', () => {
  it('formats the Premium price the US way in both languages (Spanish is es-US)', () => {
    expect(formatPrice(PREMIUM_PLAN.priceUsd, PREMIUM_PLAN.currency, 'en')).toBe('$49.99')
    expect(formatPrice(PREMIUM_PLAN.priceUsd, PREMIUM_PLAN.currency, 'es')).toBe('$49.99')
  })

  it('formats other amounts with two decimals', () => {
    expect(formatPrice(1234.5, 'USD', 'en')).toBe('$1,234.50')
    expect(formatPrice(1234.5, 'USD', 'es')).toBe('$1,234.50')
  })
})

describe('plan messages agree with the plan', () => {
  it('the renewal term and the price answers print the plan’s price and notice in both languages', () => {
    const cases: { locale: Locale; price: string; hours: string }[] = [
      { locale: 'en', price: '$49.99', hours: '24 hours' },
      { locale: 'es', price: '$49.99', hours: '24 horas' },
    ]
    for (const c of cases) {
      // As the app formats catalog messages (src/i18n/compiled-icu.ts): in the locale's INTL_LOCALE.
      const renewal = new IntlMessageFormat(message(c.locale, 'claims:offer.renewal'), INTL_LOCALE[c.locale]).format({
        ...PLAN_VALUES,
        strong: (chunks: unknown) => chunks,
      })
      const text = squash(String(Array.isArray(renewal) ? renewal.join('') : renewal))
      expect(text).toContain(c.price)
      expect(text).toContain(c.hours)
      for (const item of [...PRICING_FAQ, ...FAQ_ITEMS].filter((i) => i.values)) {
        const answer = squash(String(new IntlMessageFormat(message(c.locale, item.answerKey), INTL_LOCALE[c.locale]).format(item.values)))
        expect(answer).toMatch(new RegExp(`${c.price.replace(/[$.]/g, '\\$&')}|${c.hours}`))
      }
    }
  })

  it('never repeats the conflicting claims in these pages’ catalogs', () => {
    for (const locale of ['en', 'es']) {
      for (const ns of NAMESPACES) {
        const text = JSON.stringify(catalog(locale, ns))
        expect(text, `${locale}/${ns}`).not.toMatch(
          /\$97|starts at|desde \$|Pro Plan|Plan Pro|1 ?GB|custom pricing|precios personalizados/i,
        )
        expect(text, `${locale}/${ns}: ASCII apostrophe`).not.toMatch(/\w'\w/)
      }
    }
  })

  it('the FAQ page has ten questions with unique ids', () => {
    expect(FAQ_ITEMS).toHaveLength(10)
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(10)
  })
})

describe('the price is typed nowhere: every message takes it from the plan', () => {
  /** The messages that name the monthly price outside the pricing page's own terms and FAQ. */
  const PRICE_MESSAGES = ['common:offer.short', 'claims:offer.summary', 'claims:offer.renewal', 'pricing:meta.description']

  it('each prints the plan’s price in both languages, and a changed price changes them all', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const key of PRICE_MESSAGES) {
        const format = (price: number) =>
          String(new IntlMessageFormat(message(locale, key), INTL_LOCALE[locale]).format({ ...PLAN_VALUES, price }))
        expect(format(PLAN_VALUES.price), `${locale} ${key}`).toContain(formatPrice(PREMIUM_PLAN.priceUsd, PREMIUM_PLAN.currency, locale))
        expect(format(59), `${locale} ${key}`).toContain('$59.00')
      }
    }
  })

  it('no catalog message types the price', () => {
    for (const locale of ['en', 'es']) {
      for (const file of readdirSync(path.join(root, 'locales', locale)).filter(
        (f) => f.endsWith('.json') && !['glossary.json', 'same-as-en.json'].includes(f),
      )) {
        expect(readFileSync(path.join(root, 'locales', locale, file), 'utf8'), `${locale}/${file}`).not.toMatch(/49[.,]99/)
      }
    }
  })
})

describe('the offer is worded once (common:offer.*)', () => {
  const texts = catalogTexts
  /** The legal documents word the same terms in their own register; a question may name the subject. */
  const allowed = (key: string) =>
    key.startsWith('common:offer.') ||
    key.startsWith('claims:') ||
    /^(terms-of-service|privacy-policy):/.test(key) ||
    key.endsWith('.question')
  const OFFER_WORDS = {
    en: /credit card|no card|refund|nothing to lose|for free|free account|free trial|\btrial\b/i,
    es: /tarjeta de crédito|sin tarjeta|reembols|nada que perder|gratis con|cuenta gratis|prueba gratis/i,
  }

  it('no page words the free account, the card or refunds its own way, in either language', () => {
    for (const locale of ['en', 'es'] as const) {
      const stray = texts(locale).filter(([key, text]) => !allowed(key) && OFFER_WORDS[locale].test(text))
      expect(
        stray.map(([key]) => key),
        locale,
      ).toEqual([])
    }
  })

  it('says what is free and what Premium costs, and keeps no refunds beside cancel anytime', () => {
    const summary = message('en', 'claims:offer.summary')
    expect(summary).toMatch(/account is free/)
    expect(summary).toMatch(/no credit card/)
    expect(message('en', 'claims:offer.refund')).toMatch(/No refunds for partial months/)
  })
})
