import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/leads-contracts')({
  loader: loadPage('tools.leads-contracts'),
  head: pageHeadFor('tools.leads-contracts'),
  component: () => <PlaceholderPage ns="tools.leads-contracts" />,
})
