/** FAQ page: ten questions as ids and catalog keys (words in locales/<lng>/faq.json). */
import { PLAN_VALUES, type FaqEntry } from './pricing'
import { faqEntries } from './keys'

export const FAQ_ITEMS: readonly FaqEntry[] = faqEntries('faq:items', [
  'what',
  'tools',
  { id: 'price', values: PLAN_VALUES },
  { id: 'cancel', values: PLAN_VALUES },
  'refunds',
  'spanish',
  'security',
  'start',
  'integrations',
  'support',
])
