import { beforeAll, describe, expect, it } from 'vitest'
import { legalValues } from '../../src/content/legal'
import { PLAN_VALUES } from '../../src/content/pricing'
import { ensureLocale, i18n } from '../../src/i18n/i18n'
import { INTL_LOCALE } from '../../src/i18n/locales'
import { formatInputNumber, parseLocaleNumber } from '../../src/lib/bid-calculator'
import { formats } from '../../src/lib/format'
import { formatPrice } from '../../src/lib/format'

/**
 * One constant (INTL_LOCALE) decides how each language writes numbers, money and dates, and Spanish
 * is US Spanish: the catalogs' ICU arguments and every page formatter follow it.
 */
describe('Spanish numbers, money and dates are US Spanish (INTL_LOCALE es-US)', () => {
  beforeAll(async () => {
    await ensureLocale('es', ['pricing', 'claims', 'terms-of-service'])
  })

  it('the constant', () => {
    expect(INTL_LOCALE).toMatchObject({ en: 'en-US', es: 'es-US' })
  })

  it('ICU arguments of the Spanish catalogs ({price, number, ::currency/USD}, {date, date, long})', () => {
    const t = i18n.getFixedT('es')
    expect(t('pricing:faq.team.answer', PLAN_VALUES)).toContain('por $49.99 al mes')
    expect(t('claims:offer.renewal', PLAN_VALUES)).toContain('cada mes por $49.99')
    expect(t('terms-of-service:sections.billing.items.plan', legalValues('support@cleansuite.ai'))).toContain('cuesta $49.99 al mes')
    const updated = t('terms-of-service:updated', { date: new Date(2025, 4, 21) })
    expect(updated).toContain('21 de mayo de 2025')
  })

  it('the one formatting module (lib/format.ts): prices, mock screens, the calculator (results and inputs), dates', () => {
    expect(formatPrice(49.99, 'USD', 'es')).toBe('$49.99')
    const f = formats('es')
    expect([f.usd(14163, 0), f.usd(37.74, 2), f.integer(2000), f.percent(0.35)]).toEqual(['$14,163', '$37.74', '2,000', '35%'])
    expect(f.date('2026-03-14')).toBe('14 mar 2026')
    expect([f.usd(14163.37), f.unitPrice(0.567), f.number(375.2709, 2), f.number(1500.5), f.share(0.424)]).toEqual([
      '$14,163.37',
      '$0.567',
      '375.27',
      '1,500.5',
      '42.4%',
    ])
    expect(formatInputNumber(18000, 'es')).toBe('18,000')
    expect(parseLocaleNumber('1,500.5', 'es')).toEqual({ ok: true, value: 1500.5 })
  })
})
