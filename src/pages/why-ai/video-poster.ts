import { deferredSection } from '../../components/deferred-section'

export const VIDEO_POSTER_ID = 'why-ai-poster'

/**
 * The video poster's drawing (the product's dashboard from the worked example) is decoration: its HTML is
 * pre-rendered, and its code and sample data load after first paint, not with the page.
 */
export const VIDEO_POSTER = deferredSection(VIDEO_POSTER_ID, 'src/pages/why-ai/VideoPoster.tsx', () =>
  import('./VideoPoster').then((m) => m.VideoPoster),
)
