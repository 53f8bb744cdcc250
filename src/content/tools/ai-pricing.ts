import { defineToolPage } from './define'

/** AI Pricing (features, steps, eleven badges, six example keys). */
export const AI_PRICING = defineToolPage('ai-pricing', {
  prompts: ['office', 'medical', 'margin', 'renewal'],
  features: ['time-to-clean', 'cost-margin', 'scenarios', 'benchmarks', 'upsells', 'exports'],
  steps: ['scope', 'rates', 'compare', 'send'],
  badges: [
    'scope',
    'squareFootage',
    'frequencies',
    'productionRate',
    'laborRate',
    'supplies',
    'overhead',
    'margin',
    'pricePerVisit',
    'monthlyTotal',
    'effectiveHourlyRate',
  ],
  extraSections: [{ kind: 'note', id: 'quick-estimate', icon: 'calculator', link: '/{-$locale}/cleaning-bid-calculator' }],
  examples: [
    'bid-pricing',
    'margin-protection',
    'scenario-compare',
    { key: 'consumables-passthrough', name: 'consumables' },
    { key: 'multi-site-pricing', name: 'multiSite' },
    'renewal-cpi',
  ],
  integrations: { available: ['profile', 'uploads', 'manual', 'rfp'], soon: ['accounting', 'crm', 'timekeeping'] },
  faq: ['rates', 'margin', 'wages', 'export', 'multisite', 'spanish'],
})
