import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/contract-analyzer')({
  loader: loadPage('tools.contract-analyzer'),
  head: pageHeadFor('tools.contract-analyzer'),
  component: () => <PlaceholderPage ns="tools.contract-analyzer" />,
})
