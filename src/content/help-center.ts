/** Help center: topic groups and their questions as ids and catalog keys (words in locales/<lng>/help-center.json). */
import { withOfferAnswers, type FaqEntry } from './pricing'
import { faqEntries } from './keys'

type HelpTopicId = 'getting-started' | 'features-templates' | 'account-billing'

export type HelpTopic = { id: HelpTopicId; titleKey: string; items: readonly FaqEntry[] }

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    titleKey: 'help-center:topics.gettingStarted',
    items: faqEntries('help-center:items', ['create-account', 'first-upload', 'which-tool', 'language']),
  },
  {
    id: 'features-templates',
    titleKey: 'help-center:topics.featuresTemplates',
    items: faqEntries('help-center:items', ['templates', 'exports', 'rfp-to-pricing', 'hiring-files']),
  },
  {
    id: 'account-billing',
    titleKey: 'help-center:topics.accountBilling',
    items: withOfferAnswers(faqEntries('help-center:items', ['plan', 'cancel', 'refunds', 'delete-data']), {
      plan: 'summary',
      cancel: 'cancel',
      refunds: 'refund',
    }),
  },
]
