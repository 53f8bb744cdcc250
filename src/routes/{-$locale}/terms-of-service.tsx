import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { TermsOfServicePage } from '../../pages/legal/TermsOfServicePage'

export const Route = createFileRoute('/{-$locale}/terms-of-service')({
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { clientScript: false },
  loader: loadPage('terms-of-service'),
  head: pageHeadFor('terms-of-service'),
  component: TermsOfServicePage,
})
