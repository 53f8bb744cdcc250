/**
 * The launch check: every piece of sample content the site ships with, in one place a site owner reads before
 * going live. Each entry says what the sample is and where to replace it; it counts as replaced once its
 * content module says so (a `…_IS_SAMPLE` / `…_ARE_SAMPLE` flag set to false), the data itself shows it (a
 * partner with a real website), or the build's settings give the real thing (the form key, the videos).
 * `npm run check:launch` lists what is still a sample and fails while anything is; `npm run build` prints the
 * same list as a warning. Developer-facing text: English only, never shown on the site.
 */
import { CAREERS_CLAIMS, JOB_OPENINGS, ROLE_TERMS } from './careers'
import {
  COMPANY_COUNT,
  COMPANY_COUNT_IS_SAMPLE,
  formatAddress,
  LEGAL_ENTITY,
  PAY_RANGES_ARE_SAMPLE,
  SAMGOV_REFRESH,
  SECURITY_PRACTICES,
  SPANISH_SUPPORT,
  SUPPORT_RESPONSE,
  TEMPLATE_LIBRARY_IS_SAMPLE,
} from './company'
import {
  AI_PROVIDER_TERMS,
  DATA_EXPORT_WINDOW,
  DATA_RETENTION,
  INCIDENT_NOTICE,
  LEGAL_UPDATED,
  PROCESSORS,
  SOC2_AUDIT,
} from './legal-settings'
import { TESTIMONIALS, TESTIMONIALS_ARE_SAMPLE } from './home'
import { PARTNER_PROGRAM, PARTNERS } from './partners'
import { WHY_AI_METRICS, WHY_AI_METRICS_ARE_SAMPLE } from './why-ai'
import { SOCIAL_LINKS } from './navigation'
import { TEMPLATE_CATEGORIES } from './templates'

type SecurityPractice = keyof typeof SECURITY_PRACTICES.practices

/** What proves each security practice before the pages may promise it without a sample mark. */
const SECURITY_EVIDENCE: Record<SecurityPractice, string> = {
  encryption:
    'in transit: TLS on the app, the API and every file upload; at rest: database, file storage and backups encrypted (the cloud settings or a security review)',
  isolation:
    "every record and file scoped to one company's workspace (the data model and a test or review showing one company cannot read another's)",
  roleAccess: 'roles in the app that limit who sees which documents and prices (the permission model, as shipped)',
  oneClickDelete:
    "a single action in the account that deletes the company's data (and backups purged within the privacy policy's backup period)",
  retentionControl: 'a setting in the account where the customer chooses how long data is kept',
  noTraining: 'the AI provider contract excludes training on API data, and no model of our own is trained on customer data',
  neverSold: 'no agreement that sells or licenses customer data (matches the privacy policy)',
}

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

