import { createContext, useContext } from 'react'
import { loadCatalog } from '../../../i18n/catalogs'
import { INTL_LOCALE, type Locale } from '../../../i18n/locales'
import { messageFormatter, type Formatter, type IslandMessages } from '../../../islands/messages'

/**
 * The board's `t`: the leads-board catalog formatted with intl-messageformat alone, so the island carries no
 * i18next (src/islands/messages.ts). The server render provides it from the loaded catalogs (AvailableContracts);
 * in the browser the island loads the catalog's own chunk, in the page's locale, with its code (boardText).
 */
export const BoardText = createContext<Formatter | null>(null)

export function useBoardT(): Formatter {
  const t = useContext(BoardText)
  if (!t) throw new Error('useBoardT outside the leads board')
  return t
}

const NS = 'leads-board'

const loaded = new Map<Locale, Promise<Formatter>>()

/** The board's formatter in a locale, from its catalog chunk (once per locale). */
export function boardText(locale: Locale): Promise<Formatter> {
  let text = loaded.get(locale)
  if (!text) {
    text = loadCatalog(locale, NS).then(({ strings, asts }) => {
      const messages: IslandMessages['messages'] = {}
      const add = (path: string, value: unknown) => {
        if (typeof value === 'string') messages[`${NS}:${path}`] = asts[path] ?? value
        else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(path ? `${path}.${k}` : k, v)
      }
      add('', strings)
      return messageFormatter({ locale: INTL_LOCALE[locale], messages })
    })
    loaded.set(locale, text)
  }
  return text
}
