import { defineToolPage } from './define'

/**
 * Leads & Contracts (rotating prompts on janitorial RFPs, day-porter opportunities, pricing
 * estimates and renewal reminders; the 'Available Contracts' board is a custom section, its sample
 * leads and filters in leads-contracts-leads.ts; six features, four steps, six example keys).
 */
export const LEADS_CONTRACTS = defineToolPage('leads-contracts', {
  prompts: ['rfps', 'dayPorter', 'estimate', 'renewals'],
  phonePreview: ['steps'],
  features: ['lead-feed', 'fit-score', 'filters', 'samgov', 'pipeline', 'follow-up'],
  steps: ['area', 'review', 'qualify', 'win'],
  badges: ['fitScore', 'radius', 'city', 'facility', 'status', 'source', 'dueDate', 'value', 'naics', 'setAside'],
  extraSections: [{ kind: 'custom', id: 'available-contracts', afterHero: true }],
  examples: [
    { key: 'janitorial-rfp-search', name: 'rfpSearch' },
    { key: 'day-porter-leads', name: 'dayPorter' },
    { key: 'quick-price-estimate', name: 'quickEstimate' },
    { key: 'renewal-reminders', name: 'renewals' },
    'bid-no-bid',
    { key: 'follow-up-email', name: 'followUp' },
  ],
  integrations: {
    available: ['samgov', 'profile', 'manual', 'uploads', 'tools'],
    soon: ['marketplace', 'portals', 'crm', 'email', 'accounting'],
  },
  faq: ['sources', 'fit', 'samgov', 'radius', 'team', 'spanish'],
})