/** The legal documents' own settings (src/content/legal-settings.ts) while samples: date, providers, periods, AI terms. */
function legalSettingSamples(): LaunchSample[] {
  const samples: LaunchSample[] = []
  if (LEGAL_UPDATED.isSample) {
    samples.push({
      id: 'legal-date',
      what: `The legal documents' "last updated" date (${LEGAL_UPDATED.year}-${String(LEGAL_UPDATED.month).padStart(2, '0')}-${String(LEGAL_UPDATED.day).padStart(2, '0')}): set the day they are published`,
      replace:
        'LEGAL_UPDATED in src/content/legal-settings.ts, then LEGAL_UPDATED_IS_SAMPLE = false in src/content/company.ts and npm run legal:docs',
    })
  }
  if (PROCESSORS.isSample) {
    samples.push({
      id: 'processors',
      what: `The privacy policy's list of service providers (${PROCESSORS.list.map((p) => `${p.role}: ${p.name}`).join('; ')}): confirm each against a signed contract`,
      replace:
        'PROCESSORS in src/content/legal-settings.ts (and locales/<lng>/privacy-policy.json processors.* for a new role), then npm run legal:docs',
    })
  }
  if (AI_PROVIDER_TERMS.isSample) {
    samples.push({
      id: 'ai-provider-terms',
      what: `The privacy policy's AI section says the AI model provider ${AI_PROVIDER_TERMS.zeroRetention ? 'keeps nothing (a zero-data-retention agreement is signed)' : `may keep requests for up to ${AI_PROVIDER_TERMS.retentionDays} days for abuse monitoring (its standard API terms; no zero-data-retention agreement)`}: confirm against the contract signed`,
      replace:
        'AI_PROVIDER_TERMS (zeroRetention, retentionDays) in src/content/legal-settings.ts, then AI_PROVIDER_TERMS_IS_SAMPLE = false in src/content/company.ts and npm run legal:docs',
    })
  }
  if (DATA_RETENTION.isSample) {
    const r = DATA_RETENTION
    samples.push({
      id: 'data-retention',
      what: `The privacy policy's retention periods: account data ${r.accountDays} days after closing, backups ${r.backupDays} days, ebook requests ${r.ebookMonths} months, support email ${r.supportMonths} months, billing records ${r.billingYears} years, logs ${r.logDays} days: set the periods the systems actually apply`,
      replace:
        'DATA_RETENTION in src/content/legal-settings.ts, then DATA_RETENTION_IS_SAMPLE = false in src/content/company.ts and npm run legal:docs',
    })
  }
  if (INCIDENT_NOTICE.isSample) {
    samples.push({
      id: 'incident-notice',
      what: `The terms' security-incident promise: customers notified within ${INCIDENT_NOTICE.hours} hours of confirming an incident: set what the incident response plan meets`,
      replace:
        'INCIDENT_NOTICE (hours) in src/content/legal-settings.ts, then INCIDENT_NOTICE_IS_SAMPLE = false in src/content/company.ts and npm run legal:docs',
    })
  }
  if (DATA_EXPORT_WINDOW.isSample) {
    samples.push({
      id: 'export-window',
      what: `The export window after a subscription ends or an account closes (${DATA_EXPORT_WINDOW.days} days; terms, termination, and privacy policy, retention), after which customer content is deleted`,
      replace:
        'DATA_EXPORT_WINDOW (days) in src/content/legal-settings.ts, then DATA_EXPORT_WINDOW_IS_SAMPLE = false in src/content/company.ts and npm run legal:docs',
    })
  }
  return samples
}

/** The security practices, the SAM.gov refresh interval, support in Spanish and the social profiles, while samples. */
function productClaimSamples(): LaunchSample[] {
  const samples: LaunchSample[] = []
  if (SECURITY_PRACTICES.isSample) {
    const inPlace = (Object.keys(SECURITY_EVIDENCE) as SecurityPractice[]).filter((p) => SECURITY_PRACTICES.practices[p])
    samples.push({
      id: 'security-practices',
      what: `The security practices the pages promise (home, about us, FAQ, pricing, help center, why AI, the ad page, AI Chat Assistant, Contract Writer, Contract Analyzer), each with the evidence it needs: ${inPlace.map((p) => `${p}: ${SECURITY_EVIDENCE[p]}`).join('; ')}`,
      replace:
        'SECURITY_PRACTICES in src/content/company.ts (a practice not in place: false, then reword every text tests/unit/claim-settings.test.ts names), then isSample: false',
    })
  }
  if (SAMGOV_REFRESH.isSample) {
    samples.push({
      id: 'samgov-refresh',
      what: `Leads & Contracts: "SAM.gov opportunities refreshed every ${SAMGOV_REFRESH.hours} hours" (feature card, integrations, FAQ; the example outputs say the same): confirm the schedule the feed runs on`,
      replace:
        'SAMGOV_REFRESH (hours, isSample) in src/content/company.ts; the examples locales/<lng>/examples/leads-contracts/janitorial-rfp-search.md and rfp-reader/samgov-discovery.md state the hours in words',
    })
  }
  if (SPANISH_SUPPORT.isSample) {
    samples.push({
      id: 'spanish-support',
      what: `Support in Spanish (about us: "every tool does too: … and support"; the Spanish site's help center, FAQ and pricing contact lines): ${SPANISH_SUPPORT.available ? 'someone on the support team answers email in Spanish' : 'no Spanish-speaking support'}: confirm it is staffed`,
      replace:
        'SPANISH_SUPPORT (available, isSample) in src/content/company.ts; without it, reword locales/<lng>/about-us.json values.items.bilingual.body',
    })
  }
  if (TEMPLATE_LIBRARY_IS_SAMPLE) {
    const total = TEMPLATE_CATEGORIES.reduce((sum, category) => sum + category.count, 0)
    samples.push({
      id: 'template-library',
      what: `The templates page's library: ${total} templates in ${TEMPLATE_CATEGORIES.length} categories (${TEMPLATE_CATEGORIES.map((c) => `${c.id} ${c.count}`).join(', ')}): confirm each count against the library the app ships`,
      replace: 'TEMPLATE_CATEGORIES counts in src/content/templates.ts, then TEMPLATE_LIBRARY_IS_SAMPLE = false in src/content/company.ts',
    })
  }
  for (const profile of SOCIAL_LINKS.filter((link) => link.isSample)) {
    samples.push({
      id: `social:${profile.id}`,
      what: `The footer's ${profile.id} profile (${profile.href}, also the Organization's sameAs) is not confirmed as a profile the company runs`,
      replace: `config.social.${profile.id} in src/lib/config.ts, then SOCIAL_PROFILE_IS_SAMPLE.${profile.id} = false`,
    })
  }
  return samples
}

