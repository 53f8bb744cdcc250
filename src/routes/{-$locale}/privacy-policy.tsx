import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PrivacyPolicyPage } from '../../pages/legal/PrivacyPolicyPage'

export const Route = createFileRoute('/{-$locale}/privacy-policy')({
  loader: loadPage('privacy-policy'),
  head: pageHeadFor('privacy-policy'),
  component: PrivacyPolicyPage,
})
