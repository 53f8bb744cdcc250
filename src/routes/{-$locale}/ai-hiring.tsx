import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AiHiringMock } from '../../components/tool-page/mock/AiHiringMock'
import { AI_HIRING } from '../../content/tools/ai-hiring'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

export const Route = createFileRoute('/{-$locale}/ai-hiring')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.ai-hiring'),
  head: pageHeadFor('tools.ai-hiring'),
  component: () => <ToolPage content={AI_HIRING} Mock={AiHiringMock} />,
})
