import { INTL_LOCALE, type Locale } from '../../i18n/locales'

const cache = new Map<string, Intl.NumberFormat>()

function formatter(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`
  let format = cache.get(id)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options)
    cache.set(id, format)
  }
  return format
}

/** Number formatting of the calculator per locale, from INTL_LOCALE ($14,163.37 in English and in US Spanish). */
export function formatters(locale: Locale) {
  return {
    money: (value: number) => formatter(locale, 'money', { style: 'currency', currency: 'USD' }).format(value),
    /** Small unit prices with a third decimal ($0.567, $0.02). */
    unitPrice: (value: number) =>
      formatter(locale, 'unit', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(value),
    hours: (value: number) => formatter(locale, 'hours', { maximumFractionDigits: 2 }).format(value),
    number: (value: number) => formatter(locale, 'number', { maximumFractionDigits: 4 }).format(value),
    /** A percentage typed by the visitor (20 -> 20%). */
    percent: (value: number) => formatter(locale, 'percent', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
    /** A share of the price (0.424 -> 42.4%). */
    share: (fraction: number) => formatter(locale, 'share', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction),
  }
}

export type Formatters = ReturnType<typeof formatters>
