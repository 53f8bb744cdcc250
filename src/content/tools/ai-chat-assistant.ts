import { defineToolPage } from './define'

/** AI Chat Assistant (six features, steps Connect/Organize/Ask/Act, supported documents, privacy note, five example keys). */
export const AI_CHAT_ASSISTANT = defineToolPage('ai-chat-assistant', {
  prompts: ['bid', 'contract', 'complaint', 'sop'],
  features: [
    { id: 'answers', icon: 'chat' },
    { id: 'citations', icon: 'quote' },
    { id: 'search', icon: 'fileSearch' },
    { id: 'drafts', icon: 'pen' },
    { id: 'bilingual', icon: 'globe' },
    { id: 'handoff', icon: 'link' },
  ],
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
