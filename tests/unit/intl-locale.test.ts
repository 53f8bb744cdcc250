import { beforeAll, describe, expect, it } from 'vitest'
import { legalValues } from '../../src/content/legal'
import { PLAN_VALUES } from '../../src/content/pricing'
import { ensureLocale, i18n } from '../../src/i18n/i18n'
import { INTL_LOCALE } from '../../src/i18n/locales'
import { formatInputNumber, parseLocaleNumber } from '../../src/lib/bid-calculator'
import { formatters } from '../../src/pages/bid-calculator/format'
import { landingFormats } from '../../src/pages/facebook-landing/format'
import { formatPrice } from '../../src/lib/format'

/**
 * One constant (INTL_LOCALE) decides how each language writes numbers, money and dates, and Spanish
 * is US Spanish: the catalogs' ICU arguments and every page formatter follow it.
 */
describe('Spanish numbers, money and dates are US Spanish (INTL_LOCALE es-US)', () => {
  beforeAll(async () => {
    await ensureLocale('es', ['pricing', 'terms-of-service'])
  })

  it('the constant', () => {
    expect(INTL_LOCALE).toEqual({ en: 'en-US', es: 'es-US' })
  })

  it('ICU arguments of the Spanish catalogs ({price, number, ::currency/USD}, {date, date, long})', () => {
    const t = i18n.getFixedT('es')
    expect(t('pricing:faq.team.answer', PLAN_VALUES)).toContain('por $49.99 al mes')
    expect(t('pricing:terms.renewal', PLAN_VALUES)).toContain('cada mes por $49.99')
    expect(t('terms-of-service:sections.billing.items.plan', legalValues('support@cleansuite.ai'))).toContain('cuesta $49.99 al mes')
    const updated = t('terms-of-service:updated', { date: new Date(2025, 4, 21) })
    expect(updated).toContain('21 de mayo de 2025')
  })

  it('the page formatters: pricing, landing page, calculator (results and inputs)', () => {
    expect(formatPrice(49.99, 'USD', 'es')).toBe('$49.99')
    const landing = landingFormats('es')
    expect([landing.usd(14163, 0), landing.usd(37.74, 2), landing.integer(2000), landing.percent(0.35)]).toEqual(['$14,163', '$37.74', '2,000', '35%'])
    const calc = formatters('es')
    expect([calc.money(14163.37), calc.unitPrice(0.567), calc.hours(375.27), calc.number(1500.5), calc.share(0.424)]).toEqual([
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
