import editions from 'virtual:ebook-editions'
import type { EbookEditionInfo } from '../../content/ebook'
import { LOCALES, type Locale } from '../../i18n/locales'

/** The playbook PDF of a language, as generated at build time (page count and size measured from the file). */
export function ebookEdition(locale: Locale): EbookEditionInfo {
  return editions[locale]
}

/** The other language's edition, one link away on the success card. */
export function otherEdition(locale: Locale): { locale: Locale; edition: EbookEditionInfo } {
  const other = LOCALES.find((l) => l !== locale) ?? locale
  return { locale: other, edition: editions[other] }
}

/** A file size in whole kilobytes, for the card ("160 KB"). */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))
