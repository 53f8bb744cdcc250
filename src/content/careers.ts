/**
 * Careers page: open roles as ids, departments, locations (each says where the person can be based: anywhere in
 * the US, or a hub's area; careers.json `fair.pay` gives the rule),
 * types, base pay ranges and catalog keys (words in locales/<lng>/careers.json). The pay ranges are the owner's
 * settings: samples until PAY_RANGES_ARE_SAMPLE (src/content/company.ts) is false; the launch check lists them.
 * Colorado, California, Washington and New York require a pay range in every posting, remote roles included;
 * Colorado and Washington also want the benefits of each role (part-time included), any commission, and
 * Colorado the date applications close: ROLE_TERMS and each role's `closes` and `commission`, samples until
 * ROLE_TERMS_ARE_SAMPLE is false. What the page says of the company (its hubs, how fast it replies) is
 * CAREERS_CLAIMS, a sample until CAREERS_CLAIMS_ARE_SAMPLE is false. The sentences read these values (ICU
 * arguments), so the text cannot drift from the setting.
 */
import { INTL_LOCALE, type Locale } from '../i18n/locales'
import { CAREERS_CLAIMS_ARE_SAMPLE, ROLE_TERMS_ARE_SAMPLE } from './company'
import { keysOf, titled } from './keys'

export type JobType = 'full-time' | 'part-time'

/** Base pay in US dollars, a year (full-time) or an hour (part-time). */
type PayRange = { min: number; max: number; per: 'year' | 'hour' }

/** A hub: an office hybrid roles work from part of each week. */
type HubId = 'dallas' | 'houston'
type Hub = { id: HubId; city: string; state: string }

/**
 * OWNER SETTINGS (SAMPLE): the company's hubs (the perks, the pay note and the hybrid roles' locations read them)
 * and how many days it takes at most to reply to an application (the hiring steps read it).
 */
export const CAREERS_CLAIMS: { hubs: readonly Hub[]; replyDays: number; isSample: boolean } = {
  hubs: [
    { id: 'dallas', city: 'Dallas', state: 'TX' },
    { id: 'houston', city: 'Houston', state: 'TX' },
  ],
  replyDays: 7,
  isSample: CAREERS_CLAIMS_ARE_SAMPLE,
}

/** A benefit a role gets; its words are careers.json `benefits.<id>` (written to sit in a list: "paid sick leave"). */
type BenefitId = 'health' | 'paidTimeOff' | 'retirement' | 'learning' | 'sickLeave' | 'laptop'

/**
 * OWNER SETTINGS (SAMPLE): the benefits of each kind of role, shown on every role (part-time included) and in the
 * perks. Each role's close date and commission plan are in JOB_OPENINGS; the same flag covers them.
 */
export const ROLE_TERMS: { benefits: Record<JobType, readonly BenefitId[]>; isSample: boolean } = {
  benefits: {
    'full-time': ['health', 'paidTimeOff', 'retirement', 'learning', 'laptop'],
    'part-time': ['sickLeave', 'learning', 'laptop'],
  },
  isSample: ROLE_TERMS_ARE_SAMPLE,
}

/** A commission plan: the rate on each new customer's first-year subscription (percent) and the on-target earnings a year, base included. */
type Commission = { ratePercent: number; ote: { min: number; max: number } }

/** "Dallas and Houston", "Dallas y Houston": a list of names in the locale's words. */
export const listOf = (items: readonly string[], locale: Locale) =>
  new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(items)

/** The values the careers sentences read from the settings (ICU arguments), in a locale; `t` translates a benefit. */
export function careersValues(locale: Locale, t: (key: string) => string) {
  return {
    hubs: {
      count: CAREERS_CLAIMS.hubs.length,
      hubs: listOf(
        CAREERS_CLAIMS.hubs.map((hub) => hub.city),
        locale,
      ),
    },
    reply: { days: CAREERS_CLAIMS.replyDays },
    fullTimeBenefits: {
      benefits: listOf(
        ROLE_TERMS.benefits['full-time'].map((id) => t(`careers:benefits.${id}`)),
        locale,
      ),
    },
  }
}

/** An ISO date (2026-12-31) as the local calendar day, for ICU's `{closes, date, long}` (as the legal pages' date). */
export const calendarDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  return new Date(year!, month! - 1, day!)
}

