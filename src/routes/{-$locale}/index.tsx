import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { HomePage } from '../../pages/home/HomePage'
import { DEMO_TOUR_NS } from '../../components/demo/tour-namespace'

export const Route = createFileRoute('/{-$locale}/')({
  // Its interactive parts are islands: the hero window, the glow, the product filter, the Watch demo tour's keys (src/islands).
  staticData: { clientScript: 'islands' },
  loader: loadPage('home', ['tool-cards', 'claims', DEMO_TOUR_NS]),
  head: pageHeadFor('home'),
  component: HomePage,
})
