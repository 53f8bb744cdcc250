import type { ToolPageContent } from './types'

/** Contract Analyzer (six capability cards, four steps, nine contract-topic badges, five example keys). */
export const CONTRACT_ANALYZER: ToolPageContent = {
  id: 'contract-analyzer',
  promptIntervalMs: 3000,
  prompts: [
    'tools.contract-analyzer:prompts.presign',
    'tools.contract-analyzer:prompts.renewal',
    'tools.contract-analyzer:prompts.medical',
    'tools.contract-analyzer:prompts.takeover',
  ],
  features: [
    {
      id: 'risk-score',
      icon: 'shieldCheck',
      titleKey: 'tools.contract-analyzer:features.riskScore.title',
      bodyKey: 'tools.contract-analyzer:features.riskScore.body',
    },
    {
      id: 'clauses',
      icon: 'fileSearch',
      titleKey: 'tools.contract-analyzer:features.clauses.title',
      bodyKey: 'tools.contract-analyzer:features.clauses.body',
    },
    {
      id: 'renewals',
      icon: 'clock',
      titleKey: 'tools.contract-analyzer:features.renewals.title',
      bodyKey: 'tools.contract-analyzer:features.renewals.body',
    },
    {
      id: 'medical',
      icon: 'hospital',
      titleKey: 'tools.contract-analyzer:features.medical.title',
      bodyKey: 'tools.contract-analyzer:features.medical.body',
    },
    {
      id: 'flow-down',
      icon: 'layers',
      titleKey: 'tools.contract-analyzer:features.flowDown.title',
      bodyKey: 'tools.contract-analyzer:features.flowDown.body',
    },
    {
      id: 'redlines',
      icon: 'pen',
      titleKey: 'tools.contract-analyzer:features.redlines.title',
      bodyKey: 'tools.contract-analyzer:features.redlines.body',
    },
  ],
  steps: [
    { id: 'upload', titleKey: 'tools.contract-analyzer:steps.upload.title', bodyKey: 'tools.contract-analyzer:steps.upload.body' },
    { id: 'review', titleKey: 'tools.contract-analyzer:steps.review.title', bodyKey: 'tools.contract-analyzer:steps.review.body' },
    { id: 'compare', titleKey: 'tools.contract-analyzer:steps.compare.title', bodyKey: 'tools.contract-analyzer:steps.compare.body' },
    { id: 'act', titleKey: 'tools.contract-analyzer:steps.act.title', bodyKey: 'tools.contract-analyzer:steps.act.body' },
  ],
  badgeKeys: [
    'tools.contract-analyzer:badges.scopeOfWork',
    'tools.contract-analyzer:badges.termRenewal',
    'tools.contract-analyzer:badges.priceAdjustments',
    'tools.contract-analyzer:badges.paymentTerms',
    'tools.contract-analyzer:badges.termination',
    'tools.contract-analyzer:badges.insurance',
    'tools.contract-analyzer:badges.indemnification',
    'tools.contract-analyzer:badges.liability',
    'tools.contract-analyzer:badges.compliance',
  ],
  extraSections: [
    {
      kind: 'note',
      id: 'legal-note',
      icon: 'shieldCheck',
      titleKey: 'tools.contract-analyzer:legal.title',
      bodyKey: 'tools.contract-analyzer:legal.body',
    },
  ],
  examples: [
    {
      key: 'pre-sign-risk',
      titleKey: 'tools.contract-analyzer:examples.preSignRisk.title',
      promptKey: 'tools.contract-analyzer:examples.preSignRisk.prompt',
      outcomeKey: 'tools.contract-analyzer:examples.preSignRisk.outcome',
      outputKey: 'tools.contract-analyzer:examples.preSignRisk.output',
    },
    {
      key: 'renewal-audit',
      titleKey: 'tools.contract-analyzer:examples.renewalAudit.title',
      promptKey: 'tools.contract-analyzer:examples.renewalAudit.prompt',
      outcomeKey: 'tools.contract-analyzer:examples.renewalAudit.outcome',
      outputKey: 'tools.contract-analyzer:examples.renewalAudit.output',
    },
    {
      key: 'medical-facility',
      titleKey: 'tools.contract-analyzer:examples.medicalFacility.title',
      promptKey: 'tools.contract-analyzer:examples.medicalFacility.prompt',
      outcomeKey: 'tools.contract-analyzer:examples.medicalFacility.outcome',
      outputKey: 'tools.contract-analyzer:examples.medicalFacility.output',
    },
    {
      key: 'subcontract-passthrough',
      titleKey: 'tools.contract-analyzer:examples.subcontractPassthrough.title',
      promptKey: 'tools.contract-analyzer:examples.subcontractPassthrough.prompt',
      outcomeKey: 'tools.contract-analyzer:examples.subcontractPassthrough.outcome',
      outputKey: 'tools.contract-analyzer:examples.subcontractPassthrough.output',
    },
    {
      key: 'takeover-due-diligence',
      titleKey: 'tools.contract-analyzer:examples.takeoverDueDiligence.title',
      promptKey: 'tools.contract-analyzer:examples.takeoverDueDiligence.prompt',
      outcomeKey: 'tools.contract-analyzer:examples.takeoverDueDiligence.outcome',
      outputKey: 'tools.contract-analyzer:examples.takeoverDueDiligence.output',
    },
  ],
  integrations: {
    titleKey: 'tools.contract-analyzer:integrations.title',
    bodyKey: 'tools.contract-analyzer:integrations.body',
    availableKeys: [
      'tools.contract-analyzer:integrations.available.profile',
      'tools.contract-analyzer:integrations.available.uploads',
      'tools.contract-analyzer:integrations.available.manual',
    ],
    comingSoonKeys: [
      'tools.contract-analyzer:integrations.soon.drive',
      'tools.contract-analyzer:integrations.soon.accounting',
      'tools.contract-analyzer:integrations.soon.crm',
    ],
  },
  faq: [
    { id: 'legal', questionKey: 'tools.contract-analyzer:faq.legal.question', answerKey: 'tools.contract-analyzer:faq.legal.answer' },
    { id: 'formats', questionKey: 'tools.contract-analyzer:faq.formats.question', answerKey: 'tools.contract-analyzer:faq.formats.answer' },
    { id: 'score', questionKey: 'tools.contract-analyzer:faq.score.question', answerKey: 'tools.contract-analyzer:faq.score.answer' },
    { id: 'medical', questionKey: 'tools.contract-analyzer:faq.medical.question', answerKey: 'tools.contract-analyzer:faq.medical.answer' },
    { id: 'privacy', questionKey: 'tools.contract-analyzer:faq.privacy.question', answerKey: 'tools.contract-analyzer:faq.privacy.answer' },
    { id: 'spanish', questionKey: 'tools.contract-analyzer:faq.spanish.question', answerKey: 'tools.contract-analyzer:faq.spanish.answer' },
  ],
}
