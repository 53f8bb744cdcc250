import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/contract-writer')({
  loader: loadPage('tools.contract-writer'),
  head: pageHeadFor('tools.contract-writer'),
  component: () => <PlaceholderPage ns="tools.contract-writer" />,
})
