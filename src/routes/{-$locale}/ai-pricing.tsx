import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AiPricingMock } from '../../components/tool-page/mock/AiPricingMock'
import { AI_PRICING } from '../../content/tools/ai-pricing'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

export const Route = createFileRoute('/{-$locale}/ai-pricing')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.ai-pricing'),
  head: pageHeadFor('tools.ai-pricing'),
  component: () => <ToolPage content={AI_PRICING} Mock={AiPricingMock} />,
})
