import { INTL_LOCALE, type Locale } from '../i18n/locales'

/*
 * Every number, money and date format of the site, in one place. Intl with INTL_LOCALE: US dollars
 * and US number style in English and in US Spanish ($14,163.37, 2,500). Grouping always, so four-digit
 * figures line up in the mock screens' columns (2,000 under 18,000). Dates in UTC: an ISO date is the
 * same calendar day in the pre-rendered HTML and in every visitor's time zone.
 */

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' })
    dateFormats.set(key, format)
  }
  return format
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: 'always', ...options })
    numberFormats.set(key, format)
  }
  return format
}

const exactly = (digits: number) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits })

/** The formats of one locale. */
export function formats(locale: Locale) {
  return {
    /** 25,000 */
    integer: (n: number) => numberFormat(locale, { maximumFractionDigits: 0 }).format(n),
    /** Up to `maxDigits` decimals: 1,500.5 */
    number: (n: number, maxDigits = 4) => numberFormat(locale, { maximumFractionDigits: maxDigits }).format(n),
    /** Exactly `digits` decimals: 17.33 */
    fixed: (n: number, digits: number) => numberFormat(locale, exactly(digits)).format(n),
    /** US dollars, cents by default ($14,163.37); `digits` 0 for whole dollars ($14,163). */
    usd: (n: number, digits = 2) => numberFormat(locale, { style: 'currency', currency: 'USD', ...exactly(digits) }).format(n),
    /** Small unit prices with a third decimal when it matters ($0.567, $0.02). */
    unitPrice: (n: number) =>
      numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(n),
    /**
     * A fraction as a percentage (0.35 -> 35%), up to `maxDigits` decimals. The sign is the site's, not the engine's:
     * Intl's percent style follows each browser's CLDR data (WebKit writes "35 %" in es-US, Node and Chromium "35%"),
     * and a text that differs from the pre-rendered one breaks an island's hydration (React #418, issue 45).
     */
    percent: (fraction: number, maxDigits = 0) => `${numberFormat(locale, { maximumFractionDigits: maxDigits }).format(fraction * 100)}%`,
    /** A share with one decimal (0.424 -> 42.4%), the same sign as `percent`. */
    share: (fraction: number) => `${numberFormat(locale, exactly(1)).format(fraction * 100)}%`,
    /** An ISO date (2026-03-14) in the locale's medium style: Mar 14, 2026. */
    date: (iso: string) => dateFormat(locale, { dateStyle: 'medium' }).format(utc(iso)),
    /** An ISO date inside a sentence, in the long style: November 16, 2026; 16 de noviembre de 2026. */
    longDate: (iso: string) => dateFormat(locale, { dateStyle: 'long' }).format(utc(iso)),
    /** An ISO date's month and year, for a calendar's title: June 2025, junio de 2025. */
    month: (iso: string) => dateFormat(locale, { month: 'long', year: 'numeric' }).format(utc(iso)),
    /** An ISO date's weekday in one letter, for a calendar's column: M, L. */
    weekday: (iso: string) => dateFormat(locale, { weekday: 'narrow' }).format(utc(iso)),
  }
}

export type Formats = ReturnType<typeof formats>

/** A price in the visitor's language: $49.99 in English and in US Spanish. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).format(amount)
}
