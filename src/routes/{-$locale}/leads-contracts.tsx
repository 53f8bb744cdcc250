import { createFileRoute } from '@tanstack/react-router'
import { toolPageComponent, toolPageLoader } from '../../components/tool-page/tool-route'
import { toolRouteOptions } from '../../components/tool-page/tool-route-options'
import { AvailableContracts } from '../../components/tools/leads-contracts/AvailableContracts'
import { boardReady } from '../../components/tools/leads-contracts/board-section'
import { LEADS_CONTRACTS } from '../../content/tools/leads-contracts'

export const Route = createFileRoute('/{-$locale}/leads-contracts')({
  // A tool page (toolRouteOptions: an islands page, the leads board an island too). The loader shares the
  // component's chunk: it readies the hero mock-up, the feature shots and the board's strings.
  codeSplitGroupings: [['loader', 'component']],
  loader: toolPageLoader(LEADS_CONTRACTS, boardReady),
  component: toolPageComponent(LEADS_CONTRACTS, { 'available-contracts': AvailableContracts }),
  ...toolRouteOptions('leads-contracts'),
})
