import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AI_HIRING } from '../../content/tools/ai-hiring'
import { pageHeadFor } from '../../i18n/page-route'
import { toolPageLoader } from '../../components/tool-page/tool-route'
import { heroMock } from '../../components/tool-page/mock/hero-mock'
import { featureShots } from '../../components/tool-page/shots/feature-shots'

const HERO_MOCK = heroMock('ai-hiring', 'AiHiringMock', () =>
  import('../../components/tool-page/mock/AiHiringMock').then((m) => m.AiHiringMock),
)

const SHOTS = featureShots('ai-hiring', 'AiHiringShots', () =>
  import('../../components/tool-page/shots/AiHiringShots').then((m) => m.AiHiringShots),
)

export const Route = createFileRoute('/{-$locale}/ai-hiring')({
  // Its interactive parts are islands: the hero's prompt, the two dialogs, the toast region (src/islands).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: it readies the hero mock-up, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateExampleSearch,
  loader: toolPageLoader('ai-hiring', HERO_MOCK.ready, SHOTS.ready),
  head: pageHeadFor('tools.ai-hiring'),
  component: () => <ToolPage Mock={HERO_MOCK.DeferredSection} Shots={SHOTS.DeferredSection} content={AI_HIRING} />,
})
