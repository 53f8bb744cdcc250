import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { heroMock } from '../../components/tool-page/mock/hero-mock'
import { featureShots } from '../../components/tool-page/shots/feature-shots'
import { toolPageLoader } from '../../components/tool-page/tool-route'
import { AI_PRICING } from '../../content/tools/ai-pricing'
import { pageHeadFor } from '../../i18n/page-route'

const HERO_MOCK = heroMock('ai-pricing', 'AiPricingMock', () =>
  import('../../components/tool-page/mock/AiPricingMock').then((m) => m.AiPricingMock),
)

const SHOTS = featureShots('ai-pricing', 'AiPricingShots', () =>
  import('../../components/tool-page/shots/AiPricingShots').then((m) => m.AiPricingShots),
)

export const Route = createFileRoute('/{-$locale}/ai-pricing')({
  // Its interactive parts are islands: the hero's prompt, the two dialogs, the toast region (src/islands).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: it readies the hero mock-up, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateExampleSearch,
  loader: toolPageLoader('ai-pricing', HERO_MOCK.ready, SHOTS.ready),
  head: pageHeadFor('tools.ai-pricing'),
  component: () => <ToolPage Mock={HERO_MOCK.DeferredSection} Shots={SHOTS.DeferredSection} content={AI_PRICING} />,
})
