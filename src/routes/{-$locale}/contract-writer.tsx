import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { ContractWriterMock } from '../../components/tool-page/mock/ContractWriterMock'
import { CONTRACT_WRITER } from '../../content/tools/contract-writer'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

export const Route = createFileRoute('/{-$locale}/contract-writer')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.contract-writer'),
  head: pageHeadFor('tools.contract-writer'),
  component: () => <ToolPage content={CONTRACT_WRITER} Mock={ContractWriterMock} />,
})
