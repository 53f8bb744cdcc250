import type { IconId } from './icons'
import { keyed, labelled, titled } from './keys'

/** Templates page: ids, numbers, icons and catalog keys (words in locales/<lng>/templates.json). */

export type StepStatus = 'complete' | 'in-progress' | 'upcoming'

export const GUIDED_TEMPLATE = {
  titleKey: 'templates:guided.title',
  subtitleKey: 'templates:guided.subtitle',
  categoryKey: 'templates:guided.category',
  /** Progress bar value, out of 100. */
  progress: 40,
  steps: keyed(
    'templates:guided.steps',
    ['title', 'description'],
    [
      { id: 'scope', minutes: 15, status: 'complete' },
      { id: 'price', minutes: 20, status: 'in-progress' },
      { id: 'proposal', minutes: 25, status: 'upcoming' },
    ],
  ),
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

export const TEMPLATE_CARDS: readonly TemplateCard[] = keyed(
  'templates:cards',
  ['title', 'description', 'category'],
  [
    { id: 'office-bid', icon: 'calculator', templateCount: 6 },
    { id: 'janitorial-contract', icon: 'pen', templateCount: 7 },
    { id: 'rfp-response', icon: 'fileSearch', templateCount: 9 },
    { id: 'crew-hiring', icon: 'users', templateCount: 5 },
    { id: 'local-marketing', icon: 'megaphone', templateCount: 8 },
    { id: 'site-inspection', icon: 'clipboard', templateCount: 12 },
  ],
)

export type CategoryTile = { id: string; icon: IconId; nameKey: string; count: number }

export const TEMPLATE_CATEGORIES: readonly CategoryTile[] = labelled('templates:categories.items', 'name', [
  { id: 'bids-proposals', icon: 'calculator', count: 15 },
  { id: 'contracts', icon: 'pen', count: 22 },
  { id: 'rfp-responses', icon: 'fileSearch', count: 10 },
  { id: 'checklists', icon: 'clipboard', count: 18 },
  { id: 'pricing-worksheets', icon: 'dollar', count: 8 },
  { id: 'hiring', icon: 'users', count: 12 },
  { id: 'training', icon: 'graduation', count: 14 },
  { id: 'marketing', icon: 'megaphone', count: 20 },
  { id: 'client-communication', icon: 'mail', count: 9 },
  { id: 'quality-inspections', icon: 'checkCircle', count: 11 },
  { id: 'safety', icon: 'hardHat', count: 7 },
  { id: 'medical', icon: 'hospital', count: 6 },
])

export const TEMPLATE_BENEFITS: readonly { id: string; icon: IconId; titleKey: string; bodyKey: string }[] = titled(
  'templates:benefits.items',
  [
    { id: 'time', icon: 'clock' },
    { id: 'consistent', icon: 'layers' },
    { id: 'bilingual', icon: 'globe' },
  ],
)

/**
 * The hero's product fragment: the office cleaning proposal template, its sections in order and which
 * are filled (from the worked pricing example, src/content/pricing-example.ts).
 */
export const HERO_TEMPLATE = {
  sections: labelled('templates:heroArt.sections', 'label', [
    { id: 'scope', filled: true },
    { id: 'frequency', filled: true },
    { id: 'price-per-visit', filled: true },
    { id: 'terms', filled: false },
    { id: 'signature', filled: false },
  ]),
} as const
