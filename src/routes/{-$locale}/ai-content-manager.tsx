import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { ContentPreview } from '../../components/tools/ai-content-manager/ContentPreview'
import { AI_CONTENT_MANAGER } from '../../content/tools/ai-content-manager'
import { pageHeadFor } from '../../i18n/page-route'
import { toolPageLoader } from '../../components/tool-page/tool-route'
import { heroMock } from '../../components/tool-page/mock/hero-mock'
import { featureShots } from '../../components/tool-page/shots/feature-shots'

const HERO_MOCK = heroMock('ai-content-manager', 'AiContentManagerMock', () =>
  import('../../components/tool-page/mock/AiContentManagerMock').then((m) => m.AiContentManagerMock),
)

const SHOTS = featureShots('ai-content-manager', 'AiContentManagerShots', () =>
  import('../../components/tool-page/shots/AiContentManagerShots').then((m) => m.AiContentManagerShots),
)

export const Route = createFileRoute('/{-$locale}/ai-content-manager')({
  // Its interactive parts are islands: the hero's prompt, the two dialogs, the toast region and the Recent Content
  // View dialog (src/islands).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: it readies the hero mock-up, which only this page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateExampleSearch,
  loader: toolPageLoader('ai-content-manager', HERO_MOCK.ready, SHOTS.ready),
  head: pageHeadFor('tools.ai-content-manager'),
  component: () => (
    <ToolPage
      Mock={HERO_MOCK.DeferredSection}
      Shots={SHOTS.DeferredSection}
      content={AI_CONTENT_MANAGER}
      sections={{ preview: ContentPreview }}
    />
  ),
})
