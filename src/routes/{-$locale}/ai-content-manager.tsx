import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { ContentPreview } from '../../components/tools/ai-content-manager/ContentPreview'
import { AI_CONTENT_MANAGER } from '../../content/tools/ai-content-manager'

export const Route = createFileRoute('/{-$locale}/ai-content-manager')({
  // A tool page (toolRouteOptions: an islands page, the Recent Content View dialog an island too). The loader
  // shares the component's chunk: it readies the hero mock-up and the feature shots, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(AI_CONTENT_MANAGER),
  component: toolPageComponent(AI_CONTENT_MANAGER, { preview: ContentPreview }),
  ...toolRouteOptions('ai-content-manager'),
})
