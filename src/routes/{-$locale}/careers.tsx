import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { CareersPage } from '../../pages/careers/CareersPage'

export const Route = createFileRoute('/{-$locale}/careers')({
  loader: loadPage('careers'),
  head: pageHeadFor('careers'),
  component: CareersPage,
})
