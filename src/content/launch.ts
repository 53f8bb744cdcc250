/**
 * The launch check: every piece of sample content the site ships with, in one place a site owner reads before
 * going live. Each entry says what the sample is and where to replace it; it counts as replaced once its
 * content module says so (a `…_IS_SAMPLE` / `…_ARE_SAMPLE` flag set to false), the data itself shows it (a
 * partner with a real website), or the build's settings give the real thing (the form key, the videos).
 * `npm run check:launch` lists what is still a sample and fails while anything is; `npm run build` prints the
 * same list as a warning. Developer-facing text: English only, never shown on the site.
 */
import { COMPANY_COUNT, COMPANY_COUNT_IS_SAMPLE } from './company'
import { TESTIMONIALS, TESTIMONIALS_ARE_SAMPLE } from './home'
import { PARTNERS } from './partners'
import { WHY_AI_METRICS, WHY_AI_METRICS_ARE_SAMPLE } from './why-ai'

/** What the build was given: the same settings src/lib/config.ts reads. */
export interface LaunchSettings {
  /** VITE_FORM_ACCESS_KEY (empty: the forms post to the local inbox). */
  formAccessKey: string
  /** VITE_VIDEO_URL, or the placeholder address config.ts falls back to. */
  videoUrl: string
  placeholderVideoUrl: string
  /** VITE_DEMO_VIDEO_URL (empty: the Watch demo dialog says the video is coming soon). */
  demoVideoUrl: string
}

export interface LaunchSample {
  id: string
  what: string
  /** Where to replace it: files, keys or settings. */
  replace: string
}

/** A reserved name (RFC 2606): `.example` addresses are the sample partners' stand-ins. */
const isReserved = (url: string) => /\.example$/i.test(new URL(url).hostname)

/** Every sample still in place, in the order a site owner would replace them. */
export function launchSamples(settings: LaunchSettings): LaunchSample[] {
  const samples: LaunchSample[] = []
  if (TESTIMONIALS_ARE_SAMPLE) {
    samples.push({
      id: 'testimonials',
      what: `${TESTIMONIALS.length} placeholder testimonials (home page "proof" section and the ad landing page): invented names, companies and cities`,
      replace: 'locales/<lng>/home.json proof.*, then TESTIMONIALS_ARE_SAMPLE = false in src/content/home.ts',
    })
  }
  for (const partner of PARTNERS.filter((p) => isReserved(p.website))) {
    samples.push({
      id: `partner:${partner.id}`,
      what: `Sample partner listing "${partner.id}" at ${partner.website}`,
      replace: 'src/content/partners.ts (PARTNERS: id, category, website) and locales/<lng>/partners.json list.*',
    })
  }
  if (WHY_AI_METRICS_ARE_SAMPLE) {
    samples.push({
      id: 'survey',
      what: `Why AI's ${WHY_AI_METRICS.length} survey medians (${WHY_AI_METRICS.map((m) => `${Math.round(m.value * 100)}%`).join(', ')}) with no survey behind them`,
      replace: 'WHY_AI_METRICS and WHY_AI_METRICS_ARE_SAMPLE in src/content/why-ai.ts, locales/<lng>/why-ai.json metrics.*',
    })
  }
  if (COMPANY_COUNT_IS_SAMPLE) {
    samples.push({
      id: 'company-count',
      what: `The "${COMPANY_COUNT}+ cleaning companies" claim (home, about us, partners, the ad page)`,
      replace: 'COMPANY_COUNT and COMPANY_COUNT_IS_SAMPLE in src/content/company.ts',
    })
  }
  if (settings.demoVideoUrl === '') {
    samples.push({
      id: 'demo-video',
      what: 'No demo video: every Watch demo dialog says the video is coming soon',
      replace: 'VITE_DEMO_VIDEO_URL (an embeddable video address; see .env.example)',
    })
  }
  if (settings.videoUrl === settings.placeholderVideoUrl) {
    samples.push({
      id: 'why-ai-video',
      what: `Why AI's video points at a placeholder address (${settings.placeholderVideoUrl})`,
      replace: 'VITE_VIDEO_URL (see .env.example)',
    })
  }
  if (settings.formAccessKey === '') {
    samples.push({
      id: 'form-key',
      what: 'No form service key: the ebook forms post to the local inbox that only `npm start` serves',
      replace: 'VITE_FORM_ACCESS_KEY (Web3Forms; see .env.example and the README)',
    })
  }
  return samples
}

/** The list as the check and the build print it. */
export function formatLaunchSamples(samples: readonly LaunchSample[]): string {
  if (samples.length === 0) return 'Launch check: no sample content left.'
  const lines = samples.map((s) => `  - ${s.what}\n      replace: ${s.replace}`)
  return `Launch check: ${samples.length} sample(s) still in place:\n${lines.join('\n')}`
}
