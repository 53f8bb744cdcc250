/**
 * Privacy policy and terms of service: section ids, catalog keys, the last-updated date and the
 * standalone documents. Words live in locales/<lng>/privacy-policy.json and terms-of-service.json.
 * The printable documents carry the same text: public/privacy.html and public/terms.html in English,
 * public/es/privacy.html and public/es/terms.html in Spanish (npm run legal:docs; tests/unit/legal.test.ts).
 */
import { isInProgress, localizePath, type Locale } from '../i18n/locales'
import { formatAddress, LEGAL_ENTITY, PROCESSORS_ANCHOR, SUPPORT_RESPONSE } from './company'
import {
  AI_PROVIDER_TERMS,
  DATA_EXPORT_WINDOW,
  DATA_RETENTION,
  INCIDENT_NOTICE,
  LEGAL_UPDATED,
  processorList,
  SOC2_AUDIT,
  type ProcessorRole,
} from './legal-settings'
import { config, PLACEHOLDER_VIDEO_URL } from '../lib/config'
import { keysOf } from './keys'
import { PREMIUM_PLAN } from './plans'

/**
 * A paragraph, a rich paragraph (named tags: mailLink, privacyLink, processorsLink; value: {email}), a bulleted
 * list, or the table of service providers (`PROCESSOR_ROWS`, from src/content/legal-settings.ts; its words under
 * `processors.*`).
 */
export type LegalBlock =
  { kind: 'p'; key: string } | { kind: 'rich'; key: string } | { kind: 'list'; keys: readonly string[] } | { kind: 'processors' }

type LegalSection = {
  /** Anchor id, also used by the table of contents. */
  id: string
  titleKey: string
  blocks: readonly LegalBlock[]
}

export type LegalDocument = {
  id: 'privacy' | 'terms'
  titleKey: string
  leadKey: string
  updatedKey: string
  tocLabelKey: string
  introKey: string
  /** The note over the text while any owner setting the document shows is a sample (legal.json `sampleNote`). */
  sampleNoteKey: string
  /** The standalone document in public/ (English; printablePath gives the locale's). */
  standalonePath: '/privacy.html' | '/terms.html'
  standaloneLinkKey: string
  sections: readonly LegalSection[]
}

/** Both documents' last-updated date: the owner's setting (src/content/company.ts). */
const LEGAL_LAST_UPDATED = LEGAL_UPDATED

/**
 * The last-updated date as a local calendar date (not UTC midnight), so it formats as May 21 in
 * every time zone, on the server that pre-renders and in the visitor’s browser alike.
 */
export function legalLastUpdated(): Date {
  return new Date(LEGAL_LAST_UPDATED.year, LEGAL_LAST_UPDATED.month - 1, LEGAL_LAST_UPDATED.day)
}

/** The same date for machines: `<time dateTime>`. */
export const LEGAL_LAST_UPDATED_ISO = [
  String(LEGAL_LAST_UPDATED.year),
  String(LEGAL_LAST_UPDATED.month).padStart(2, '0'),
  String(LEGAL_LAST_UPDATED.day).padStart(2, '0'),
].join('-')

const MATERIAL_CHANGE_NOTICE_DAYS = 30

/**
 * The privacy-request deadlines the policy states: the law's, not the owner's (CCPA regulations: confirm receipt within
 * 10 business days, answer within 45 days; appeals answered within 45 days, the shortest of the state laws').
 */
const PRIVACY_REQUEST = { receiptBusinessDays: 10, answerDays: 45, appealDays: 45 }

/** A paragraph (its name), a rich paragraph, a bulleted list (`items.<item>`), each in its section's catalog group, or the providers' table. */
type LegalBlockSource = string | { rich: string } | { list: readonly string[] } | 'processors-table'

/**
 * A document written as names: its keys follow one layout in its namespace (`hero.title`, `toc.label`,
 * `sections.<name>.title`, `sections.<name>.<paragraph>`, `sections.<name>.items.<item>`).
 */
function legalDocument(
  ns: 'privacy-policy' | 'terms-of-service',
  doc: Pick<LegalDocument, 'id' | 'standalonePath'> & {
    sections: readonly { id: string; name: string; blocks: readonly LegalBlockSource[] }[]
  },
): LegalDocument {
  const key = (path: string) => `${ns}:${path}`
  const block = (group: string, source: LegalBlockSource): LegalBlock => {
    if (source === 'processors-table') return { kind: 'processors' }
    if (typeof source === 'string') return { kind: 'p', key: `${group}.${source}` }
    return 'rich' in source
      ? { kind: 'rich', key: `${group}.${source.rich}` }
      : { kind: 'list', keys: keysOf(`${group}.items`, source.list) }
  }
  return {
    id: doc.id,
    titleKey: key('hero.title'),
    leadKey: key('hero.lead'),
    updatedKey: key('updated'),
    tocLabelKey: key('toc.label'),
    introKey: key('intro'),
    sampleNoteKey: key('sampleNote'),
    standalonePath: doc.standalonePath,
    standaloneLinkKey: key('standalone'),
    sections: doc.sections.map(({ id, name, blocks }) => {
      const group = key(`sections.${name}`)
      return { id, titleKey: `${group}.title`, blocks: blocks.map((source) => block(group, source)) }
    }),
  }
}

