import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { AboutUsPage } from '../../pages/about-us/AboutUsPage'
import { ABOUT_HERO_ART } from '../../pages/about-us/hero-art'

export const Route = createFileRoute('/{-$locale}/about-us')({
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { clientScript: false },
  // The loader shares the component's chunk, where the hero's deferred drawing is.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadPage('about-us', [], ABOUT_HERO_ART.ready),
  head: pageHeadFor('about-us'),
  component: AboutUsPage,
})
