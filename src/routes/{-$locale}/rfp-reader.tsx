import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { RFP_READER } from '../../content/tools/rfp-reader'

export const Route = createFileRoute('/{-$locale}/rfp-reader')({
  // A tool page (toolRouteOptions: an islands page). The loader shares the component's chunk: it readies the hero
  // mock-up and the feature shots, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(RFP_READER),
  component: toolPageComponent(RFP_READER),
  ...toolRouteOptions('rfp-reader'),
})
