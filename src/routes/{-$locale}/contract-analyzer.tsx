import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { CONTRACT_ANALYZER } from '../../content/tools/contract-analyzer'

export const Route = createFileRoute('/{-$locale}/contract-analyzer')({
  // A tool page (toolRouteOptions: an islands page). The loader shares the component's chunk: it readies the hero
  // mock-up and the feature shots, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(CONTRACT_ANALYZER),
  component: toolPageComponent(CONTRACT_ANALYZER),
  ...toolRouteOptions('contract-analyzer'),
})
