import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { AVAILABLE_CONTRACTS } from '../../components/tools/leads-contracts/board-section'
import { LEADS_CONTRACTS } from '../../content/tools/leads-contracts'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

const SECTIONS = { 'available-contracts': AVAILABLE_CONTRACTS.DeferredSection }
const loadStrings = loadPage('tools.leads-contracts')

export const Route = createFileRoute('/{-$locale}/leads-contracts')({
  validateSearch: validateExampleSearch,
  loader: async (args) => {
    // Imported, not referenced: the loader is part of the route tree every page loads.
    const [data, board] = await Promise.all([loadStrings(args), import('../../components/tools/leads-contracts/board-section')])
    await board.AVAILABLE_CONTRACTS.ready()
    return data
  },
  head: pageHeadFor('tools.leads-contracts'),
  component: () => <ToolPage content={LEADS_CONTRACTS} sections={SECTIONS} />,
})
