import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/faq')({
  loader: loadPage('faq'),
  head: pageHeadFor('faq'),
  component: () => <PlaceholderPage ns="faq" />,
})
