import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '../../components/tool-page/ToolPage'
import { validateExampleSearch } from '../../components/tool-page/example-search'
import { RfpReaderMock } from '../../components/tool-page/mock/RfpReaderMock'
import { RFP_READER } from '../../content/tools/rfp-reader'
import { loadPage, pageHeadFor } from '../../i18n/page-route'

export const Route = createFileRoute('/{-$locale}/rfp-reader')({
  validateSearch: validateExampleSearch,
  loader: loadPage('tools.rfp-reader'),
  head: pageHeadFor('tools.rfp-reader'),
  component: () => <ToolPage content={RFP_READER} Mock={RfpReaderMock} />,
})
