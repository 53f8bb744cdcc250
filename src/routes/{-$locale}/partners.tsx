import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/partners')({
  loader: loadPage('partners'),
  head: pageHeadFor('partners'),
  component: () => <PlaceholderPage ns="partners" />,
})
