import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { LeadsContractsMock } from '../../components/tool-page/mock/LeadsContractsMock'
import { AVAILABLE_CONTRACTS } from '../../components/tools/leads-contracts/board-section'
import { LEADS_CONTRACTS } from '../../content/tools/leads-contracts'
import type { Locale } from '../../i18n/locales'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

const SECTIONS = { 'available-contracts': AVAILABLE_CONTRACTS.DeferredSection }
// Imported, not referenced: the loader is part of the route tree every page loads.
const readyBoard = (locale: Locale) =>
  import('../../components/tools/leads-contracts/board-section').then((m) => m.AVAILABLE_CONTRACTS.ready(locale))

export const Route = createFileRoute('/{-$locale}/leads-contracts')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.leads-contracts', [], readyBoard),
  head: pageHeadFor('tools.leads-contracts'),
  component: () => <ToolPage content={LEADS_CONTRACTS} Mock={LeadsContractsMock} sections={SECTIONS} />,
})
