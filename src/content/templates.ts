import type { IconId } from './icons'

/** Templates page: ids, numbers, icons and catalog keys (words in locales/<lng>/templates.json). */

export type StepStatus = 'complete' | 'in-progress' | 'upcoming'

export const GUIDED_TEMPLATE = {
  titleKey: 'templates:guided.title',
  subtitleKey: 'templates:guided.subtitle',
  categoryKey: 'templates:guided.category',
  /** Progress bar value, out of 100. */
  progress: 40,
  steps: [
    {
      id: 'scope',
      titleKey: 'templates:guided.steps.scope.title',
      descriptionKey: 'templates:guided.steps.scope.description',
      minutes: 15,
      status: 'complete',
    },
    {
      id: 'price',
      titleKey: 'templates:guided.steps.price.title',
      descriptionKey: 'templates:guided.steps.price.description',
      minutes: 20,
      status: 'in-progress',
    },
    {
      id: 'proposal',
      titleKey: 'templates:guided.steps.proposal.title',
      descriptionKey: 'templates:guided.steps.proposal.description',
      minutes: 25,
      status: 'upcoming',
    },
  ],
} as const satisfies {
  titleKey: string
  subtitleKey: string
  categoryKey: string
  progress: number
  steps: readonly { id: string; titleKey: string; descriptionKey: string; minutes: number; status: StepStatus }[]
}

export const STEP_STATUS = {
  complete: { icon: 'checkCircle', labelKey: 'templates:guided.status.complete' },
  'in-progress': { icon: 'halfCircle', labelKey: 'templates:guided.status.inProgress' },
  upcoming: { icon: 'dashedCircle', labelKey: 'templates:guided.status.upcoming' },
} as const satisfies Record<StepStatus, { icon: IconId; labelKey: string }>

export type TemplateCard = {
  id: string
  icon: IconId
  titleKey: string
  descriptionKey: string
  categoryKey: string
  templateCount: number
}

export const TEMPLATE_CARDS: readonly TemplateCard[] = [
  {
    id: 'office-bid',
    icon: 'calculator',
    titleKey: 'templates:cards.officeBid.title',
    descriptionKey: 'templates:cards.officeBid.description',
    categoryKey: 'templates:cards.officeBid.category',
    templateCount: 6,
  },
  {
    id: 'janitorial-contract',
    icon: 'pen',
    titleKey: 'templates:cards.janitorialContract.title',
    descriptionKey: 'templates:cards.janitorialContract.description',
    categoryKey: 'templates:cards.janitorialContract.category',
    templateCount: 7,
  },
  {
    id: 'rfp-response',
    icon: 'fileSearch',
    titleKey: 'templates:cards.rfpResponse.title',
    descriptionKey: 'templates:cards.rfpResponse.description',
    categoryKey: 'templates:cards.rfpResponse.category',
    templateCount: 9,
  },
  {
    id: 'crew-hiring',
    icon: 'users',
    titleKey: 'templates:cards.crewHiring.title',
    descriptionKey: 'templates:cards.crewHiring.description',
    categoryKey: 'templates:cards.crewHiring.category',
    templateCount: 5,
  },
  {
    id: 'local-marketing',
    icon: 'megaphone',
    titleKey: 'templates:cards.localMarketing.title',
    descriptionKey: 'templates:cards.localMarketing.description',
    categoryKey: 'templates:cards.localMarketing.category',
    templateCount: 8,
  },
  {
    id: 'site-inspection',
    icon: 'clipboard',
    titleKey: 'templates:cards.siteInspection.title',
    descriptionKey: 'templates:cards.siteInspection.description',
    categoryKey: 'templates:cards.siteInspection.category',
    templateCount: 12,
  },
]

export type CategoryTile = { id: string; icon: IconId; nameKey: string; count: number }

export const TEMPLATE_CATEGORIES: readonly CategoryTile[] = [
  { id: 'bids-proposals', icon: 'calculator', nameKey: 'templates:categories.items.bidsProposals', count: 15 },
  { id: 'contracts', icon: 'pen', nameKey: 'templates:categories.items.contracts', count: 22 },
  { id: 'rfp-responses', icon: 'fileSearch', nameKey: 'templates:categories.items.rfpResponses', count: 10 },
  { id: 'checklists', icon: 'clipboard', nameKey: 'templates:categories.items.checklists', count: 18 },
  { id: 'pricing-worksheets', icon: 'dollar', nameKey: 'templates:categories.items.pricingWorksheets', count: 8 },
  { id: 'hiring', icon: 'users', nameKey: 'templates:categories.items.hiring', count: 12 },
  { id: 'training', icon: 'graduation', nameKey: 'templates:categories.items.training', count: 14 },
  { id: 'marketing', icon: 'megaphone', nameKey: 'templates:categories.items.marketing', count: 20 },
  { id: 'client-communication', icon: 'mail', nameKey: 'templates:categories.items.clientCommunication', count: 9 },
  { id: 'quality-inspections', icon: 'checkCircle', nameKey: 'templates:categories.items.qualityInspections', count: 11 },
  { id: 'safety', icon: 'hardHat', nameKey: 'templates:categories.items.safety', count: 7 },
  { id: 'medical', icon: 'hospital', nameKey: 'templates:categories.items.medical', count: 6 },
]

export const TEMPLATE_BENEFITS = [
  { id: 'time', icon: 'clock', titleKey: 'templates:benefits.items.time.title', bodyKey: 'templates:benefits.items.time.body' },
  {
    id: 'consistent',
    icon: 'layers',
    titleKey: 'templates:benefits.items.consistent.title',
    bodyKey: 'templates:benefits.items.consistent.body',
  },
  {
    id: 'bilingual',
    icon: 'globe',
    titleKey: 'templates:benefits.items.bilingual.title',
    bodyKey: 'templates:benefits.items.bilingual.body',
  },
] as const satisfies readonly { id: string; icon: IconId; titleKey: string; bodyKey: string }[]
