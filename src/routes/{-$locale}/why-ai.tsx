import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { WhyAiPage } from '../../pages/why-ai/WhyAiPage'

export const Route = createFileRoute('/{-$locale}/why-ai')({
  loader: loadPage('why-ai'),
  head: pageHeadFor('why-ai'),
  component: WhyAiPage,
})
