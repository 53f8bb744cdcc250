import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AI_CHAT_ASSISTANT } from '../../content/tools/ai-chat-assistant'
import { pageHeadFor } from '../../i18n/page-route'
import { toolPageLoader } from '../../components/tool-page/tool-route'
import { heroMock } from '../../components/tool-page/mock/hero-mock'
import { featureShots } from '../../components/tool-page/shots/feature-shots'

const HERO_MOCK = heroMock('ai-chat-assistant', 'AiChatAssistantMock', () =>
  import('../../components/tool-page/mock/AiChatAssistantMock').then((m) => m.AiChatAssistantMock),
)

const SHOTS = featureShots('ai-chat-assistant', 'AiChatAssistantShots', () =>
  import('../../components/tool-page/shots/AiChatAssistantShots').then((m) => m.AiChatAssistantShots),
)

export const Route = createFileRoute('/{-$locale}/ai-chat-assistant')({
  // Its interactive parts are islands: the hero's prompt, the two dialogs, the toast region (src/islands).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: it readies the hero mock-up, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateExampleSearch,
  loader: toolPageLoader('ai-chat-assistant', HERO_MOCK.ready, SHOTS.ready),
  head: pageHeadFor('tools.ai-chat-assistant'),
  component: () => <ToolPage Mock={HERO_MOCK.DeferredSection} Shots={SHOTS.DeferredSection} content={AI_CHAT_ASSISTANT} />,
})
