import { defineToolPage } from './define'

/** Contract Analyzer (six capability cards, four steps, nine contract-topic badges, five example keys). */
export const CONTRACT_ANALYZER = defineToolPage('contract-analyzer', {
  prompts: ['presign', 'renewal', 'medical', 'takeover'],
  features: ['risk-score', 'clauses', 'renewals', 'medical', 'flow-down', 'redlines'],
  steps: ['upload', 'review', 'compare', 'act'],
  badges: [
    'scopeOfWork',
    'termRenewal',
    'priceAdjustments',
    'paymentTerms',
    'termination',
    'insurance',
    'indemnification',
    'liability',
    'compliance',
  ],
  extraSections: [{ kind: 'note', id: 'legal-note', name: 'legal', icon: 'shieldCheck' }],
  examples: ['pre-sign-risk', 'renewal-audit', 'medical-facility', 'subcontract-passthrough', 'takeover-due-diligence'],
  integrations: { available: ['profile', 'uploads', 'manual'], soon: ['drive', 'accounting', 'crm'] },
  faq: ['legal', 'formats', 'score', 'medical', 'privacy', 'spanish'],
})
