/** FAQ page: ten questions as ids and catalog keys (words in locales/<lng>/faq.json). */
import { withOfferAnswers, type FaqEntry } from './pricing'
import { SUPPORT_RESPONSE } from './company'
import { faqEntries } from './keys'

export const FAQ_ITEMS: readonly FaqEntry[] = withOfferAnswers(
  faqEntries('faq:items', [
    'what',
    'tools',
    'price',
    'cancel',
    'refunds',
    'spanish',
    'security',
    'start',
    'integrations',
    { id: 'support', values: { responseHours: SUPPORT_RESPONSE.hours } },
  ]),
  { price: 'summary', cancel: 'cancel', refunds: 'refund' },
)
