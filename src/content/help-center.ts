/** Help center: topic groups and their questions as ids and catalog keys (words in locales/<lng>/help-center.json). */
import { PLAN_VALUES, type FaqEntry } from './pricing'

type HelpTopicId = 'getting-started' | 'features-templates' | 'account-billing'

export type HelpTopic = { id: HelpTopicId; titleKey: string; items: readonly FaqEntry[] }

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    titleKey: 'help-center:topics.gettingStarted',
    items: [
      {
        id: 'create-account',
        questionKey: 'help-center:items.createAccount.question',
        answerKey: 'help-center:items.createAccount.answer',
      },
      { id: 'first-upload', questionKey: 'help-center:items.firstUpload.question', answerKey: 'help-center:items.firstUpload.answer' },
      { id: 'which-tool', questionKey: 'help-center:items.whichTool.question', answerKey: 'help-center:items.whichTool.answer' },
      { id: 'language', questionKey: 'help-center:items.language.question', answerKey: 'help-center:items.language.answer' },
    ],
  },
  {
    id: 'features-templates',
    titleKey: 'help-center:topics.featuresTemplates',
    items: [
      { id: 'templates', questionKey: 'help-center:items.templates.question', answerKey: 'help-center:items.templates.answer' },
      { id: 'exports', questionKey: 'help-center:items.exports.question', answerKey: 'help-center:items.exports.answer' },
      { id: 'rfp-to-pricing', questionKey: 'help-center:items.rfpToPricing.question', answerKey: 'help-center:items.rfpToPricing.answer' },
      { id: 'hiring-files', questionKey: 'help-center:items.hiringFiles.question', answerKey: 'help-center:items.hiringFiles.answer' },
    ],
  },
  {
    id: 'account-billing',
    titleKey: 'help-center:topics.accountBilling',
    items: [
      { id: 'plan', questionKey: 'help-center:items.plan.question', answerKey: 'help-center:items.plan.answer', values: PLAN_VALUES },
      { id: 'cancel', questionKey: 'help-center:items.cancel.question', answerKey: 'help-center:items.cancel.answer', values: PLAN_VALUES },
      { id: 'refunds', questionKey: 'help-center:items.refunds.question', answerKey: 'help-center:items.refunds.answer' },
      { id: 'delete-data', questionKey: 'help-center:items.deleteData.question', answerKey: 'help-center:items.deleteData.answer' },
    ],
  },
]
