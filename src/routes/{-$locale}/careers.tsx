import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { CareersPage } from '../../pages/careers/CareersPage'

export const Route = createFileRoute('/{-$locale}/careers')({
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { clientScript: false },
  loader: loadPage('careers'),
  head: pageHeadFor('careers'),
  component: CareersPage,
})
