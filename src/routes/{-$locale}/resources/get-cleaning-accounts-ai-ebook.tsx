import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../../i18n/page-route'
import { EbookPage } from '../../../pages/ebook/EbookPage'

export const Route = createFileRoute('/{-$locale}/resources/get-cleaning-accounts-ai-ebook')({
  // The Spanish ebook lives at /ebookpr.
  beforeLoad: ({ params }) => {
    if (params.locale === 'es') throw redirect({ to: '/ebookpr', replace: true })
  },
  loader: loadPage('ebook'),
  head: pageHeadFor('ebook'),
  component: EbookPage,
})
