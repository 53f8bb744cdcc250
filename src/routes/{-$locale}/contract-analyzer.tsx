import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { ContractAnalyzerMock } from '../../components/tool-page/mock/ContractAnalyzerMock'
import { CONTRACT_ANALYZER } from '../../content/tools/contract-analyzer'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

export const Route = createFileRoute('/{-$locale}/contract-analyzer')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.contract-analyzer'),
  head: pageHeadFor('tools.contract-analyzer'),
  component: () => <ToolPage content={CONTRACT_ANALYZER} Mock={ContractAnalyzerMock} />,
})
