import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AvailableContracts } from '../../components/tools/leads-contracts/AvailableContracts'
import { boardReady } from '../../components/tools/leads-contracts/board-section'
import { LEADS_CONTRACTS } from '../../content/tools/leads-contracts'
import { pageHeadFor } from '../../i18n/page-route'
import { toolPageLoader } from '../../components/tool-page/tool-route'
import { heroMock } from '../../components/tool-page/mock/hero-mock'
import { featureShots } from '../../components/tool-page/shots/feature-shots'

const SECTIONS = { 'available-contracts': AvailableContracts }

const HERO_MOCK = heroMock('leads-contracts', 'LeadsContractsMock', () =>
  import('../../components/tool-page/mock/LeadsContractsMock').then((m) => m.LeadsContractsMock),
)

const SHOTS = featureShots('leads-contracts', 'LeadsContractsShots', () =>
  import('../../components/tool-page/shots/LeadsContractsShots').then((m) => m.LeadsContractsShots),
)

export const Route = createFileRoute('/{-$locale}/leads-contracts')({
  // Its interactive parts are islands: the hero's prompt, the two dialogs, the toast region and the leads board
  // (src/islands).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: it readies the hero mock-up and the board's strings.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateExampleSearch,
  loader: toolPageLoader('leads-contracts', HERO_MOCK.ready, SHOTS.ready, boardReady),
  head: pageHeadFor('tools.leads-contracts'),
  component: () => (
    <ToolPage Mock={HERO_MOCK.DeferredSection} Shots={SHOTS.DeferredSection} content={LEADS_CONTRACTS} sections={SECTIONS} />
  ),
})
