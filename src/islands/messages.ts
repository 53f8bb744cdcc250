import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat'

/**
 * An island's own small catalog slice: the messages it formats in the browser (a validation message with its
 * number, a result with its amount), each as text or as the ICU message parsed at build time, in the page's locale.
 * The server makes it with `islandMessages` (./messages-server.ts) and passes it in the island's props; the island
 * formats with `messageFormatter` below: intl-messageformat only (about 3 KB gzip), no i18next in the browser.
 */
export type IslandMessages = {
  /** The Intl locale numbers and dates format in ('es-US'). */
  locale: string
  /** By full key (namespace:path): plain text, or the parsed message. */
  messages: Record<string, string | MessageFormatElement[]>
}

export type Formatter = (key: string, values?: Record<string, PrimitiveType>) => string

/** `t` over a slice: the key's text, or its message formatted with `values`. A key not in the slice is a bug: it throws. */
export function messageFormatter({ locale, messages }: IslandMessages): Formatter {
  const compiled = new Map<string, IntlMessageFormat>()
  return (key, values) => {
    const message = messages[key]
    if (message === undefined) throw new Error(`${key} is not in this island's messages`)
    if (typeof message === 'string') return message
    let format = compiled.get(key)
    if (!format) {
      format = new IntlMessageFormat(message, locale)
      compiled.set(key, format)
    }
    return String(format.format(values))
  }
}
