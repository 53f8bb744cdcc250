import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/careers')({
  loader: loadPage('careers'),
  head: pageHeadFor('careers'),
  component: () => <PlaceholderPage ns="careers" />,
})
