import type { TFunction } from 'i18next'
import { HELP_TOPICS } from '../../content/help-center'

/** One question of the help center, translated: what the search reads and the results show. */
export type HelpEntry = { id: string; topicKey: string; question: string; answer: string }

export function helpEntries(t: TFunction): HelpEntry[] {
  return HELP_TOPICS.flatMap((topic) =>
    topic.items.map((item) => ({
      id: item.id,
      topicKey: topic.titleKey,
      question: t(item.questionKey),
      answer: t(item.answerKey, item.values),
    })),
  )
}
