import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { AI_HIRING } from '../../content/tools/ai-hiring'

export const Route = createFileRoute('/{-$locale}/ai-hiring')({
  // A tool page (toolRouteOptions: an islands page). The loader shares the component's chunk: it readies the hero
  // mock-up and the feature shots, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(AI_HIRING),
  component: toolPageComponent(AI_HIRING),
  ...toolRouteOptions('ai-hiring'),
})
