import { LOCALES, type Locale } from '../i18n/locales'
import { keysOf, titled } from './keys'

/** The ebook landing page: what the ebook covers and for whom (words in locales/<lng>/ebook.json). */
export const EBOOK_CHAPTERS = titled('ebook:inside.items', ['find', 'qualify', 'price', 'propose', 'keep'])

export const EBOOK_AUDIENCE = keysOf('ebook:audience.items', ['owners', 'estimators', 'managers'])

/**
 * The playbook itself, one PDF per language, generated at build time from locales/<lng>/ebook/ and
 * locales/<lng>/ebook-pdf.json (scripts/build/vite/ebook-pdf.ts, see src/content/ebook-pdf.ts). Stable,
 * localized file names: links to them keep working from one build to the next. A locale has an edition
 * of its own once its playbook is translated and named here; until then its pages offer the English one.
 */
export const EBOOK_PDF_PATH: Partial<Record<Locale, string>> = {
  en: '/ebook/get-cleaning-accounts-with-ai.pdf',
  es: '/ebook/consigue-cuentas-de-limpieza-con-ia.pdf',
}

/** The locales of this build with a playbook of their own (table order). */
export const EDITION_LOCALES: readonly Locale[] = LOCALES.filter((locale) => EBOOK_PDF_PATH[locale] !== undefined)

/**
 * One edition as measured from the generated PDF (the `virtual:ebook-editions` module, per locale):
 * `locale` is the edition's language, English for a locale without a playbook of its own.
 */
export type EbookEditionInfo = { locale: Locale; href: string; pages: number; bytes: number; chapters: number; templates: number }
