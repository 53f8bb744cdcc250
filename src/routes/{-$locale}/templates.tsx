import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { TemplatesPage } from '../../pages/templates/TemplatesPage'

export const Route = createFileRoute('/{-$locale}/templates')({
  loader: loadPage('templates'),
  head: pageHeadFor('templates'),
  component: TemplatesPage,
})
