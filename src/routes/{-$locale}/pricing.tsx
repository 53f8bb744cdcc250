import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/pricing')({
  loader: loadPage('pricing'),
  head: pageHeadFor('pricing'),
  component: () => <PlaceholderPage ns="pricing" />,
})
