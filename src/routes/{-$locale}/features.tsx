import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { FeaturesPage } from '../../pages/features/FeaturesPage'

export const Route = createFileRoute('/{-$locale}/features')({
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { clientScript: false },
  loader: loadPage('features', ['tool-cards']),
  head: pageHeadFor('features'),
  component: FeaturesPage,
})
