/** Pricing page: the Premium plan's feature list, terms and FAQ as ids and catalog keys (words in locales/<lng>/pricing.json). */
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

export const PRICING_FEATURES: readonly { id: string; key: string }[] = [
  { id: 'all-tools', key: 'pricing:plan.features.allTools' },
  { id: 'bilingual', key: 'pricing:plan.features.bilingual' },
  { id: 'connected', key: 'pricing:plan.features.connected' },
  { id: 'templates', key: 'pricing:plan.features.templates' },
  { id: 'exports', key: 'pricing:plan.features.exports' },
  { id: 'mobile', key: 'pricing:plan.features.mobile' },
  { id: 'security', key: 'pricing:plan.features.security' },
  { id: 'support', key: 'pricing:plan.features.support' },
]

export const PRICING_TERMS: readonly { id: 'cancel' | 'refunds' | 'renewal'; key: string }[] = [
  { id: 'cancel', key: 'pricing:terms.cancel' },
  { id: 'refunds', key: 'pricing:terms.refunds' },
  { id: 'renewal', key: 'pricing:terms.renewal' },
]

export const PRICING_FAQ: readonly FaqEntry[] = [
  { id: 'included', questionKey: 'pricing:faq.included.question', answerKey: 'pricing:faq.included.answer' },
  { id: 'cancel', questionKey: 'pricing:faq.cancel.question', answerKey: 'pricing:faq.cancel.answer', values: PLAN_VALUES },
  { id: 'refunds', questionKey: 'pricing:faq.refunds.question', answerKey: 'pricing:faq.refunds.answer' },
  { id: 'renewal', questionKey: 'pricing:faq.renewal.question', answerKey: 'pricing:faq.renewal.answer', values: PLAN_VALUES },
  { id: 'team', questionKey: 'pricing:faq.team.question', answerKey: 'pricing:faq.team.answer', values: PLAN_VALUES },
  { id: 'spanish', questionKey: 'pricing:faq.spanish.question', answerKey: 'pricing:faq.spanish.answer' },
]
