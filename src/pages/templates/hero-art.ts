import { deferredSection } from '../../components/deferred-section'

export const TEMPLATES_HERO_ART_ID = 'templates-hero-art'

/**
 * The hero's product fragment is decoration: its HTML is pre-rendered, and its code and sample data (the
 * worked pricing example and what computes it) load after first paint, not with the page.
 */
export const TEMPLATES_HERO_ART = deferredSection(TEMPLATES_HERO_ART_ID, 'src/pages/templates/TemplatesHeroArt.tsx', () =>
  import('./TemplatesHeroArt').then((m) => m.TemplatesHeroArt),
)
