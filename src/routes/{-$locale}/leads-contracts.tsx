import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AvailableContracts } from '../../components/tools/leads-contracts/AvailableContracts'
import { LEADS_CONTRACTS } from '../../content/tools/leads-contracts'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

const SECTIONS = { 'available-contracts': AvailableContracts }

export const Route = createFileRoute('/{-$locale}/leads-contracts')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.leads-contracts'),
  head: pageHeadFor('tools.leads-contracts'),
  component: () => <ToolPage content={LEADS_CONTRACTS} sections={SECTIONS} />,
})