/** Every sample still in place, in the order a site owner would replace them. */
export function launchSamples(settings: LaunchSettings): LaunchSample[] {
  const samples: LaunchSample[] = []
  if (TESTIMONIALS_ARE_SAMPLE) {
    samples.push({
      id: 'testimonials',
      what: `${TESTIMONIALS.length} placeholder testimonials (home page "proof" section and the ad landing page): invented names, companies and cities`,
      replace:
        'locales/<lng>/home.json proof.* (quote, name, title, company, city, metric) and TESTIMONIALS in src/content/home.ts (optional photo), then TESTIMONIALS_ARE_SAMPLE = false in src/content/company.ts',
    })
  }
  for (const partner of PARTNERS.filter((p) => isReserved(p.website))) {
    samples.push({
      id: `partner:${partner.id}`,
      what: `Sample partner listing "${partner.id}" at ${partner.website}`,
      replace: 'src/content/partners.ts (PARTNERS: id, category, website) and locales/<lng>/partners.json list.*',
    })
  }
  if (PARTNER_PROGRAM.isSample) {
    samples.push({
      id: 'partner-program',
      what: `The partners page's disclosure (FTC endorsement guides): ${PARTNER_PROGRAM.listingFee ? 'partners pay to be listed' : 'no partner pays to be listed'}; ${PARTNER_PROGRAM.referralFee ? 'we may earn a referral fee' : 'we earn no referral fee'}. Confirm both against the partner agreements signed`,
      replace:
        'PARTNER_PROGRAM (listingFee, referralFee) in src/content/partners.ts, then PARTNER_PROGRAM_IS_SAMPLE = false in src/content/company.ts',
    })
  }
  if (WHY_AI_METRICS_ARE_SAMPLE) {
    samples.push({
      id: 'survey',
      what: `Why AI's ${WHY_AI_METRICS.length} survey medians (${WHY_AI_METRICS.map((m) => `${Math.round(m.value * 100)}%`).join(', ')}) with no survey behind them`,
      replace:
        'WHY_AI_METRICS in src/content/why-ai.ts, locales/<lng>/why-ai.json metrics.*, then WHY_AI_METRICS_ARE_SAMPLE = false in src/content/company.ts',
    })
  }
  if (COMPANY_COUNT_IS_SAMPLE) {
    samples.push({
      id: 'company-count',
      what: `The "${COMPANY_COUNT}+ cleaning companies" claim (home, about us, features, partners, careers, the ad page, meta descriptions)`,
      replace: 'COMPANY_COUNT and COMPANY_COUNT_IS_SAMPLE in src/content/company.ts',
    })
  }
  if (SOC2_AUDIT.isSample) {
    samples.push({
      id: 'soc2-audit',
      what: `The SOC 2 Type II audit claim ("audited by an independent auditor": home, about us, FAQ, tool pages, privacy policy) names a sample auditor (${SOC2_AUDIT.auditor}) and period (${SOC2_AUDIT.periodStart} to ${SOC2_AUDIT.periodEnd}); keep the claim only with a report you can show`,
      replace:
        'SOC2_AUDIT (auditor, periodStart, periodEnd, isSample) in src/content/company.ts; without a report, remove claims.json trust.soc2* and every sentence that repeats it',
    })
  }
  if (SUPPORT_RESPONSE.isSample) {
    samples.push({
      id: 'support-response',
      what: `The support promise "we answer every email within ${SUPPORT_RESPONSE.hours} hours" (help center, FAQ, pricing, both legal documents)`,
      replace:
        'SUPPORT_RESPONSE (hours, isSample) in src/content/company.ts; the help center, FAQ and pricing texts in locales/<lng>/*.json',
    })
  }
  if (LEGAL_ENTITY.isSample) {
    samples.push({
      id: 'legal-entity',
      what: `The contracting entity and its postal address: "${LEGAL_ENTITY.name}, a ${LEGAL_ENTITY.state} ${LEGAL_ENTITY.kind}, ${formatAddress(LEGAL_ENTITY.address)}" (terms, privacy policy, governing law and venue, footer, ebook form: CAN-SPAM)`,
      replace: 'LEGAL_ENTITY in src/content/company.ts, then npm run legal:docs',
    })
  }
  samples.push(...legalSettingSamples())
  if (PAY_RANGES_ARE_SAMPLE) {
    samples.push({
      id: 'pay-ranges',
      what: `Careers: the base pay ranges of the ${JOB_OPENINGS.length} open roles (${JOB_OPENINGS.map((j) => `${j.id} ${j.pay.min}-${j.pay.max}/${j.pay.per}`).join(', ')})`,
      replace: 'JOB_OPENINGS pay in src/content/careers.ts, then PAY_RANGES_ARE_SAMPLE = false in src/content/company.ts',
    })
  }
  if (ROLE_TERMS.isSample) {
    samples.push({
      id: 'role-terms',
      what: `Careers: each role's application close date, benefits and commission plan (${JOB_OPENINGS.map(
        (j) =>
          `${j.id} closes ${j.closes}${j.commission ? `, commission ${j.commission.ratePercent}% with on-target earnings ${j.commission.ote.min}-${j.commission.ote.max}/year` : ''}`,
      ).join('; ')}; benefits: ${Object.entries(ROLE_TERMS.benefits)
        .map(([type, list]) => `${type} ${list.join(', ')}`)
        .join('; ')})`,
      replace:
        'JOB_OPENINGS closes and commission and ROLE_TERMS benefits in src/content/careers.ts (locales/<lng>/careers.json benefits.* for a new benefit, roles.accountExecutive.commission for the plan), then ROLE_TERMS_ARE_SAMPLE = false in src/content/company.ts',
    })
  }
  if (CAREERS_CLAIMS.isSample) {
    samples.push({
      id: 'careers-claims',
      what: `Careers: the hubs (${CAREERS_CLAIMS.hubs.map((h) => `${h.city}, ${h.state}`).join('; ')}) the perks, the pay note and the hybrid roles name, and "we reply to every application within ${CAREERS_CLAIMS.replyDays} days"`,
      replace:
        'CAREERS_CLAIMS (hubs, replyDays) in src/content/careers.ts, then CAREERS_CLAIMS_ARE_SAMPLE = false in src/content/company.ts',
    })
  }
  samples.push(...productClaimSamples())
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

/**
 * The release gate: a build for deployment (`LAUNCH_STRICT=1`, which `npm run deploy` sets) must have no sample
 * left. Throws with the launch check's list, so the build stops before anything is written for the host.
 */
export function assertLaunchReady(samples: readonly LaunchSample[], strict: boolean): void {
  if (!strict || samples.length === 0) return
  throw new Error(
    `A deployment build cannot ship sample content (LAUNCH_STRICT=1).\n${formatLaunchSamples(samples)}\n` +
      'Replace each one (npm run check:launch lists them), or build without LAUNCH_STRICT for a preview.',
  )
}
