import { ensureLocale } from '../i18n/i18n'
import { DEFAULT_LOCALE, LOCALE_TABLE, type Locale } from '../i18n/locales'

/**
 * The catalogs an island reads with `t` (its `namespaces`), in the page's locale (from `<html lang>`). Only islands
 * that format messages in the browser load this (i18next and the namespaces); the others get their words
 * translated in their props.
 */
export async function loadIslandCatalogs(namespaces: readonly string[]): Promise<void> {
  const tag = document.documentElement.lang
  const locale = (LOCALE_TABLE.find((l) => l.tag === tag)?.id ?? DEFAULT_LOCALE) as Locale
  await ensureLocale(locale, ['common', ...namespaces])
}
