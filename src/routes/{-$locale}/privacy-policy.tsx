import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PrivacyPolicyPage } from '../../pages/legal/PrivacyPolicyPage'

export const Route = createFileRoute('/{-$locale}/privacy-policy')({
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { clientScript: false },
  loader: loadPage('privacy-policy'),
  head: pageHeadFor('privacy-policy'),
  component: PrivacyPolicyPage,
})
