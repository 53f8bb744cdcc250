import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { AI_CHAT_ASSISTANT } from '../../content/tools/ai-chat-assistant'

export const Route = createFileRoute('/{-$locale}/ai-chat-assistant')({
  // A tool page (toolRouteOptions: an islands page). The loader shares the component's chunk: it readies the hero
  // mock-up and the feature shots, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(AI_CHAT_ASSISTANT),
  component: toolPageComponent(AI_CHAT_ASSISTANT),
  ...toolRouteOptions('ai-chat-assistant'),
})
