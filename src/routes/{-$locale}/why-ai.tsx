import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { WhyAiPage } from '../../pages/why-ai/WhyAiPage'
import { VIDEO_POSTER } from '../../pages/why-ai/video-poster'

export const Route = createFileRoute('/{-$locale}/why-ai')({
  // The loader shares the component's chunk, where the video poster's deferred drawing is.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadPage('why-ai', [], VIDEO_POSTER.ready),
  head: pageHeadFor('why-ai'),
  component: WhyAiPage,
})
