import { createContext, useContext } from 'react'
import { getI18n } from 'react-i18next'
import { isLocale, DEFAULT_LOCALE, type Locale } from './locales'

/**
 * The page's locale for an island's tree (the islands runtime provides it from `<html lang>`, src/islands/hydrate.tsx),
 * where no i18next instance runs. Elsewhere it is unset, and the locale is i18next's.
 */
export const PageLocale = createContext<Locale | null>(null)

/**
 * The active locale: the language whose catalog is rendering the page. A page's language never changes while it is
 * open (the language switcher is a link to the other page), so this reads it without subscribing to changes.
 */
export function useLocale(): Locale {
  const page = useContext(PageLocale)
  if (page) return page
  const language = getI18n()?.language
  return isLocale(language) ? language : DEFAULT_LOCALE
}
