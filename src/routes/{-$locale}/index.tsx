import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { HomePage } from '../../pages/home/HomePage'

export const Route = createFileRoute('/{-$locale}/')({
  loader: loadPage('home', ['tool-cards', 'claims']),
  head: pageHeadFor('home'),
  component: HomePage,
})
