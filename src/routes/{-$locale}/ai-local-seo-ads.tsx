import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PlaceholderPage } from '../../pages/placeholder/PlaceholderPage'

export const Route = createFileRoute('/{-$locale}/ai-local-seo-ads')({
  loader: loadPage('tools.ai-local-seo-ads'),
  head: pageHeadFor('tools.ai-local-seo-ads'),
  component: () => <PlaceholderPage ns="tools.ai-local-seo-ads" />,
})
