import { deferredSection } from '../../components/deferred-section'

export const ABOUT_HERO_ART_ID = 'about-hero-art'

/**
 * The hero's product fragment is decoration: its HTML is pre-rendered, and its code and sample data (the
 * worked pricing example and what computes it) load after first paint, not with the page.
 */
export const ABOUT_HERO_ART = deferredSection(ABOUT_HERO_ART_ID, 'src/pages/about-us/AboutHeroArt.tsx', () =>
  import('./AboutHeroArt').then((m) => m.AboutHeroArt),
)
