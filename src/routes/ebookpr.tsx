import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../i18n/page-route'
import { EbookPage } from '../pages/ebook/EbookPage'
import { loadEbookSample } from '../pages/ebook/sample'

/** The Spanish ebook page (its locale comes from the path: see splitLocale). */
export const Route = createFileRoute('/ebookpr')({
  // Its one interactive part is an island: the form (its validation, fetch, error summary, download card, toast).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: the sample page's loader stays out of the route tree.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadPage('ebook', [], loadEbookSample),
  head: pageHeadFor('ebook'),
  component: EbookPage,
})
