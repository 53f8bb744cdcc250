/**
 * Renders the playbook PDF of one language (or both) in Node, without a browser (react-pdf: layout
 * with yoga, text with fontkit, output with pdfkit), in one layout pass.
 */
import path from 'node:path'
import { renderToBuffer } from '@react-pdf/renderer'
import { EBOOK_PDF_PATH, EDITION_LOCALES } from '../../src/content/ebook.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { loadEbookContent } from './content.ts'
import { ebookDocument, type EbookLayout } from './document.ts'
import { samplePage, SAMPLE_PART, type SamplePage } from './sample-page.ts'

export type EbookEdition = {
  locale: Locale
  /** The URL path the site serves it at, e.g. /ebook/get-cleaning-accounts-with-ai.pdf. */
  href: string
  pdf: Buffer
  pages: number
  chapters: number
  templates: number
  /** The first page of the pricing chapter as HTML, for the landing page (./sample-page.ts). */
  sample: SamplePage
}

export type RenderOptions = {
  /** locales/ (default: ./locales from the current directory). */
  localesDir?: string
  /** Absolute site URL for links to site pages (default https://www.cleansuite.ai). */
  siteUrl?: string
}

export async function renderEdition(locale: Locale, opts: RenderOptions = {}): Promise<EbookEdition> {
  const localesDir = opts.localesDir ?? path.resolve('locales')
  const siteUrl = (opts.siteUrl ?? 'https://www.cleansuite.ai').replace(/(?<!\/)\/+$/, '')
  const content = loadEbookContent(locale, localesDir)
  const layout: EbookLayout = { pages: new Map(), total: 0 }
  const pdf = await renderToBuffer(ebookDocument(content, { siteUrl, layout }))
  // Every part must have started on a page, in order, and the contents must have had them all.
  const ids = [content.introduction, ...content.chapters, ...content.templates, content.closing].map((part) => part.id)
  const starts = ids.map((id) => layout.pages.get(id) ?? 0)
  if (starts.some((page, i) => page <= (starts[i - 1] ?? 1)) || layout.total < (starts.at(-1) ?? 0)) {
    throw new Error(`ebook (${locale}): unexpected page layout ${JSON.stringify(Object.fromEntries(layout.pages))}, ${layout.total} pages`)
  }
  const sample = await samplePage({ content, pdf, page: layout.pages.get(SAMPLE_PART) ?? 0, total: layout.total, siteUrl })
  return {
    locale,
    href: EBOOK_PDF_PATH[locale]!,
    pdf,
    pages: layout.total,
    chapters: content.chapters.length,
    templates: content.templates.length,
    sample,
  }
}

export async function renderEditions(opts: RenderOptions = {}): Promise<EbookEdition[]> {
  const editions: EbookEdition[] = []
  // One after the other: react-pdf's font registry is shared, and the CPU is the limit anyway.
  for (const locale of EDITION_LOCALES) editions.push(await renderEdition(locale, opts))
  return editions
}
