import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadWith } from '../../../../i18n/page-route'
import { EbookThankYouPage } from '../../../../pages/ebook/EbookThankYouPage'

/**
 * Where the form service sends a visitor whose ebook form was posted without JavaScript
 * (the form's `redirect` field). Not indexed: it only confirms a submission.
 */
export const Route = createFileRoute('/{-$locale}/resources/get-cleaning-accounts-ai-ebook_/thank-you')({
  // The download card is links only: the page loads no script.
  staticData: { clientScript: false },
  loader: loadPage('ebook'),
  head: pageHeadWith({ titleKey: 'ebook:thanks.meta.title', descriptionKey: 'ebook:thanks.meta.description', noindex: true }),
  component: EbookThankYouPage,
})
