import { defineToolPage } from './define'

/** Contract Writer (six features, four steps, twelve content-type chips, availability with BETA, security, legal note, five example keys). */
export const CONTRACT_WRITER = defineToolPage('contract-writer', {
  prompts: ['office', 'medical', 'renewal', 'subcontract'],
  features: ['scope-builder', 'clause-library', 'ai-clause', 'templates', 'exports', 'bilingual'],
  steps: ['scope', 'clauses', 'review', 'export'],
  badges: ['clientDetails', 'siteList', 'frequencies', 'monthlyPrice', 'term', 'cpi', 'insurance', 'notice'],
  extraSections: [
    {
      kind: 'chips',
      id: 'content-types',
      lead: true,
      items: [
        'introduction',
        'scopeOfWork',
        'qualityStandards',
        'environmental',
        'safety',
        'equipmentSupplies',
        'staffing',
        'subcontracting',
        'billing',
        'termination',
        'forceMajeure',
        'signatures',
      ],
    },
    {
      kind: 'availability',
      id: 'availability',
      lead: true,
      now: ['scopeBuilder', 'clauseLibrary', 'aiClause', 'templates', 'exports'],
      soon: ['approvals', 'versions', 'shareLinks'],
      beta: true,
    },
    { kind: 'note', id: 'security', icon: 'lock' },
    { kind: 'note', id: 'legal-note', name: 'legal', icon: 'shieldCheck' },
  ],
  examples: ['office-cleaning', 'medical-facility', 'school-district', 'renewal-cpi', 'subcontractor'],
  integrations: { available: ['profile', 'uploads', 'manual', 'pricing'], soon: ['drive', 'accounting', 'crm'] },
  faq: ['legal', 'own-clauses', 'pricing', 'formats', 'privacy', 'spanish'],
})
