/** FAQ page: ten questions as ids and catalog keys (words in locales/<lng>/faq.json). */
import { PLAN_VALUES, type FaqEntry } from './pricing'

export const FAQ_ITEMS: readonly FaqEntry[] = [
  { id: 'what', questionKey: 'faq:items.what.question', answerKey: 'faq:items.what.answer' },
  { id: 'tools', questionKey: 'faq:items.tools.question', answerKey: 'faq:items.tools.answer' },
  { id: 'price', questionKey: 'faq:items.price.question', answerKey: 'faq:items.price.answer', values: PLAN_VALUES },
  { id: 'cancel', questionKey: 'faq:items.cancel.question', answerKey: 'faq:items.cancel.answer', values: PLAN_VALUES },
  { id: 'refunds', questionKey: 'faq:items.refunds.question', answerKey: 'faq:items.refunds.answer' },
  { id: 'spanish', questionKey: 'faq:items.spanish.question', answerKey: 'faq:items.spanish.answer' },
  { id: 'security', questionKey: 'faq:items.security.question', answerKey: 'faq:items.security.answer' },
  { id: 'start', questionKey: 'faq:items.start.question', answerKey: 'faq:items.start.answer' },
  { id: 'integrations', questionKey: 'faq:items.integrations.question', answerKey: 'faq:items.integrations.answer' },
  { id: 'support', questionKey: 'faq:items.support.question', answerKey: 'faq:items.support.answer' },
]
