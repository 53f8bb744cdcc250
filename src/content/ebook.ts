import type { Locale } from '../i18n/locales'

/** The ebook landing page: what the ebook covers and for whom (words in locales/<lng>/ebook.json). */
export const EBOOK_CHAPTERS = [
  { id: 'find', titleKey: 'ebook:inside.items.find.title', bodyKey: 'ebook:inside.items.find.body' },
  { id: 'qualify', titleKey: 'ebook:inside.items.qualify.title', bodyKey: 'ebook:inside.items.qualify.body' },
  { id: 'price', titleKey: 'ebook:inside.items.price.title', bodyKey: 'ebook:inside.items.price.body' },
  { id: 'propose', titleKey: 'ebook:inside.items.propose.title', bodyKey: 'ebook:inside.items.propose.body' },
  { id: 'keep', titleKey: 'ebook:inside.items.keep.title', bodyKey: 'ebook:inside.items.keep.body' },
] as const

export const EBOOK_AUDIENCE = ['ebook:audience.items.owners', 'ebook:audience.items.estimators', 'ebook:audience.items.managers'] as const

/**
 * The playbook itself, one PDF per language, generated at build time from locales/<lng>/ebook/ and
 * locales/<lng>/ebook-pdf.json (scripts/vite/ebook-pdf.ts, see src/content/ebook-pdf.ts). Stable,
 * localized file names: links to them keep working from one build to the next.
 */
export const EBOOK_PDF_PATH: Record<Locale, string> = {
  en: '/ebook/get-cleaning-accounts-with-ai.pdf',
  es: '/ebook/consigue-cuentas-de-limpieza-con-ia.pdf',
}

/** One edition as measured from the generated PDF (the `virtual:ebook-editions` module, per locale). */
export type EbookEditionInfo = { href: string; pages: number; bytes: number; chapters: number; templates: number }
