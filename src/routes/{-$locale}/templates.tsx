import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/templates')({
  loader: loadPage('templates'),
  head: pageHeadFor('templates'),
  component: () => <PlaceholderPage ns="templates" />,
})
