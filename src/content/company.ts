/**
 * The owner's settings: every claim only the company itself can prove, each ONE value here with a sample in place
 * until the owner sets the real one. Pages, the legal documents (and their printable copies), the footer and
 * `npm run check:launch` (src/content/launch.ts) all read them. While a `…IsSample` flag is true, the page says
 * "sample" where the claim stands (`SampleMark`, src/components/page/SampleMark.tsx). No words here: the
 * sentences around these values live in the catalogs.
 */

/** Marketing claim: 500+ cleaning companies use the suite. Every page and message that names the count takes it from here. */
export const COMPANY_COUNT = 500
/**
 * SAMPLE: the spec's "500+ companies" is not backed by a customer list here. Set the real count above (or keep
 * it once you can show it), then set this to false; the launch check (src/content/launch.ts) lists it until then.
 */
export const COMPANY_COUNT_IS_SAMPLE = true

/**
 * SAMPLE: the spec's two placeholder testimonials (names, companies and cities invented for the demo). Replace them
 * with real customers' words (with their consent) in locales/<lng>/home.json `proof.*` and TESTIMONIALS in
 * src/content/home.ts (a photo is optional), then set this to false. While true, every page that shows them says so.
 */
export const TESTIMONIALS_ARE_SAMPLE = true

/**
 * SAMPLE: why AI's three headline metrics (20%, 32%, 45%) are survey medians with no survey behind them yet.
 * Replace them (WHY_AI_METRICS in src/content/why-ai.ts, the sample size in locales/<lng>/why-ai.json), then set
 * this to false.
 */
export const WHY_AI_METRICS_ARE_SAMPLE = true

/**
 * Customer logos (with the customer's written permission): the row under the testimonials shows only when this
 * list has entries. Each logo: the company's name (its alt text), a file under public/ and its size in CSS pixels.
 * Empty: nothing renders.
 */
export const CUSTOMER_LOGOS: readonly { id: string; name: string; src: string; width: number; height: number }[] = []

/** A US postal address, written the US way on every page in both languages. */
export type PostalAddress = { street: string; city: string; state: string; zip: string }

