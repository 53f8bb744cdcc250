import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AI_LOCAL_SEO_ADS } from '../../content/tools/ai-local-seo-ads'
import { pageHeadFor } from '../../i18n/page-route'
import { toolPageLoader } from '../../components/tool-page/tool-route'
import { heroMock } from '../../components/tool-page/mock/hero-mock'
import { featureShots } from '../../components/tool-page/shots/feature-shots'

const HERO_MOCK = heroMock('ai-local-seo-ads', 'AiLocalSeoAdsMock', () =>
  import('../../components/tool-page/mock/AiLocalSeoAdsMock').then((m) => m.AiLocalSeoAdsMock),
)

const SHOTS = featureShots('ai-local-seo-ads', 'AiLocalSeoAdsShots', () =>
  import('../../components/tool-page/shots/AiLocalSeoAdsShots').then((m) => m.AiLocalSeoAdsShots),
)

export const Route = createFileRoute('/{-$locale}/ai-local-seo-ads')({
  // Its interactive parts are islands: the hero's prompt, the two dialogs, the toast region (src/islands).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: it readies the hero mock-up, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateExampleSearch,
  loader: toolPageLoader('ai-local-seo-ads', HERO_MOCK.ready, SHOTS.ready),
  head: pageHeadFor('tools.ai-local-seo-ads'),
  component: () => <ToolPage Mock={HERO_MOCK.DeferredSection} Shots={SHOTS.DeferredSection} content={AI_LOCAL_SEO_ADS} />,
})
