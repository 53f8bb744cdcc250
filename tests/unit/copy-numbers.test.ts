// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { COMPANY_COUNT } from '../../src/content/company'
import { HERO_MOCK_VALUES } from '../../src/content/home'
import { META_VALUES } from '../../src/i18n/head'
import { DEFAULT_LOCALE, INTL_LOCALE, isInProgress, LOCALES, type Locale } from '../../src/i18n/locales'
import { calculateBid, DEFAULT_VALUES, FIELD_RULES, WEEKS_PER_MONTH } from '../../src/lib/bid-calculator'
import { COPY_VALUES } from '../../src/pages/bid-calculator/fields'

/**
 * Numbers a reader compares with formatted ones come from the code's constants as ICU arguments,
 * never typed into a message: change the constant and every message follows, in both languages.
 */
const root = path.resolve(import.meta.dirname, '../..')

/** A message as the build ships it: the locale's text, or English's where a locale in progress has none yet. */
function message(locale: string, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string]
  const file = path.join(root, 'locales', locale, `${ns}.json`)
  let node: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  for (const part of dotted.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  if (locale !== DEFAULT_LOCALE && isInProgress(locale as Locale) && (typeof node !== 'string' || node.trim() === '')) {
    return message(DEFAULT_LOCALE, key)
  }
  expect(typeof node, `${locale} ${key}`).toBe('string')
  return node as string
}

const format = (locale: (typeof LOCALES)[number], key: string, values: Record<string, unknown>) =>
  String(new IntlMessageFormat(message(locale, key), INTL_LOCALE[locale]).format(values))

describe('the count of cleaning companies', () => {
  const KEYS = [
    'about-us:meta.description',
    'careers:meta.description',
    'facebook-landing:meta.description',
    'facebook-landing:hero.lead',
    'partners:become.body',
  ]

  it('is an argument of every message that names it, and the head passes it', () => {
    expect(META_VALUES.count).toBe(COMPANY_COUNT)
    for (const locale of LOCALES) {
      for (const key of KEYS) {
        expect(format(locale, key, { count: COMPANY_COUNT }), `${locale} ${key}`).toContain('500')
        expect(format(locale, key, { count: 1250 }), `${locale} ${key}`).toContain(new Intl.NumberFormat(INTL_LOCALE[locale]).format(1250))
      }
    }
  })
})

describe('the home hero mock', () => {
  it('shows the calculator’s own result for its defaults, formatted per locale', () => {
    const outcome = calculateBid(DEFAULT_VALUES)
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(HERO_MOCK_VALUES).toEqual({
      perVisit: outcome.result.pricePerVisit,
      monthly: outcome.result.price,
      hourly: outcome.result.effectiveHourlyRate,
    })
    // US formats in English and (US) Spanish; any other locale as its Intl locale writes dollars.
    const usd = (locale: Locale, n: number, digits: number) =>
      new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: digits }).format(n)
    for (const locale of LOCALES) {
      const expected =
        locale === 'en' || locale === 'es'
          ? ['$654', '$14,163', '$37.74']
          : [usd(locale, HERO_MOCK_VALUES.perVisit, 0), usd(locale, HERO_MOCK_VALUES.monthly, 0), usd(locale, HERO_MOCK_VALUES.hourly, 2)]
      expect(
        ['perVisitValue', 'monthlyValue', 'hourlyValue'].map((k) => format(locale, `home:hero.mock.${k}`, HERO_MOCK_VALUES)),
        locale,
      ).toEqual(expected)
    }
  })
})

describe('the bid calculator’s hints, notes and errors quote its constants', () => {
  it('visits, weeks per month, the margin limit and the example margin', () => {
    expect(COPY_VALUES).toMatchObject({
      weeks: WEEKS_PER_MONTH,
      visitsMin: FIELD_RULES.visits.min,
      visitsMax: FIELD_RULES.visits.max,
      marginLimit: (FIELD_RULES.margin.below ?? 0) / 100,
      margin: DEFAULT_VALUES.margin / 100,
    })
    // The complete locales' exact words; every locale of the table (one in progress too) quotes the constants.
    const cases: Partial<Record<(typeof LOCALES)[number], Record<string, string>>> = {
      en: {
        'bid-calculator:form.visitsHint': 'From 1 to 21 (three shifts a day).',
        'bid-calculator:notes.monthlyHours': 'Monthly hours = hours per visit × visits per week × 4.33 weeks per month.',
        'bid-calculator:errors.marginTooHigh': 'The margin must be below 100%: at 100% or more no price can reach it.',
        'bid-calculator:form.formatHint': 'Type numbers the way you normally do, like 18,000 or 0.02.',
      },
      es: {
        'bid-calculator:form.visitsHint': 'De 1 a 21 (tres turnos al día).',
        'bid-calculator:notes.monthlyHours': 'Horas al mes = horas por visita × visitas por semana × 4.33 semanas por mes.',
        'bid-calculator:errors.marginTooHigh': 'El margen debe ser menor que 100%: con 100% o más ningún precio lo alcanza.',
        'bid-calculator:form.formatHint': 'Escribe los números con punto decimal, por ejemplo 18,000 o 0.02.',
      },
    }
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(cases[locale] ?? {})) expect(format(locale, key, COPY_VALUES), `${locale} ${key}`).toBe(text)
      expect(format(locale, 'bid-calculator:form.visitsHint', { ...COPY_VALUES, visitsMax: 14 }), locale).toContain('14')
    }
  })
})
