import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { WhyAiPage } from '../../pages/why-ai/WhyAiPage'

export const Route = createFileRoute('/{-$locale}/why-ai')({
  // Its interactive part is an island: the Watch demo dialog the poster opens (the video player once one is configured).
  staticData: { clientScript: 'islands' },
  loader: loadPage('why-ai'),
  head: pageHeadFor('why-ai'),
  component: WhyAiPage,
})
