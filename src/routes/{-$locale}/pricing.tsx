import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PricingPage } from '../../pages/pricing/PricingPage'

export const Route = createFileRoute('/{-$locale}/pricing')({
  loader: loadPage('pricing', ['claims']),
  head: pageHeadFor('pricing'),
  component: PricingPage,
})
