import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { RFP_READER } from '../../content/tools/rfp-reader'
import { pageHeadFor } from '../../i18n/page-route'
import { toolPageLoader } from '../../components/tool-page/tool-route'
import { heroMock } from '../../components/tool-page/mock/hero-mock'
import { featureShots } from '../../components/tool-page/shots/feature-shots'

const HERO_MOCK = heroMock('rfp-reader', 'RfpReaderMock', () =>
  import('../../components/tool-page/mock/RfpReaderMock').then((m) => m.RfpReaderMock),
)

const SHOTS = featureShots('rfp-reader', 'RfpReaderShots', () =>
  import('../../components/tool-page/shots/RfpReaderShots').then((m) => m.RfpReaderShots),
)

export const Route = createFileRoute('/{-$locale}/rfp-reader')({
  // Its interactive parts are islands: the hero's prompt, the two dialogs, the toast region (src/islands).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: it readies the hero mock-up, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateExampleSearch,
  loader: toolPageLoader('rfp-reader', HERO_MOCK.ready, SHOTS.ready),
  head: pageHeadFor('tools.rfp-reader'),
  component: () => <ToolPage Mock={HERO_MOCK.DeferredSection} Shots={SHOTS.DeferredSection} content={RFP_READER} />,
})
