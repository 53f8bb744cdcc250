import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { HomePage } from '../../pages/home/HomePage'

export const Route = createFileRoute('/{-$locale}/')({
  // Its interactive parts are islands: the hero window, the glow, the product filter, the Watch demo dialog (src/islands).
  staticData: { clientScript: 'islands' },
  loader: loadPage('home', ['tool-cards', 'claims']),
  head: pageHeadFor('home'),
  component: HomePage,
})
