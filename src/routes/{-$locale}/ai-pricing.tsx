import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { AI_PRICING } from '../../content/tools/ai-pricing'

export const Route = createFileRoute('/{-$locale}/ai-pricing')({
  // A tool page (toolRouteOptions: an islands page). The loader shares the component's chunk: it readies the hero
  // mock-up and the feature shots, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(AI_PRICING),
  component: toolPageComponent(AI_PRICING),
  ...toolRouteOptions('ai-pricing'),
})
