import { i18n, icu } from '../i18n/i18n'
import { INTL_LOCALE, isLocale } from '../i18n/locales'
import type { IslandMessages } from './messages'

/**
 * The slice of the page's catalogs an island formats in the browser (./messages.ts), for the server render: every
 * message under each of `keys` (a group of keys takes its whole subtree), in the page's locale. A key that
 * names nothing fails the pre-render.
 */
export function islandMessages(keys: readonly string[]): IslandMessages {
  const lng = i18n.language
  const messages: IslandMessages['messages'] = {}
  for (const full of keys) {
    const [ns, path] = full.includes(':') ? (full.split(':', 2) as [string, string]) : ['common', full]
    const found: unknown = i18n.getResource(lng, ns, path)
    if (found === undefined) throw new Error(`islandMessages: ${full} is not in the ${lng} catalogs`)
    const add = (key: string, value: unknown) => {
      if (typeof value === 'string') messages[`${ns}:${key}`] = icu.astOf(lng, ns, key) ?? value
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}.${k}`, v)
    }
    add(path, found)
  }
  return { locale: isLocale(lng) ? INTL_LOCALE[lng] : lng, messages }
}
