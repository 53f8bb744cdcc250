import { INTL_LOCALE, type Locale } from '../i18n/locales'

/** A price in the visitor's language, from INTL_LOCALE: $49.99 in English and in US Spanish. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).format(amount)
}