export const PRIVACY_POLICY = legalDocument('privacy-policy', {
  id: 'privacy',
  standalonePath: '/privacy.html',
  sections: [
    {
      id: 'information-we-collect',
      name: 'collect',
      blocks: ['lead', { list: ['account', 'business', 'people', 'usage', 'website', 'support'] }],
    },
    {
      id: 'how-we-use-information',
      name: 'use',
      blocks: ['lead', { list: ['provide', 'support', 'billing', 'protect', 'improve'] }, 'ebook'],
    },
    { id: 'ai-and-your-data', name: 'ai', blocks: ['training', { rich: 'providers' }, 'review'] },
    { id: 'data-you-upload-about-others', name: 'customerData', blocks: ['role', 'notices', 'requests'] },
    { id: 'sharing', name: 'sharing', blocks: ['noSharing', { rich: 'operators' }, 'legal'] },
    { id: PROCESSORS_ANCHOR, name: 'processors', blocks: ['lead', 'processors-table', 'changes'] },
    { id: 'security', name: 'security', blocks: ['lead', { list: ['encryption', 'isolation', 'roles', 'audit'] }] },
    {
      id: 'retention-and-deletion',
      name: 'retention',
      blocks: ['control', 'periods', { list: ['account', 'files', 'ebook', 'support', 'billing', 'logs'] }, 'removal'],
    },
    { id: 'your-rights', name: 'rights', blocks: ['body'] },
    {
      id: 'privacy-requests',
      name: 'requests',
      blocks: [{ rich: 'submit' }, 'verify', 'agents', 'timing', { rich: 'appeal' }, 'fairness'],
    },
    { id: 'cookies', name: 'cookies', blocks: ['body'] },
    { id: 'do-not-track', name: 'dnt', blocks: ['dnt', 'gpc'] },
    { id: 'children', name: 'children', blocks: ['body'] },
    { id: 'changes', name: 'changes', blocks: ['body'] },
    { id: 'contact', name: 'contact', blocks: [{ rich: 'body' }, 'mail'] },
  ],
})

/**
 * The terms. The warranty disclaimer and the limitation of liability are written in capitals in both languages (US law
 * wants them conspicuous; tests/unit/legal.test.ts holds them to it).
 */
export const TERMS_OF_SERVICE = legalDocument('terms-of-service', {
  id: 'terms',
  standalonePath: '/terms.html',
  sections: [
    { id: 'who-we-are', name: 'parties', blocks: ['body'] },
    { id: 'the-service', name: 'service', blocks: ['body', 'review'] },
    { id: 'your-account', name: 'account', blocks: ['eligibility', 'security'] },
    { id: 'subscription-and-billing', name: 'billing', blocks: [{ list: ['account', 'plan', 'renewal', 'taxes', 'priceChanges'] }] },
    { id: 'cancellation-and-refunds', name: 'cancellation', blocks: ['anytime', 'refunds'] },
    { id: 'your-content', name: 'content', blocks: ['ownership', { rich: 'protection' }] },
    {
      id: 'data-processing',
      name: 'processing',
      blocks: [
        'role',
        'lead',
        {
          list: [
            'instructions',
            'purpose',
            'combine',
            'staff',
            'subprocessors',
            'security',
            'assistance',
            'deletion',
            'compliance',
            'notice',
          ],
        },
        'certify',
        'customer',
        { rich: 'dpa' },
      ],
    },
    { id: 'security-incidents', name: 'incidents', blocks: ['notice', 'details'] },
    { id: 'acceptable-use', name: 'use', blocks: ['lead', { list: ['unlawful', 'rights', 'security', 'resale'] }] },
    { id: 'hiring-and-employment-law', name: 'hiring', blocks: ['decisions', 'compliance', 'fcra', 'noScreening'] },
    { id: 'not-legal-advice', name: 'legalAdvice', blocks: ['body'] },
    { id: 'confidentiality', name: 'confidentiality', blocks: ['definition', 'obligations', 'exclusions', 'compelled'] },
    { id: 'intellectual-property', name: 'ip', blocks: ['reservation', 'feedback', 'usageData'] },
    { id: 'third-party-links', name: 'thirdParty', blocks: ['body'] },
    { id: 'disclaimers', name: 'disclaimers', blocks: ['warranty', 'noPromise'] },
    { id: 'limitation-of-liability', name: 'liability', blocks: ['exclusion', 'cap', 'exceptions'] },
    { id: 'indemnification', name: 'indemnity', blocks: ['yours', 'procedure'] },
    { id: 'termination', name: 'termination', blocks: ['body', 'export', 'effect'] },
    { id: 'governing-law-and-disputes', name: 'disputes', blocks: ['law', { rich: 'informal' }, 'courts', 'smallClaims'] },
    { id: 'changes', name: 'changes', blocks: ['body'] },
    {
      id: 'general-terms',
      name: 'general',
      blocks: ['entire', 'severability', 'waiver', 'assignment', { rich: 'notices' }, 'forceMajeure', 'relationship', 'survival'],
    },
    { id: 'contact', name: 'contact', blocks: [{ rich: 'body' }, 'mail'] },
  ],
})

