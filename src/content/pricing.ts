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
  'team',
  'mobile',
  'security',
  'support',
])

/**
 * The offer, said once: what is free (creating an account, no card) and what Premium gives and costs. Every
 * page that mentions free, card, cancel or refund uses these keys, with PLAN_VALUES (`short`, `summary`,
 * `cancel`, `renewal`) or the support address (`contact`). The line every sign-up band ends with is in
 * common.json; the rest is in the `claims` namespace, which only the pages that say more load (home, pricing,
 * FAQ, help center: their routes' loadPage), so the other pages' first load does not carry it.
 */
export const OFFER = {
  /** What is free: the account, with no card; the tools come with Premium. */
  account: 'claims:offer.account',
  /** One line under a sign-up band's text: free account, no card, Premium's price, cancel anytime. */
  short: 'common:offer.short',
  /** The answer to "how much does it cost?". */
  summary: 'claims:offer.summary',
  cancel: 'claims:offer.cancel',
  refund: 'claims:offer.refund',
  renewal: 'claims:offer.renewal',
  /** A person to ask before buying (rich: mailLink; value: {email}). */
  contact: 'claims:offer.contact',
} as const

type OfferSentence = Exclude<keyof typeof OFFER, 'contact'>

/** FAQ entries whose answers are the offer's own sentences (by entry id), so a FAQ never words the offer its own way. */
export function withOfferAnswers(entries: readonly FaqEntry[], answers: Readonly<Record<string, OfferSentence>>): FaqEntry[] {
  return entries.map((entry) => {
    const sentence = answers[entry.id]
    if (!sentence) return entry
    const { values: _values, ...rest } = entry
    return sentence === 'refund' || sentence === 'account'
      ? { ...rest, answerKey: OFFER[sentence] }
      : { ...rest, answerKey: OFFER[sentence], values: PLAN_VALUES }
  })
}

/** The billing terms on the plan card, in the offer's words. */
export const PRICING_TERMS: readonly { id: string; textKey: string }[] = [
  { id: 'account', textKey: OFFER.account },
  { id: 'cancel', textKey: OFFER.cancel },
  { id: 'refunds', textKey: OFFER.refund },
  { id: 'renewal', textKey: OFFER.renewal },
]

export const PRICING_FAQ: readonly FaqEntry[] = withOfferAnswers(
  faqEntries('pricing:faq', ['included', 'cancel', 'refunds', 'renewal', { id: 'team', values: PLAN_VALUES }, 'spanish']),
  { cancel: 'cancel', refunds: 'refund', renewal: 'renewal' },
)
