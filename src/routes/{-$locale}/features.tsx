import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { FeaturesPage } from '../../pages/features/FeaturesPage'

export const Route = createFileRoute('/{-$locale}/features')({
  loader: loadPage('features', ['tool-cards']),
  head: pageHeadFor('features'),
  component: FeaturesPage,
})
