import { i18n, loadNamespaces } from '../../../i18n/i18n'
import { messageFormatter, type Formatter } from '../../../islands/messages'
import { islandMessages } from '../../../islands/messages-server'
import type { Locale } from '../../../i18n/locales'

/**
 * The Available Contracts board's strings (the leads-board catalog), loaded by the route before the page renders
 * (the server render formats the board island with them; the browser loads them with the island's code).
 */
export const boardReady = (locale: Locale): Promise<void> => loadNamespaces(locale, ['leads-board'])

/** The board's formatter for the server render: every group of the leads-board catalog, in the page's locale. */
export function serverBoardText(): Formatter {
  const catalog = (i18n.getResourceBundle(i18n.language, 'leads-board') ?? {}) as Record<string, unknown>
  return messageFormatter(islandMessages(Object.keys(catalog).map((key) => `leads-board:${key}`)))
}
