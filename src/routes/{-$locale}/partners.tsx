import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PartnersPage } from '../../pages/partners/PartnersPage'

export const Route = createFileRoute('/{-$locale}/partners')({
  loader: loadPage('partners'),
  head: pageHeadFor('partners'),
  component: PartnersPage,
})
