import { localizePath, type Locale } from './locales'
import type { AppPath } from './paths'

/**
 * The address of a route in a locale, without the router ('/{-$locale}/pricing', es -> '/es/pricing'; the Spanish
 * ebook page -> '/ebookpr'): for a link inside an island, where moving to another page is a normal page load.
 */
export function localeHref(to: AppPath, locale: Locale): string {
  return localizePath(to.replace('/{-$locale}', '') || '/', locale)
}
