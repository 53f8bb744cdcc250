import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/rfp-reader')({
  loader: loadPage('tools.rfp-reader'),
  head: pageHeadFor('tools.rfp-reader'),
  component: () => <PlaceholderPage ns="tools.rfp-reader" />,
})
