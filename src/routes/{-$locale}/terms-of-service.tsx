import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/terms-of-service')({
  loader: loadPage('terms-of-service'),
  head: pageHeadFor('terms-of-service'),
  component: () => <PlaceholderPage ns="terms-of-service" />,
})
