/** Careers page: open roles as ids, departments, locations, types and catalog keys (words in locales/<lng>/careers.json). */
import { keysOf, titled } from './keys'

export type JobType = 'full-time' | 'part-time'

export type JobOpening = {
  id: string
  titleKey: string
  departmentKey: string
  locationKey: string
  type: JobType
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
  requirements: readonly string[]
}

const jobOpening = ({ id, name, department, location, type, requirements }: JobSource): JobOpening => ({
  id,
  titleKey: `careers:roles.${name}.title`,
  departmentKey: `careers:departments.${department}`,
  locationKey: `careers:locations.${location}`,
  type,
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
      requirements: ['experience', 'stack', 'product', 'quality'],
    },
    {
      id: 'ai-engineer',
      name: 'aiEngineer',
      department: 'engineering',
      location: 'remoteUs',
      type: 'full-time',
      requirements: ['experience', 'evaluation', 'documents', 'privacy'],
    },
    {
      id: 'bilingual-customer-success-manager',
      name: 'customerSuccess',
      department: 'customerSuccess',
      location: 'dallas',
      type: 'full-time',
      requirements: ['bilingual', 'experience', 'training', 'industry'],
    },
    {
      id: 'account-executive',
      name: 'accountExecutive',
      department: 'sales',
      location: 'houston',
      type: 'full-time',
      requirements: ['experience', 'smallBusiness', 'demos', 'spanish'],
    },
    {
      id: 'cleaning-industry-specialist',
      name: 'industrySpecialist',
      department: 'product',
      location: 'remoteUs',
      type: 'part-time',
      requirements: ['experience', 'bidding', 'feedback', 'hours'],
    },
  ] as const satisfies readonly JobSource[]
).map(jobOpening)

/** Why work with us: ids and keys. */
export const CAREER_PERKS = titled('careers:perks', ['impact', 'flexible', 'bilingual', 'growth'])

/** How we hire: three steps. */
export const HIRING_STEPS = titled('careers:process.steps', ['apply', 'talk', 'meet'])
