import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/ai-pricing')({
  loader: loadPage('tools.ai-pricing'),
  head: pageHeadFor('tools.ai-pricing'),
  component: () => <PlaceholderPage ns="tools.ai-pricing" />,
})
