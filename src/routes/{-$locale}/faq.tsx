import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { FaqPage } from '../../pages/faq/FaqPage'

export const Route = createFileRoute('/{-$locale}/faq')({
  loader: loadPage('faq', ['claims']),
  head: pageHeadFor('faq'),
  component: FaqPage,
})
