import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AiChatAssistantMock } from '../../components/tool-page/mock/AiChatAssistantMock'
import { AI_CHAT_ASSISTANT } from '../../content/tools/ai-chat-assistant'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

export const Route = createFileRoute('/{-$locale}/ai-chat-assistant')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.ai-chat-assistant'),
  head: pageHeadFor('tools.ai-chat-assistant'),
  component: () => <ToolPage content={AI_CHAT_ASSISTANT} Mock={AiChatAssistantMock} />,
})
