import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../i18n/page-route'
import { EbookPage } from '../pages/ebook/EbookPage'

/** The Spanish ebook page (its locale comes from the path: see splitLocale). */
export const Route = createFileRoute('/ebookpr')({
  loader: loadPage('ebook'),
  head: pageHeadFor('ebook'),
  component: EbookPage,
})
