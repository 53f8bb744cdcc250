import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AiContentManagerMock } from '../../components/tool-page/mock/AiContentManagerMock'
import { ContentPreview } from '../../components/tools/ai-content-manager/ContentPreview'
import { AI_CONTENT_MANAGER } from '../../content/tools/ai-content-manager'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

export const Route = createFileRoute('/{-$locale}/ai-content-manager')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.ai-content-manager'),
  head: pageHeadFor('tools.ai-content-manager'),
  component: () => <ToolPage content={AI_CONTENT_MANAGER} Mock={AiContentManagerMock} sections={{ preview: ContentPreview }} />,
})
