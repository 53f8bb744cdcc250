import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { HelpCenterPage } from '../../pages/help-center/HelpCenterPage'

export const Route = createFileRoute('/{-$locale}/help-center')({
  // Its interactive parts are islands (src/islands): the search field, and the tabs that show its answers.
  staticData: { clientScript: 'islands' },
  loader: loadPage('help-center', ['claims']),
  head: pageHeadFor('help-center'),
  component: HelpCenterPage,
})
