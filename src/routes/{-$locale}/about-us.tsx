import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/about-us')({
  loader: loadPage('about-us'),
  head: pageHeadFor('about-us'),
  component: () => <PlaceholderPage ns="about-us" />,
})
