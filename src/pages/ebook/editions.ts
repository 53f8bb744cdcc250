import editions from 'virtual:ebook-editions'
import type { EbookEditionInfo } from '../../content/ebook'
import { LOCALES, type Locale } from '../../i18n/locales'

/** The playbook PDF of a language, as generated at build time (page count and size measured from the file). */
export function ebookEdition(locale: Locale): EbookEditionInfo {
  return editions[locale]
}

/**
 * The editions in other languages, one link away on the success card: every locale of the table with
 * a playbook of its own, but the one this page offers (English, for a locale without its own).
 */
function otherEditions(locale: Locale): Array<{ locale: Locale; edition: EbookEditionInfo }> {
  const own = editions[locale].locale
  return LOCALES.filter((l) => l !== own && editions[l].locale === l).map((l) => ({ locale: l, edition: editions[l] }))
}

/** The first of them (with two languages, the other one). */
export function otherEdition(locale: Locale): { locale: Locale; edition: EbookEditionInfo } {
  return otherEditions(locale)[0] ?? { locale, edition: editions[locale] }
}

/** A file size in whole kilobytes, for the card ("160 KB"). */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))
