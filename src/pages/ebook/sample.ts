import type { Locale } from '../../i18n/locales'

/** The element that holds the sample page; its `data-locale` says which edition it shows. */
export const EBOOK_SAMPLE_ID = 'ebook-sample-page'

import SOURCES from 'virtual:ebook-samples'
const loaded: Partial<Record<Locale, string>> = {}

/**
 * Readies one real page of the playbook (HTML made at build time from the PDF's own markdown, see
 * scripts/ebook/sample-page.ts) before the page renders. Not when the pre-rendered page already holds that
 * edition's page: the first load keeps the server's HTML (see EbookSample), so its JavaScript carries none
 * of the page's text; a visit that arrives by client-side navigation loads it (about 1 KB gzip).
 */
export async function loadEbookSample(locale: Locale): Promise<void> {
  if (loaded[locale] !== undefined) return
  if (!import.meta.env.SSR && document.getElementById(EBOOK_SAMPLE_ID)?.dataset.locale === locale) return
  loaded[locale] = (await SOURCES[locale]()).default
}

/** The sample page's HTML, or '' while the pre-rendered one is on screen. */
export const ebookSampleHtml = (locale: Locale) => loaded[locale] ?? ''
