import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { AboutUsPage } from '../../pages/about-us/AboutUsPage'

export const Route = createFileRoute('/{-$locale}/about-us')({
  loader: loadPage('about-us'),
  head: pageHeadFor('about-us'),
  component: AboutUsPage,
})
