import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { HomePage } from '../../pages/home/HomePage'
import { DEMO_TOUR_NS } from '../../components/demo/tour-namespace'
import { GOAL_TOUR_NAMESPACES, readyGoalTour } from '../../pages/home/GoalTour'

export const Route = createFileRoute('/{-$locale}/')({
  // Its interactive parts are islands: the hero window, the glow, the product filter, the Watch demo tour's keys (src/islands).
  staticData: { clientScript: 'islands' },
  // The goal band's screens draw their tools' feature shots, in those tools' words; the loader shares the component's
  // chunk, so what it readies (those shots) stays out of the route tree every page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadPage('home', ['tool-cards', 'claims', DEMO_TOUR_NS, ...GOAL_TOUR_NAMESPACES], readyGoalTour),
  head: pageHeadFor('home'),
  component: HomePage,
})
