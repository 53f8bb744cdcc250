import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { FacebookLandingPage } from '../../pages/facebook-landing/FacebookLandingPage'

export const Route = createFileRoute('/{-$locale}/facebook-landing')({
  // tool-cards: the tool cards' words; home: the two testimonials (shared with the home page).
  loader: loadPage('facebook-landing', ['tool-cards', 'home']),
  head: pageHeadFor('facebook-landing'),
  // An ad landing page: no site menus or footer columns, only Sign Up (see components/layout/chrome.ts).
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { chrome: 'minimal', clientScript: false },
  component: FacebookLandingPage,
})
