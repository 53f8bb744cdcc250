import { useTranslation } from 'react-i18next'
import { INTL_LOCALE, LOCALE_TAG, type Locale } from '../../i18n/locales'
import { useLocale } from '../../i18n/useLocale'
import { ebookEdition, kilobytes, otherEdition } from './editions'
import type { EbookSuccessCopy } from './EbookSuccess'

/**
 * The download card's words and files in the page's language, for the server render (the thank-you page, and the
 * form's island props): the edition's measured page count and size come from the PDFs the build generated.
 */
export function useEbookSuccessCopy(): EbookSuccessCopy {
  const { t } = useTranslation()
  const locale = useLocale()
  const edition = ebookEdition(locale)
  const other = otherEdition(locale)
  // Languages named in the page's language ("Spanish", "inglés"), from the locale table.
  const languageName = (l: Locale) => new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language' }).of(LOCALE_TAG[l]) ?? LOCALE_TAG[l]
  return {
    title: t('ebook:success.title'),
    body: t('ebook:success.body'),
    download: t('ebook:success.download'),
    href: edition.href,
    fileDetails: t('ebook:success.fileDetails', { pages: edition.pages, size: kilobytes(edition.bytes) }),
    englishEdition: edition.locale !== locale ? t('ebook:success.englishEdition', { language: languageName(locale) }) : null,
    otherEdition: t('ebook:success.otherEdition', { language: languageName(other.locale) }),
    otherHref: other.edition.href,
    otherHrefLang: LOCALE_TAG[other.locale],
    home: t('ebook:success.homeButton'),
  }
}
