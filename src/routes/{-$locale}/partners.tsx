import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { PartnersPage } from '../../pages/partners/PartnersPage'

export const Route = createFileRoute('/{-$locale}/partners')({
  // Its one interactive part is an island: the directory's category filter (src/islands).
  staticData: { clientScript: 'islands' },
  loader: loadPage('partners'),
  head: pageHeadFor('partners'),
  component: PartnersPage,
})
