import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/features')({
  loader: loadPage('features'),
  head: pageHeadFor('features'),
  component: () => <PlaceholderPage ns="features" />,
})
