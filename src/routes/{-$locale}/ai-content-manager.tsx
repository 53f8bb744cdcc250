import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/ai-content-manager')({
  loader: loadPage('tools.ai-content-manager'),
  head: pageHeadFor('tools.ai-content-manager'),
  component: () => <PlaceholderPage ns="tools.ai-content-manager" />,
})
