/**
 * Privacy policy and terms of service: section ids, catalog keys, the last-updated date and the
 * standalone documents. Words live in locales/<lng>/privacy-policy.json and terms-of-service.json.
 * The printable documents carry the same text: public/privacy.html and public/terms.html in English,
 * public/es/privacy.html and public/es/terms.html in Spanish (npm run legal:docs; tests/unit/legal.test.ts).
 */
import { isInProgress, localizePath, type Locale } from '../i18n/locales'
import { formatAddress, LEGAL_ENTITY, PROCESSORS_ANCHOR, SUPPORT_RESPONSE } from './company'
import { LEGAL_UPDATED, PROCESSORS, SOC2_AUDIT } from './legal-settings'
import { keysOf } from './keys'
import { PREMIUM_PLAN } from './plans'

/**
 * A paragraph, a rich paragraph (named tags: mailLink, privacyLink, processorsLink; value: {email}), a bulleted
 * list, or the table of service providers (`PROCESSORS`, src/content/company.ts; its words under `processors.*`).
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
    { id: 'information-we-collect', name: 'collect', blocks: ['lead', { list: ['account', 'business', 'usage', 'website'] }] },
    {
      id: 'how-we-use-information',
      name: 'use',
      blocks: ['lead', { list: ['provide', 'support', 'billing', 'protect', 'improve'] }, 'ebook'],
    },
    { id: 'ai-and-your-data', name: 'ai', blocks: ['training', { rich: 'providers' }, 'review'] },
    { id: 'sharing', name: 'sharing', blocks: ['noSharing', { rich: 'operators' }, 'legal'] },
    { id: PROCESSORS_ANCHOR, name: 'processors', blocks: ['lead', 'processors-table', 'changes'] },
    { id: 'security', name: 'security', blocks: ['lead', { list: ['encryption', 'isolation', 'roles', 'audit'] }] },
    { id: 'retention-and-deletion', name: 'retention', blocks: ['control', 'removal'] },
    { id: 'your-rights', name: 'rights', blocks: ['body'] },
    { id: 'cookies', name: 'cookies', blocks: ['body'] },
    { id: 'children', name: 'children', blocks: ['body'] },
    { id: 'changes', name: 'changes', blocks: ['body'] },
    { id: 'contact', name: 'contact', blocks: [{ rich: 'body' }, 'mail'] },
  ],
})

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
    { id: 'acceptable-use', name: 'use', blocks: ['lead', { list: ['unlawful', 'rights', 'security', 'resale'] }] },
    { id: 'not-legal-advice', name: 'legalAdvice', blocks: ['body'] },
    { id: 'third-party-links', name: 'thirdParty', blocks: ['body'] },
    { id: 'disclaimers', name: 'disclaimers', blocks: ['asIs', 'liability'] },
    { id: 'termination', name: 'termination', blocks: ['body'] },
    { id: 'governing-law-and-disputes', name: 'disputes', blocks: ['law', { rich: 'informal' }, 'courts', 'smallClaims'] },
    { id: 'changes', name: 'changes', blocks: ['body'] },
    { id: 'contact', name: 'contact', blocks: [{ rich: 'body' }, 'mail'] },
  ],
})

export { LEGAL_HAS_SAMPLES } from './company'

/** The providers' table as rows of catalog keys and the provider's name (a proper noun, not translated). */
export const PROCESSOR_ROWS = PROCESSORS.list.map((p) => ({
  id: p.role,
  name: p.name,
  roleKey: `privacy-policy:processors.roles.${p.role}`,
  dataKey: `privacy-policy:processors.data.${p.role}`,
  locationKey: `privacy-policy:processors.locations.${p.location}`,
}))

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

/** Values every legal message may use (ICU placeholders). */
export function legalValues(email: string) {
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
  }
}
