import type { ToolPageContent } from './types'

/**
 * Leads & Contracts (rotating prompts on janitorial RFPs, day-porter opportunities, pricing
 * estimates and renewal reminders; the 'Available Contracts' board is a custom section, its sample
 * leads and filters in leads-contracts-leads.ts; six features, four steps, six example keys).
 */
export const LEADS_CONTRACTS: ToolPageContent = {
  id: 'leads-contracts',
  promptIntervalMs: 3000,
  prompts: [
    'tools.leads-contracts:prompts.rfps',
    'tools.leads-contracts:prompts.dayPorter',
    'tools.leads-contracts:prompts.estimate',
    'tools.leads-contracts:prompts.renewals',
  ],
  features: [
    {
      id: 'lead-feed',
      icon: 'layers',
      titleKey: 'tools.leads-contracts:features.leadFeed.title',
      bodyKey: 'tools.leads-contracts:features.leadFeed.body',
    },
    {
      id: 'fit-score',
      icon: 'target',
      titleKey: 'tools.leads-contracts:features.fitScore.title',
      bodyKey: 'tools.leads-contracts:features.fitScore.body',
    },
    {
      id: 'filters',
      icon: 'mapPin',
      titleKey: 'tools.leads-contracts:features.filters.title',
      bodyKey: 'tools.leads-contracts:features.filters.body',
    },
    {
      id: 'samgov',
      icon: 'building',
      titleKey: 'tools.leads-contracts:features.samgov.title',
      bodyKey: 'tools.leads-contracts:features.samgov.body',
    },
    {
      id: 'pipeline',
      icon: 'trendingUp',
      titleKey: 'tools.leads-contracts:features.pipeline.title',
      bodyKey: 'tools.leads-contracts:features.pipeline.body',
    },
    {
      id: 'follow-up',
      icon: 'mail',
      titleKey: 'tools.leads-contracts:features.followUp.title',
      bodyKey: 'tools.leads-contracts:features.followUp.body',
    },
  ],
  steps: [
    { id: 'area', titleKey: 'tools.leads-contracts:steps.area.title', bodyKey: 'tools.leads-contracts:steps.area.body' },
    { id: 'review', titleKey: 'tools.leads-contracts:steps.review.title', bodyKey: 'tools.leads-contracts:steps.review.body' },
    { id: 'qualify', titleKey: 'tools.leads-contracts:steps.qualify.title', bodyKey: 'tools.leads-contracts:steps.qualify.body' },
    { id: 'win', titleKey: 'tools.leads-contracts:steps.win.title', bodyKey: 'tools.leads-contracts:steps.win.body' },
  ],
  badgeKeys: [
    'tools.leads-contracts:badges.fitScore',
    'tools.leads-contracts:badges.radius',
    'tools.leads-contracts:badges.city',
    'tools.leads-contracts:badges.facility',
    'tools.leads-contracts:badges.status',
    'tools.leads-contracts:badges.source',
    'tools.leads-contracts:badges.dueDate',
    'tools.leads-contracts:badges.value',
    'tools.leads-contracts:badges.naics',
    'tools.leads-contracts:badges.setAside',
  ],
  // The spec puts the Available Contracts board (tabs, filters, map) right after the hero.
  extraSections: [{ kind: 'custom', id: 'available-contracts', afterHero: true }],
  examples: [
    {
      key: 'janitorial-rfp-search',
      titleKey: 'tools.leads-contracts:examples.rfpSearch.title',
      promptKey: 'tools.leads-contracts:examples.rfpSearch.prompt',
      outcomeKey: 'tools.leads-contracts:examples.rfpSearch.outcome',
      outputKey: 'tools.leads-contracts:examples.rfpSearch.output',
    },
    {
      key: 'day-porter-leads',
      titleKey: 'tools.leads-contracts:examples.dayPorter.title',
      promptKey: 'tools.leads-contracts:examples.dayPorter.prompt',
      outcomeKey: 'tools.leads-contracts:examples.dayPorter.outcome',
      outputKey: 'tools.leads-contracts:examples.dayPorter.output',
    },
    {
      key: 'quick-price-estimate',
      titleKey: 'tools.leads-contracts:examples.quickEstimate.title',
      promptKey: 'tools.leads-contracts:examples.quickEstimate.prompt',
      outcomeKey: 'tools.leads-contracts:examples.quickEstimate.outcome',
      outputKey: 'tools.leads-contracts:examples.quickEstimate.output',
    },
    {
      key: 'renewal-reminders',
      titleKey: 'tools.leads-contracts:examples.renewals.title',
      promptKey: 'tools.leads-contracts:examples.renewals.prompt',
      outcomeKey: 'tools.leads-contracts:examples.renewals.outcome',
      outputKey: 'tools.leads-contracts:examples.renewals.output',
    },
    {
      key: 'bid-no-bid',
      titleKey: 'tools.leads-contracts:examples.bidNoBid.title',
      promptKey: 'tools.leads-contracts:examples.bidNoBid.prompt',
      outcomeKey: 'tools.leads-contracts:examples.bidNoBid.outcome',
      outputKey: 'tools.leads-contracts:examples.bidNoBid.output',
    },
    {
      key: 'follow-up-email',
      titleKey: 'tools.leads-contracts:examples.followUp.title',
      promptKey: 'tools.leads-contracts:examples.followUp.prompt',
      outcomeKey: 'tools.leads-contracts:examples.followUp.outcome',
      outputKey: 'tools.leads-contracts:examples.followUp.output',
    },
  ],
  integrations: {
    titleKey: 'tools.leads-contracts:integrations.title',
    bodyKey: 'tools.leads-contracts:integrations.body',
    availableKeys: [
      'tools.leads-contracts:integrations.available.samgov',
      'tools.leads-contracts:integrations.available.profile',
      'tools.leads-contracts:integrations.available.manual',
      'tools.leads-contracts:integrations.available.uploads',
      'tools.leads-contracts:integrations.available.tools',
    ],
    comingSoonKeys: [
      'tools.leads-contracts:integrations.soon.portals',
      'tools.leads-contracts:integrations.soon.crm',
      'tools.leads-contracts:integrations.soon.email',
      'tools.leads-contracts:integrations.soon.accounting',
    ],
  },
  faq: [
    { id: 'sources', questionKey: 'tools.leads-contracts:faq.sources.question', answerKey: 'tools.leads-contracts:faq.sources.answer' },
    { id: 'fit', questionKey: 'tools.leads-contracts:faq.fit.question', answerKey: 'tools.leads-contracts:faq.fit.answer' },
    { id: 'samgov', questionKey: 'tools.leads-contracts:faq.samgov.question', answerKey: 'tools.leads-contracts:faq.samgov.answer' },
    { id: 'radius', questionKey: 'tools.leads-contracts:faq.radius.question', answerKey: 'tools.leads-contracts:faq.radius.answer' },
    { id: 'team', questionKey: 'tools.leads-contracts:faq.team.question', answerKey: 'tools.leads-contracts:faq.team.answer' },
    { id: 'spanish', questionKey: 'tools.leads-contracts:faq.spanish.question', answerKey: 'tools.leads-contracts:faq.spanish.answer' },
  ],
}
