import { defineToolPage } from './define'

/** RFP Reader (Sign Up in the hero, Get Started at the end, six features, ten badges, six example keys). */
export const RFP_READER = defineToolPage('rfp-reader', {
  prompts: ['deadlines', 'compliance', 'bid', 'samgov'],
  features: ['key-facts', 'compliance', 'scope', 'qa', 'drafts', 'exports'],
  steps: ['upload', 'extract', 'decide', 'respond'],
  badges: [
    'deadlines',
    'submissionType',
    'naics',
    'sow',
    'qaDates',
    'insurance',
    'bonds',
    'forms',
    'pastPerformance',
    'evaluationCriteria',
  ],
  examples: ['rfp-checklist', 'compliance-matrix', 'bid-nobid', 'qa-planning', 'samgov-discovery', 'scope-analysis'],
  integrations: { available: ['uploads', 'url', 'profile', 'manual'], soon: ['drive', 'crm', 'accounting'] },
  faq: ['files', 'samgov', 'citations', 'addenda', 'pricing', 'spanish'],
})
