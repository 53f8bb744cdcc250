import { useTranslation } from 'react-i18next'
import { isLocale, DEFAULT_LOCALE, type Locale } from './locales'

/** The active locale: the language whose catalog is rendering the page. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}
