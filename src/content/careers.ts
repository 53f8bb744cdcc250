/** Careers page: open roles as ids, departments, locations, types and catalog keys (words in locales/<lng>/careers.json). */

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

export const JOB_OPENINGS: readonly JobOpening[] = [
  {
    id: 'senior-full-stack-engineer',
    titleKey: 'careers:roles.fullStackEngineer.title',
    departmentKey: 'careers:departments.engineering',
    locationKey: 'careers:locations.remoteUs',
    type: 'full-time',
    descriptionKey: 'careers:roles.fullStackEngineer.description',
    requirementKeys: [
      'careers:roles.fullStackEngineer.requirements.experience',
      'careers:roles.fullStackEngineer.requirements.stack',
      'careers:roles.fullStackEngineer.requirements.product',
      'careers:roles.fullStackEngineer.requirements.quality',
    ],
  },
  {
    id: 'ai-engineer',
    titleKey: 'careers:roles.aiEngineer.title',
    departmentKey: 'careers:departments.engineering',
    locationKey: 'careers:locations.remoteUs',
    type: 'full-time',
    descriptionKey: 'careers:roles.aiEngineer.description',
    requirementKeys: [
      'careers:roles.aiEngineer.requirements.experience',
      'careers:roles.aiEngineer.requirements.evaluation',
      'careers:roles.aiEngineer.requirements.documents',
      'careers:roles.aiEngineer.requirements.privacy',
    ],
  },
  {
    id: 'bilingual-customer-success-manager',
    titleKey: 'careers:roles.customerSuccess.title',
    departmentKey: 'careers:departments.customerSuccess',
    locationKey: 'careers:locations.dallas',
    type: 'full-time',
    descriptionKey: 'careers:roles.customerSuccess.description',
    requirementKeys: [
      'careers:roles.customerSuccess.requirements.bilingual',
      'careers:roles.customerSuccess.requirements.experience',
      'careers:roles.customerSuccess.requirements.training',
      'careers:roles.customerSuccess.requirements.industry',
    ],
  },
  {
    id: 'account-executive',
    titleKey: 'careers:roles.accountExecutive.title',
    departmentKey: 'careers:departments.sales',
    locationKey: 'careers:locations.houston',
    type: 'full-time',
    descriptionKey: 'careers:roles.accountExecutive.description',
    requirementKeys: [
      'careers:roles.accountExecutive.requirements.experience',
      'careers:roles.accountExecutive.requirements.smallBusiness',
      'careers:roles.accountExecutive.requirements.demos',
      'careers:roles.accountExecutive.requirements.spanish',
    ],
  },
  {
    id: 'cleaning-industry-specialist',
    titleKey: 'careers:roles.industrySpecialist.title',
    departmentKey: 'careers:departments.product',
    locationKey: 'careers:locations.remoteUs',
    type: 'part-time',
    descriptionKey: 'careers:roles.industrySpecialist.description',
    requirementKeys: [
      'careers:roles.industrySpecialist.requirements.experience',
      'careers:roles.industrySpecialist.requirements.bidding',
      'careers:roles.industrySpecialist.requirements.feedback',
      'careers:roles.industrySpecialist.requirements.hours',
    ],
  },
]

/** Why work with us: ids and keys. */
export const CAREER_PERKS = [
  { id: 'impact', titleKey: 'careers:perks.impact.title', bodyKey: 'careers:perks.impact.body' },
  { id: 'flexible', titleKey: 'careers:perks.flexible.title', bodyKey: 'careers:perks.flexible.body' },
  { id: 'bilingual', titleKey: 'careers:perks.bilingual.title', bodyKey: 'careers:perks.bilingual.body' },
  { id: 'growth', titleKey: 'careers:perks.growth.title', bodyKey: 'careers:perks.growth.body' },
] as const

/** How we hire: three steps. */
export const HIRING_STEPS = [
  { id: 'apply', titleKey: 'careers:process.steps.apply.title', bodyKey: 'careers:process.steps.apply.body' },
  { id: 'talk', titleKey: 'careers:process.steps.talk.title', bodyKey: 'careers:process.steps.talk.body' },
  { id: 'meet', titleKey: 'careers:process.steps.meet.title', bodyKey: 'careers:process.steps.meet.body' },
] as const