export type JobOpening = {
  id: string
  titleKey: string
  departmentKey: string
  locationKey: string
  /** The hub's city and state for a hybrid role's location ("{city}, {state} (hybrid)"); none for a remote one. */
  locationValues?: { city: string; state: string }
  type: JobType
  pay: PayRange
  /** The sales role's commission: its plan's words are `roles.<name>.commission`. */
  commission?: Commission & { descriptionKey: string }
  /** The last day applications are taken, an ISO date. */
  closes: string
  benefitKeys: readonly string[]
  descriptionKey: string
  requirementKeys: readonly string[]
}

export const JOB_TYPE_KEYS = {
  'full-time': 'careers:types.fullTime',
  'part-time': 'careers:types.partTime',
} as const satisfies Record<JobType, string>

/** A role as names: its keys are `roles.<name>.title`, `.description` and `.requirements.<requirement>` in careers.json. */
type JobSource = {
  id: string
  name: string
  department: 'engineering' | 'customerSuccess' | 'sales' | 'product'
  location: 'remoteUs' | HubId
  type: JobType
  pay: PayRange
  commission?: Commission
  closes: string
  requirements: readonly string[]
}

function jobOpening({ id, name, department, location, type, pay, commission, closes, requirements }: JobSource): JobOpening {
  const hub = CAREERS_CLAIMS.hubs.find((h) => h.id === location)
  if (location !== 'remoteUs' && !hub) throw new Error(`careers: role ${id} is based at ${location}, which is not a hub`)
  return {
    id,
    titleKey: `careers:roles.${name}.title`,
    departmentKey: `careers:departments.${department}`,
    locationKey: hub ? 'careers:locations.hybrid' : 'careers:locations.remoteUs',
    ...(hub ? { locationValues: { city: hub.city, state: hub.state } } : {}),
    type,
    pay,
    ...(commission ? { commission: { ...commission, descriptionKey: `careers:roles.${name}.commission` } } : {}),
    closes,
    benefitKeys: ROLE_TERMS.benefits[type].map((benefit) => `careers:benefits.${benefit}`),
    descriptionKey: `careers:roles.${name}.description`,
    requirementKeys: keysOf(`careers:roles.${name}.requirements`, requirements),
  }
}

export const JOB_OPENINGS: readonly JobOpening[] = (
  [
    {
      id: 'senior-full-stack-engineer',
      name: 'fullStackEngineer',
      department: 'engineering',
      location: 'remoteUs',
      type: 'full-time',
      pay: { min: 150_000, max: 185_000, per: 'year' },
      closes: '2026-12-31',
      requirements: ['experience', 'stack', 'product', 'quality'],
    },
    {
      id: 'ai-engineer',
      name: 'aiEngineer',
      department: 'engineering',
      location: 'remoteUs',
      type: 'full-time',
      pay: { min: 145_000, max: 180_000, per: 'year' },
      closes: '2026-12-31',
      requirements: ['experience', 'evaluation', 'documents', 'privacy'],
    },
    {
      id: 'bilingual-customer-success-manager',
      name: 'customerSuccess',
      department: 'customerSuccess',
      location: 'dallas',
      type: 'full-time',
      pay: { min: 68_000, max: 85_000, per: 'year' },
      closes: '2026-12-31',
      requirements: ['bilingual', 'experience', 'training', 'industry'],
    },
    {
      id: 'account-executive',
      name: 'accountExecutive',
      department: 'sales',
      location: 'houston',
      type: 'full-time',
      pay: { min: 65_000, max: 80_000, per: 'year' },
      commission: { ratePercent: 20, ote: { min: 110_000, max: 130_000 } },
      closes: '2026-12-31',
      requirements: ['experience', 'smallBusiness', 'demos', 'spanish'],
    },
    {
      id: 'cleaning-industry-specialist',
      name: 'industrySpecialist',
      department: 'product',
      location: 'remoteUs',
      type: 'part-time',
      pay: { min: 35, max: 45, per: 'hour' },
      closes: '2026-12-31',
      requirements: ['experience', 'bidding', 'feedback', 'hours'],
    },
  ] as const satisfies readonly JobSource[]
).map(jobOpening)

/** Why work with us: ids and keys. */
export const CAREER_PERKS = titled('careers:perks', ['impact', 'flexible', 'bilingual', 'growth'])

/** How we hire: three steps. */
export const HIRING_STEPS = titled('careers:process.steps', ['apply', 'talk', 'meet'])
