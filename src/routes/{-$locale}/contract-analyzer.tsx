import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { CONTRACT_ANALYZER } from '../../content/tools/contract-analyzer'
import { pageHeadFor } from '../../i18n/page-route'
import { toolPageLoader } from '../../components/tool-page/tool-route'
import { heroMock } from '../../components/tool-page/mock/hero-mock'
import { featureShots } from '../../components/tool-page/shots/feature-shots'

const HERO_MOCK = heroMock('contract-analyzer', 'ContractAnalyzerMock', () =>
  import('../../components/tool-page/mock/ContractAnalyzerMock').then((m) => m.ContractAnalyzerMock),
)

const SHOTS = featureShots('contract-analyzer', 'ContractAnalyzerShots', () =>
  import('../../components/tool-page/shots/ContractAnalyzerShots').then((m) => m.ContractAnalyzerShots),
)

export const Route = createFileRoute('/{-$locale}/contract-analyzer')({
  // Its interactive parts are islands: the hero's prompt, the two dialogs, the toast region (src/islands).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: it readies the hero mock-up, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateExampleSearch,
  loader: toolPageLoader('contract-analyzer', HERO_MOCK.ready, SHOTS.ready),
  head: pageHeadFor('tools.contract-analyzer'),
  component: () => <ToolPage Mock={HERO_MOCK.DeferredSection} Shots={SHOTS.DeferredSection} content={CONTRACT_ANALYZER} />,
})
