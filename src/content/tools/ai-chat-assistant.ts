import { defineToolPage } from './define'

/** AI Chat Assistant (six features, steps Connect/Organize/Ask/Act, supported documents, privacy note, five example keys). */
export const AI_CHAT_ASSISTANT = defineToolPage('ai-chat-assistant', {
  prompts: ['bid', 'contract', 'complaint', 'sop'],
  features: ['answers', 'citations', 'search', 'drafts', 'bilingual', 'handoff'],
  steps: ['connect', 'organize', 'ask', 'act'],
  badges: ['bidPricing', 'contractTerms', 'rfpRequirements', 'qualityIssues', 'trainingSops', 'sourceCitations'],
  extraSections: [
    {
      kind: 'chips',
      id: 'supported-documents',
      name: 'documents',
      lead: true,
      items: ['contracts', 'proposals', 'invoices', 'rfps', 'sows', 'schedules', 'checklists', 'vendorLists'],
    },
    { kind: 'note', id: 'privacy', icon: 'lock' },
  ],
  examples: ['bid-pricing', 'contract-review', 'rfp-checklist', 'quality-response', 'training-sops'],
  integrations: { available: ['profile', 'uploads', 'manual'], soon: ['drive', 'accounting', 'crm', 'timekeeping'] },
  faq: ['sources', 'documents', 'privacy', 'start', 'team', 'spanish'],
})
