import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/ai-hiring')({
  loader: loadPage('tools.ai-hiring'),
  head: pageHeadFor('tools.ai-hiring'),
  component: () => <PlaceholderPage ns="tools.ai-hiring" />,
})
