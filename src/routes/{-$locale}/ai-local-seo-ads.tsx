import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { AI_LOCAL_SEO_ADS } from '../../content/tools/ai-local-seo-ads'

export const Route = createFileRoute('/{-$locale}/ai-local-seo-ads')({
  // A tool page (toolRouteOptions: an islands page). The loader shares the component's chunk: it readies the hero
  // mock-up and the feature shots, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(AI_LOCAL_SEO_ADS),
  component: toolPageComponent(AI_LOCAL_SEO_ADS),
  ...toolRouteOptions('ai-local-seo-ads'),
})
