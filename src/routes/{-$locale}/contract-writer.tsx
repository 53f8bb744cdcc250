import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { CONTRACT_WRITER } from '../../content/tools/contract-writer'

export const Route = createFileRoute('/{-$locale}/contract-writer')({
  // A tool page (toolRouteOptions: an islands page). The loader shares the component's chunk: it readies the hero
  // mock-up and the feature shots, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(CONTRACT_WRITER),
  component: toolPageComponent(CONTRACT_WRITER),
  ...toolRouteOptions('contract-writer'),
})
