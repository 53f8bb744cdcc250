import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/facebook-landing')({
  loader: loadPage('facebook-landing'),
  head: pageHeadFor('facebook-landing'),
  component: () => <PlaceholderPage ns="facebook-landing" />,
})
