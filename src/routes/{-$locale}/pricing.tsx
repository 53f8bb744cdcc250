import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PricingPage } from '../../pages/pricing/PricingPage'

export const Route = createFileRoute('/{-$locale}/pricing')({
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { clientScript: false },
  loader: loadPage('pricing', ['claims']),
  head: pageHeadFor('pricing'),
  component: PricingPage,
})
