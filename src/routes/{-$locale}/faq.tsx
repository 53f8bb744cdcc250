import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { FaqPage } from '../../pages/faq/FaqPage'

export const Route = createFileRoute('/{-$locale}/faq')({
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { clientScript: false },
  loader: loadPage('faq', ['claims']),
  head: pageHeadFor('faq'),
  component: FaqPage,
})
