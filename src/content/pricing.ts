/** Pricing page: the Premium plan's feature list, terms and FAQ as ids and catalog keys (words in locales/<lng>/pricing.json). */
import { faqEntries, labelled } from './keys'
import { PREMIUM_PLAN } from './plans'

export type FaqEntry = {
  id: string
  questionKey: string
  answerKey: string
  /** ICU values of the answer (prices, hours), taken from the plan so every page says the same. */
  values?: Readonly<Record<string, number>>
}

/** Values every plan message needs: the monthly price and the cancellation notice. */
export const PLAN_VALUES = {
  price: PREMIUM_PLAN.priceUsd,
  hours: PREMIUM_PLAN.cancelBeforeHours,
} as const

export const PRICING_FEATURES = labelled('pricing:plan.features', 'text', [
  'all-tools',
  'bilingual',
  'connected',
  'templates',
  'exports',
  'mobile',
  'security',
  'support',
])

export const PRICING_TERMS = labelled('pricing:terms', 'text', ['cancel', 'refunds', 'renewal'])

export const PRICING_FAQ: readonly FaqEntry[] = faqEntries('pricing:faq', [
  'included',
  { id: 'cancel', values: PLAN_VALUES },
  'refunds',
  { id: 'renewal', values: PLAN_VALUES },
  { id: 'team', values: PLAN_VALUES },
  'spanish',
])
