/**
 * The playbook PDF (built by scripts/ebook/, at build time): its parts in order, the markdown file of
 * each under locales/<lng>/ebook/, and the catalog keys of its own labels. The PDF-only labels live in
 * locales/<lng>/ebook-pdf.json, a namespace no page loads; the chapter titles and summaries are the
 * landing page's own (ebook.json), so the page and the book always announce the same chapters.
 * Nothing here is imported by the site's pages.
 */
import { EBOOK_CHAPTERS } from './ebook.ts'
import { keyed } from './keys.ts'

export type EbookPart = { id: string; file: string; titleKey: string; summaryKey?: string }

export const EBOOK_INTRODUCTION: EbookPart = {
  id: 'introduction',
  file: 'introduction.md',
  titleKey: 'ebook-pdf:introduction.title',
}

export const EBOOK_PDF_CHAPTERS: readonly EbookPart[] = EBOOK_CHAPTERS.map((chapter) => ({
  id: chapter.id,
  file: `chapters/${chapter.id}.md`,
  titleKey: chapter.titleKey,
  summaryKey: chapter.bodyKey,
}))

/** The six ready-to-use templates, in the book's order. */
export const EBOOK_TEMPLATES: readonly EbookPart[] = keyed(
  'ebook-pdf:templates.items',
  ['title', 'use'],
  [
    { id: 'bidNoBid', file: 'templates/bid-no-bid.md' },
    { id: 'pricingWorksheet', file: 'templates/pricing-worksheet.md' },
    { id: 'proposalOutline', file: 'templates/proposal-outline.md' },
    { id: 'siteInspection', file: 'templates/site-inspection.md' },
    { id: 'renewalLetter', file: 'templates/renewal-letter.md' },
    { id: 'first30Days', file: 'templates/first-30-days.md' },
  ],
).map(({ useKey, ...part }) => ({ ...part, summaryKey: useKey }))

export const EBOOK_CLOSING: EbookPart = {
  id: 'closing',
  file: 'closing.md',
  titleKey: 'ebook-pdf:closing.title',
}

/** Labels of the cover, contents, openers, footer and metadata. */
export const EBOOK_PDF_LABELS = {
  title: 'ebook:cover.title',
  kicker: 'ebook:cover.kicker',
  description: 'ebook:meta.description',
  brand: 'common:brand.name',
  chapter: 'ebook:inside.chapter',
  subtitle: 'ebook-pdf:cover.subtitle',
  edition: 'ebook-pdf:cover.edition',
  summary: 'ebook-pdf:cover.summary',
  keywords: 'ebook-pdf:meta.keywords',
  contents: 'ebook-pdf:contents.title',
  templates: 'ebook-pdf:templates.title',
  templatesLead: 'ebook-pdf:templates.lead',
  template: 'ebook-pdf:templates.label',
  page: 'ebook-pdf:footer.page',
} as const
