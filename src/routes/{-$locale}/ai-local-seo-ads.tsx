import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AiLocalSeoAdsMock } from '../../components/tool-page/mock/AiLocalSeoAdsMock'
import { AI_LOCAL_SEO_ADS } from '../../content/tools/ai-local-seo-ads'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

export const Route = createFileRoute('/{-$locale}/ai-local-seo-ads')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.ai-local-seo-ads'),
  head: pageHeadFor('tools.ai-local-seo-ads'),
  component: () => <ToolPage content={AI_LOCAL_SEO_ADS} Mock={AiLocalSeoAdsMock} />,
})
