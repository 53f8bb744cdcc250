/**
 * Careers page: open roles as ids, departments, locations (each says where the person can be based: anywhere in
 * the US, or a hub's area; careers.json `fair.pay` gives the rule),
 * types, base pay ranges and catalog keys (words in locales/<lng>/careers.json). The pay ranges are the owner's
 * settings: samples until PAY_RANGES_ARE_SAMPLE (src/content/company.ts) is false; the launch check lists them.
 * Colorado, California, Washington and New York require a pay range in every posting, remote roles included.
 */
import { keysOf, titled } from './keys'

export type JobType = 'full-time' | 'part-time'

/** Base pay in US dollars, a year (full-time) or an hour (part-time). */
type PayRange = { min: number; max: number; per: 'year' | 'hour' }

export type JobOpening = {
  id: string
  titleKey: string
  departmentKey: string
  locationKey: string
  type: JobType
  pay: PayRange
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
  location: 'remoteUs' | 'dallas' | 'houston'
  type: JobType
  pay: PayRange
  requirements: readonly string[]
}

const jobOpening = ({ id, name, department, location, type, pay, requirements }: JobSource): JobOpening => ({
  id,
  titleKey: `careers:roles.${name}.title`,
  departmentKey: `careers:departments.${department}`,
  locationKey: `careers:locations.${location}`,
  type,
  pay,
  descriptionKey: `careers:roles.${name}.description`,
  requirementKeys: keysOf(`careers:roles.${name}.requirements`, requirements),
})

export const JOB_OPENINGS: readonly JobOpening[] = (
  [
    {
      id: 'senior-full-stack-engineer',
      name: 'fullStackEngineer',
      department: 'engineering',
      location: 'remoteUs',
      type: 'full-time',
      pay: { min: 150_000, max: 185_000, per: 'year' },
      requirements: ['experience', 'stack', 'product', 'quality'],
    },
    {
      id: 'ai-engineer',
      name: 'aiEngineer',
      department: 'engineering',
      location: 'remoteUs',
      type: 'full-time',
      pay: { min: 145_000, max: 180_000, per: 'year' },
      requirements: ['experience', 'evaluation', 'documents', 'privacy'],
    },
    {
      id: 'bilingual-customer-success-manager',
      name: 'customerSuccess',
      department: 'customerSuccess',
      location: 'dallas',
      type: 'full-time',
      pay: { min: 68_000, max: 85_000, per: 'year' },
      requirements: ['bilingual', 'experience', 'training', 'industry'],
    },
    {
      id: 'account-executive',
      name: 'accountExecutive',
      department: 'sales',
      location: 'houston',
      type: 'full-time',
      pay: { min: 65_000, max: 80_000, per: 'year' },
      requirements: ['experience', 'smallBusiness', 'demos', 'spanish'],
    },
    {
      id: 'cleaning-industry-specialist',
      name: 'industrySpecialist',
      department: 'product',
      location: 'remoteUs',
      type: 'part-time',
      pay: { min: 35, max: 45, per: 'hour' },
      requirements: ['experience', 'bidding', 'feedback', 'hours'],
    },
  ] as const satisfies readonly JobSource[]
).map(jobOpening)

/** Why work with us: ids and keys. */
export const CAREER_PERKS = titled('careers:perks', ['impact', 'flexible', 'bilingual', 'growth'])

/** How we hire: three steps. */
export const HIRING_STEPS = titled('careers:process.steps', ['apply', 'talk', 'meet'])
