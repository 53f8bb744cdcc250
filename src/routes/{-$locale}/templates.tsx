import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { TemplatesPage } from '../../pages/templates/TemplatesPage'
import { TEMPLATES_HERO_ART } from '../../pages/templates/hero-art'

export const Route = createFileRoute('/{-$locale}/templates')({
  // The page works from its HTML alone (issue 30): no JavaScript is loaded on arrival.
  staticData: { clientScript: false },
  // The loader shares the component's chunk, where the hero's deferred drawing is.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadPage('templates', [], TEMPLATES_HERO_ART.ready),
  head: pageHeadFor('templates'),
  component: TemplatesPage,
})
