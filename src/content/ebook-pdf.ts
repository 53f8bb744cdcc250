/**
 * The playbook PDF (built by scripts/ebook/, at build time): its parts in order, the markdown file of
 * each under locales/<lng>/ebook/, and the catalog keys of its own labels. The PDF-only labels live in
 * locales/<lng>/ebook-pdf.json, a namespace no page loads; the chapter titles and summaries are the
 * landing page's own (ebook.json), so the page and the book always announce the same chapters.
 * Nothing here is imported by the site's pages.
 */
import { EBOOK_CHAPTERS } from './ebook.ts'

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
export const EBOOK_TEMPLATES: readonly EbookPart[] = [
  {
    id: 'bidNoBid',
    file: 'templates/bid-no-bid.md',
    titleKey: 'ebook-pdf:templates.items.bidNoBid.title',
    summaryKey: 'ebook-pdf:templates.items.bidNoBid.use',
  },
  {
    id: 'pricingWorksheet',
    file: 'templates/pricing-worksheet.md',
    titleKey: 'ebook-pdf:templates.items.pricingWorksheet.title',
    summaryKey: 'ebook-pdf:templates.items.pricingWorksheet.use',
  },
  {
    id: 'proposalOutline',
    file: 'templates/proposal-outline.md',
    titleKey: 'ebook-pdf:templates.items.proposalOutline.title',
    summaryKey: 'ebook-pdf:templates.items.proposalOutline.use',
  },
  {
    id: 'siteInspection',
    file: 'templates/site-inspection.md',
    titleKey: 'ebook-pdf:templates.items.siteInspection.title',
    summaryKey: 'ebook-pdf:templates.items.siteInspection.use',
  },
  {
    id: 'renewalLetter',
    file: 'templates/renewal-letter.md',
    titleKey: 'ebook-pdf:templates.items.renewalLetter.title',
    summaryKey: 'ebook-pdf:templates.items.renewalLetter.use',
  },
  {
    id: 'first30Days',
    file: 'templates/first-30-days.md',
    titleKey: 'ebook-pdf:templates.items.first30Days.title',
    summaryKey: 'ebook-pdf:templates.items.first30Days.use',
  },
]

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
