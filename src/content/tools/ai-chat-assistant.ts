import type { ToolPageContent } from './types'

/** AI Chat Assistant (six features, steps Connect/Organize/Ask/Act, supported documents, privacy note, five example keys). */
export const AI_CHAT_ASSISTANT: ToolPageContent = {
  id: 'ai-chat-assistant',
  promptIntervalMs: 3000,
  prompts: [
    'tools.ai-chat-assistant:prompts.bid',
    'tools.ai-chat-assistant:prompts.contract',
    'tools.ai-chat-assistant:prompts.complaint',
    'tools.ai-chat-assistant:prompts.sop',
  ],
  features: [
    {
      id: 'answers',
      icon: 'chat',
      titleKey: 'tools.ai-chat-assistant:features.answers.title',
      bodyKey: 'tools.ai-chat-assistant:features.answers.body',
    },
    {
      id: 'citations',
      icon: 'quote',
      titleKey: 'tools.ai-chat-assistant:features.citations.title',
      bodyKey: 'tools.ai-chat-assistant:features.citations.body',
    },
    {
      id: 'search',
      icon: 'fileSearch',
      titleKey: 'tools.ai-chat-assistant:features.search.title',
      bodyKey: 'tools.ai-chat-assistant:features.search.body',
    },
    {
      id: 'drafts',
      icon: 'pen',
      titleKey: 'tools.ai-chat-assistant:features.drafts.title',
      bodyKey: 'tools.ai-chat-assistant:features.drafts.body',
    },
    {
      id: 'bilingual',
      icon: 'globe',
      titleKey: 'tools.ai-chat-assistant:features.bilingual.title',
      bodyKey: 'tools.ai-chat-assistant:features.bilingual.body',
    },
    {
      id: 'handoff',
      icon: 'link',
      titleKey: 'tools.ai-chat-assistant:features.handoff.title',
      bodyKey: 'tools.ai-chat-assistant:features.handoff.body',
    },
  ],
  steps: [
    { id: 'connect', titleKey: 'tools.ai-chat-assistant:steps.connect.title', bodyKey: 'tools.ai-chat-assistant:steps.connect.body' },
    { id: 'organize', titleKey: 'tools.ai-chat-assistant:steps.organize.title', bodyKey: 'tools.ai-chat-assistant:steps.organize.body' },
    { id: 'ask', titleKey: 'tools.ai-chat-assistant:steps.ask.title', bodyKey: 'tools.ai-chat-assistant:steps.ask.body' },
    { id: 'act', titleKey: 'tools.ai-chat-assistant:steps.act.title', bodyKey: 'tools.ai-chat-assistant:steps.act.body' },
  ],
  badgeKeys: [
    'tools.ai-chat-assistant:badges.bidPricing',
    'tools.ai-chat-assistant:badges.contractTerms',
    'tools.ai-chat-assistant:badges.rfpRequirements',
    'tools.ai-chat-assistant:badges.qualityIssues',
    'tools.ai-chat-assistant:badges.trainingSops',
    'tools.ai-chat-assistant:badges.sourceCitations',
  ],
  extraSections: [
    {
      kind: 'chips',
      id: 'supported-documents',
      titleKey: 'tools.ai-chat-assistant:documents.title',
      leadKey: 'tools.ai-chat-assistant:documents.lead',
      itemKeys: [
        'tools.ai-chat-assistant:documents.contracts',
        'tools.ai-chat-assistant:documents.proposals',
        'tools.ai-chat-assistant:documents.invoices',
        'tools.ai-chat-assistant:documents.rfps',
        'tools.ai-chat-assistant:documents.sows',
        'tools.ai-chat-assistant:documents.schedules',
        'tools.ai-chat-assistant:documents.checklists',
        'tools.ai-chat-assistant:documents.vendorLists',
      ],
    },
    {
      kind: 'note',
      id: 'privacy',
      icon: 'lock',
      titleKey: 'tools.ai-chat-assistant:privacy.title',
      bodyKey: 'tools.ai-chat-assistant:privacy.body',
    },
  ],
  examples: [
    {
      key: 'bid-pricing',
      titleKey: 'tools.ai-chat-assistant:examples.bidPricing.title',
      promptKey: 'tools.ai-chat-assistant:examples.bidPricing.prompt',
      outcomeKey: 'tools.ai-chat-assistant:examples.bidPricing.outcome',
      outputKey: 'tools.ai-chat-assistant:examples.bidPricing.output',
    },
    {
      key: 'contract-review',
      titleKey: 'tools.ai-chat-assistant:examples.contractReview.title',
      promptKey: 'tools.ai-chat-assistant:examples.contractReview.prompt',
      outcomeKey: 'tools.ai-chat-assistant:examples.contractReview.outcome',
      outputKey: 'tools.ai-chat-assistant:examples.contractReview.output',
    },
    {
      key: 'rfp-checklist',
      titleKey: 'tools.ai-chat-assistant:examples.rfpChecklist.title',
      promptKey: 'tools.ai-chat-assistant:examples.rfpChecklist.prompt',
      outcomeKey: 'tools.ai-chat-assistant:examples.rfpChecklist.outcome',
      outputKey: 'tools.ai-chat-assistant:examples.rfpChecklist.output',
    },
    {
      key: 'quality-response',
      titleKey: 'tools.ai-chat-assistant:examples.qualityResponse.title',
      promptKey: 'tools.ai-chat-assistant:examples.qualityResponse.prompt',
      outcomeKey: 'tools.ai-chat-assistant:examples.qualityResponse.outcome',
      outputKey: 'tools.ai-chat-assistant:examples.qualityResponse.output',
    },
    {
      key: 'training-sops',
      titleKey: 'tools.ai-chat-assistant:examples.trainingSops.title',
      promptKey: 'tools.ai-chat-assistant:examples.trainingSops.prompt',
      outcomeKey: 'tools.ai-chat-assistant:examples.trainingSops.outcome',
      outputKey: 'tools.ai-chat-assistant:examples.trainingSops.output',
    },
  ],
  integrations: {
    titleKey: 'tools.ai-chat-assistant:integrations.title',
    bodyKey: 'tools.ai-chat-assistant:integrations.body',
    availableKeys: [
      'tools.ai-chat-assistant:integrations.available.profile',
      'tools.ai-chat-assistant:integrations.available.uploads',
      'tools.ai-chat-assistant:integrations.available.manual',
    ],
    comingSoonKeys: [
      'tools.ai-chat-assistant:integrations.soon.drive',
      'tools.ai-chat-assistant:integrations.soon.accounting',
      'tools.ai-chat-assistant:integrations.soon.crm',
      'tools.ai-chat-assistant:integrations.soon.timekeeping',
    ],
  },
  faq: [
    { id: 'sources', questionKey: 'tools.ai-chat-assistant:faq.sources.question', answerKey: 'tools.ai-chat-assistant:faq.sources.answer' },
    {
      id: 'documents',
      questionKey: 'tools.ai-chat-assistant:faq.documents.question',
      answerKey: 'tools.ai-chat-assistant:faq.documents.answer',
    },
    { id: 'privacy', questionKey: 'tools.ai-chat-assistant:faq.privacy.question', answerKey: 'tools.ai-chat-assistant:faq.privacy.answer' },
    { id: 'start', questionKey: 'tools.ai-chat-assistant:faq.start.question', answerKey: 'tools.ai-chat-assistant:faq.start.answer' },
    { id: 'team', questionKey: 'tools.ai-chat-assistant:faq.team.question', answerKey: 'tools.ai-chat-assistant:faq.team.answer' },
    { id: 'spanish', questionKey: 'tools.ai-chat-assistant:faq.spanish.question', answerKey: 'tools.ai-chat-assistant:faq.spanish.answer' },
  ],
}
