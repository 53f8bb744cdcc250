import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/why-ai')({
  loader: loadPage('why-ai'),
  head: pageHeadFor('why-ai'),
  component: () => <PlaceholderPage ns="why-ai" />,
})
