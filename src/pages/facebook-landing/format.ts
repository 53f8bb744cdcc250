import { INTL_LOCALE, type Locale } from '../../i18n/locales'

/**
 * Number formats of the landing page's mock screens, per locale (Intl with INTL_LOCALE: $14,163 and
 * $37.74 in English and in US Spanish). Grouping always: a locale that leaves four-digit numbers
 * ungrouped (Spain's 2000) would misalign these columns (2,000 under 18,000, $6,004 above $14,163).
 */
export function landingFormats(locale: Locale) {
  const tag = INTL_LOCALE[locale]
  const useGrouping = 'always' as const
  const fixed = (digits: number) =>
    new Intl.NumberFormat(tag, { useGrouping, minimumFractionDigits: digits, maximumFractionDigits: digits })
  const usd = (digits: number) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', useGrouping, minimumFractionDigits: digits, maximumFractionDigits: digits })
  const integer = new Intl.NumberFormat(tag, { useGrouping, maximumFractionDigits: 0 })
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 })
  return {
    /** 25,000 */
    integer: (n: number) => integer.format(n),
    /** 17.33 with exactly `digits` decimals */
    fixed: (n: number, digits: number) => fixed(digits).format(n),
    /** $14,163 (digits = 0), $37.74 (digits = 2) */
    usd: (n: number, digits: number) => usd(digits).format(n),
    /** 35% */
    percent: (n: number) => percent.format(n),
  }
}

export type LandingFormats = ReturnType<typeof landingFormats>