export const formatAddress = (a: PostalAddress) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`

/**
 * The legal entity customers contract with: the terms, the privacy policy (controller), the footer and the ebook
 * form's line (CAN-SPAM: a valid postal address in every marketing e-mail). Its state is also the governing law
 * and the venue of the terms (src/content/legal.ts). `kind` picks the catalog's word (corporation, LLC).
 */
/** SAMPLE: the entity's name, state and address below are placeholders. */
const LEGAL_ENTITY_IS_SAMPLE = true

export const LEGAL_ENTITY: { name: string; kind: 'corporation' | 'llc'; state: string; address: PostalAddress; isSample: boolean } = {
  name: 'CleanSuite AI, Inc.',
  kind: 'corporation',
  state: 'Delaware',
  /** SAMPLE: a placeholder address (no such suite). */
  address: { street: '1000 Sample Street, Suite 100', city: 'Wilmington', state: 'DE', zip: '19801' },
  isSample: LEGAL_ENTITY_IS_SAMPLE,
}

/** The support promise: every e-mail answered within this many hours. SAMPLE until the owner staffs it. */
const SUPPORT_RESPONSE_IS_SAMPLE = true

export const SUPPORT_RESPONSE: { hours: number; isSample: boolean } = { hours: 24, isSample: SUPPORT_RESPONSE_IS_SAMPLE }

/** SAMPLE flags of the legal documents' settings (the settings themselves: src/content/legal-settings.ts). */
export const LEGAL_UPDATED_IS_SAMPLE = true
export const SOC2_AUDIT_IS_SAMPLE = true
export const PROCESSORS_ARE_SAMPLE = true
export const AI_PROVIDER_TERMS_IS_SAMPLE = true
export const DATA_RETENTION_IS_SAMPLE = true
export const INCIDENT_NOTICE_IS_SAMPLE = true
export const DATA_EXPORT_WINDOW_IS_SAMPLE = true

/** The privacy policy's section with the table (its anchor on the page and in the printable copy). */
export const PROCESSORS_ANCHOR = 'service-providers'

/** SAMPLE: the careers page's base pay ranges (JOB_OPENINGS' `pay` in src/content/careers.ts) until the owner sets them. */
export const PAY_RANGES_ARE_SAMPLE = true

/** SAMPLE: each careers role's close date, benefits and commission plan (ROLE_TERMS and JOB_OPENINGS in src/content/careers.ts). */
export const ROLE_TERMS_ARE_SAMPLE = true

/** SAMPLE: what the careers page says of the company: its hubs and its reply time (CAREERS_CLAIMS in src/content/careers.ts). */
export const CAREERS_CLAIMS_ARE_SAMPLE = true

/** SAMPLE: how partners are listed and paid (PARTNER_PROGRAM in src/content/partners.ts) until the owner confirms the agreements. */
export const PARTNER_PROGRAM_IS_SAMPLE = true

/** Whether any owner setting the legal documents show is still a sample (the note over their text says so). */
// The flags, not the settings' objects: the footer's mark reads these without pulling the providers' list into every page.
export const LEGAL_HAS_SAMPLES =
  LEGAL_ENTITY_IS_SAMPLE ||
  LEGAL_UPDATED_IS_SAMPLE ||
  PROCESSORS_ARE_SAMPLE ||
  SOC2_AUDIT_IS_SAMPLE ||
  SUPPORT_RESPONSE_IS_SAMPLE ||
  AI_PROVIDER_TERMS_IS_SAMPLE ||
  DATA_RETENTION_IS_SAMPLE ||
  INCIDENT_NOTICE_IS_SAMPLE ||
  DATA_EXPORT_WINDOW_IS_SAMPLE

/**
 * The security practices the pages promise (home, about us, FAQ, pricing, help center, the ad page, the AI Chat
 * Assistant, Contract Writer and Contract Analyzer pages). Each is true while the product has it in place; a text
 * that names a practice set to false fails tests/unit/claim-settings.test.ts until it is reworded. SAMPLE: no audit
 * or configuration record behind them yet; the launch check lists each practice and the evidence it needs.
 */
export const SECURITY_PRACTICES: {
  practices: {
    /** Encrypted in transit (TLS) and at rest (storage and backups). */
    encryption: boolean
    /** Each company's data in its own workspace, never visible to another company. */
    isolation: boolean
    /** Roles decide who on a team sees which documents. */
    roleAccess: boolean
    /** The account owner deletes the company's data from the account, in one step. */
    oneClickDelete: boolean
    /** The customer chooses how long data is kept. */
    retentionControl: boolean
    /** Customer data never used to train AI models (ours or the model provider's). */
    noTraining: boolean
    /** Customer data never sold. */
    neverSold: boolean
  }
  isSample: boolean
} = {
  practices: {
    encryption: true,
    isolation: true,
    roleAccess: true,
    oneClickDelete: true,
    retentionControl: true,
    noTraining: true,
    neverSold: true,
  },
  isSample: true,
}

/**
 * Product facts the pages state (not the company's to prove by a document, but the product's): how often the SAM.gov
 * feed of Leads & Contracts refreshes. The texts read the number ({refreshHours}). SAMPLE until the product team
 * confirms the schedule the feed runs on.
 */
export const SAMGOV_REFRESH: { hours: number; isSample: boolean } = { hours: 24, isSample: true }

/**
 * Support in Spanish (about us: "every tool does too: … and support"; the Spanish site's help center and contact
 * lines): a person answers support email in Spanish. SAMPLE until the owner staffs it.
 */
export const SPANISH_SUPPORT: { available: boolean; isSample: boolean } = { available: true, isSample: true }

/**
 * The template library's size the templates page states (TEMPLATE_CATEGORIES' counts in src/content/templates.ts:
 * 152 templates in 12 categories): the product's library, which the site cannot show. SAMPLE until the product team
 * confirms each category's count against the library the app ships.
 */
export const TEMPLATE_LIBRARY_IS_SAMPLE = true

/**
 * Each kind of sample marker: its label and whether its setting is still a sample. `SampleMark`
 * (src/components/page) shows the "sample" pill where the claim stands only while `on` is true.
 */
export const SAMPLE_MARKS = {
  testimonials: { on: TESTIMONIALS_ARE_SAMPLE, labelKey: 'common:sample.testimonials' },
  count: { on: COMPANY_COUNT_IS_SAMPLE, labelKey: 'common:sample.count' },
  survey: { on: WHY_AI_METRICS_ARE_SAMPLE, labelKey: 'common:sample.survey' },
  soc2: { on: SOC2_AUDIT_IS_SAMPLE, labelKey: 'common:sample.soc2' },
  response: { on: SUPPORT_RESPONSE_IS_SAMPLE, labelKey: 'common:sample.response' },
  values: { on: LEGAL_HAS_SAMPLES, labelKey: 'common:sample.values' },
  address: { on: LEGAL_ENTITY_IS_SAMPLE, labelKey: 'common:sample.address' },
  pay: { on: PAY_RANGES_ARE_SAMPLE, labelKey: 'common:sample.pay' },
  roleTerms: { on: ROLE_TERMS_ARE_SAMPLE, labelKey: 'common:sample.roleTerms' },
  careers: { on: CAREERS_CLAIMS_ARE_SAMPLE, labelKey: 'common:sample.careers' },
  disclosure: { on: PARTNER_PROGRAM_IS_SAMPLE, labelKey: 'common:sample.disclosure' },
  security: { on: SECURITY_PRACTICES.isSample, labelKey: 'common:sample.security' },
  refresh: { on: SAMGOV_REFRESH.isSample, labelKey: 'common:sample.refresh' },
  spanishSupport: { on: SPANISH_SUPPORT.isSample, labelKey: 'common:sample.spanishSupport' },
  library: { on: TEMPLATE_LIBRARY_IS_SAMPLE, labelKey: 'common:sample.survey' },
} as const

export type SampleKind = keyof typeof SAMPLE_MARKS
