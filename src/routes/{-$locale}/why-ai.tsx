import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { WhyAiPage } from '../../pages/why-ai/WhyAiPage'
import { DEMO_TOUR_NS } from '../../components/demo/tour-namespace'

export const Route = createFileRoute('/{-$locale}/why-ai')({
  // Its interactive part is an island: the Watch demo tour's keys (the video player once one is configured).
  staticData: { clientScript: 'islands' },
  loader: loadPage('why-ai', [DEMO_TOUR_NS]),
  head: pageHeadFor('why-ai'),
  component: WhyAiPage,
})