export { LEGAL_HAS_SAMPLES } from './company'

/**
 * The videos the website plays for a build's settings (src/lib/config.ts; npm run legal:docs passes the .env files'):
 * the why-AI video once it is not the placeholder, the Watch demo video once set.
 */
export function siteVideoUrls(settings: { videoUrl: string; demoVideoUrl: string }): string[] {
  return [settings.videoUrl, settings.demoVideoUrl].filter((url) => url !== '' && url !== PLACEHOLDER_VIDEO_URL)
}

/** Each role's words, spelled out: a role the current build does not list (the video host) is still a used key. */
const ROLE_KEYS: Record<ProcessorRole, { roleKey: string; dataKey: string }> = {
  hosting: { roleKey: 'privacy-policy:processors.roles.hosting', dataKey: 'privacy-policy:processors.data.hosting' },
  payments: { roleKey: 'privacy-policy:processors.roles.payments', dataKey: 'privacy-policy:processors.data.payments' },
  email: { roleKey: 'privacy-policy:processors.roles.email', dataKey: 'privacy-policy:processors.data.email' },
  ai: { roleKey: 'privacy-policy:processors.roles.ai', dataKey: 'privacy-policy:processors.data.ai' },
  forms: { roleKey: 'privacy-policy:processors.roles.forms', dataKey: 'privacy-policy:processors.data.forms' },
  video: { roleKey: 'privacy-policy:processors.roles.video', dataKey: 'privacy-policy:processors.data.video' },
}

/** The providers' table for a build's videos, as rows of catalog keys and the provider's name (a proper noun, not translated). */
export function processorRows(videoUrls: readonly string[]) {
  return processorList(videoUrls).map((p) => ({
    id: p.role,
    name: p.name,
    ...ROLE_KEYS[p.role],
    locationKey: `privacy-policy:processors.locations.${p.location}`,
  }))
}

type ProcessorRow = ReturnType<typeof processorRows>[number]

/** This build's table (Google LLC only while a video the website plays is on YouTube). */
export const PROCESSOR_ROWS = processorRows(siteVideoUrls(config))

export const PROCESSOR_COLUMNS = {
  caption: 'privacy-policy:processors.caption',
  provider: 'privacy-policy:processors.columns.provider',
  role: 'privacy-policy:processors.columns.role',
  data: 'privacy-policy:processors.columns.data',
  location: 'privacy-policy:processors.columns.location',
} as const

const isoDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/** The printable document in a locale's language: '/privacy.html' in English, '/es/privacy.html' in Spanish. */
export function printablePath(path: LegalDocument['standalonePath'], locale: Locale): string {
  // A language in progress links the English document until `npm run legal:docs` writes its own.
  return isInProgress(locale) ? path : localizePath(path, locale)
}

/** Values every legal message may use (ICU placeholders), for the providers' table the document shows. */
export function legalValues(email: string, rows: readonly ProcessorRow[] = PROCESSOR_ROWS) {
  return {
    date: legalLastUpdated(),
    email,
    price: PREMIUM_PLAN.priceUsd,
    days: MATERIAL_CHANGE_NOTICE_DAYS,
    hours: PREMIUM_PLAN.cancelBeforeHours,
    entity: LEGAL_ENTITY.name,
    entityKind: LEGAL_ENTITY.kind,
    state: LEGAL_ENTITY.state,
    address: formatAddress(LEGAL_ENTITY.address),
    responseHours: SUPPORT_RESPONSE.hours,
    auditor: SOC2_AUDIT.auditor,
    auditStart: isoDate(SOC2_AUDIT.periodStart),
    auditEnd: isoDate(SOC2_AUDIT.periodEnd),
    aiZeroRetention: AI_PROVIDER_TERMS.zeroRetention ? 'yes' : 'no',
    aiRetentionDays: AI_PROVIDER_TERMS.retentionDays,
    /** Whether the providers' table lists YouTube (the cookies and Do Not Track sections name it then). */
    youtube: rows.some((row) => row.id === 'video') ? 'yes' : 'no',
    accountDays: DATA_RETENTION.accountDays,
    backupDays: DATA_RETENTION.backupDays,
    ebookMonths: DATA_RETENTION.ebookMonths,
    supportMonths: DATA_RETENTION.supportMonths,
    billingYears: DATA_RETENTION.billingYears,
    logDays: DATA_RETENTION.logDays,
    exportDays: DATA_EXPORT_WINDOW.days,
    incidentHours: INCIDENT_NOTICE.hours,
    receiptDays: PRIVACY_REQUEST.receiptBusinessDays,
    requestDays: PRIVACY_REQUEST.answerDays,
    appealDays: PRIVACY_REQUEST.appealDays,
  }
}
