import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/help-center')({
  loader: loadPage('help-center'),
  head: pageHeadFor('help-center'),
  component: () => <PlaceholderPage ns="help-center" />,
})
