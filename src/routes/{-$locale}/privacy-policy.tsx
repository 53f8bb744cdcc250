import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/privacy-policy')({
  loader: loadPage('privacy-policy'),
  head: pageHeadFor('privacy-policy'),
  component: () => <PlaceholderPage ns="privacy-policy" />,
})
