import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/ai-chat-assistant')({
  loader: loadPage('tools.ai-chat-assistant'),
  head: pageHeadFor('tools.ai-chat-assistant'),
  component: () => <PlaceholderPage ns="tools.ai-chat-assistant" />,
})
