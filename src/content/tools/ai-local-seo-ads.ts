import type { ToolPageContent } from './types'

/**
 * AI Local SEO & Ads (one rotating prompt, Sign Up and View Demo, three value cards,
 * six scenarios whose keys we chose, closing Sign Up). The value cards are a checklist section.
 */
export const AI_LOCAL_SEO_ADS: ToolPageContent = {
  id: 'ai-local-seo-ads',
  promptIntervalMs: 3000,
  prompts: ['tools.ai-local-seo-ads:prompts.audit'],
  features: [
    {
      id: 'seo-audit',
      icon: 'clipboard',
      titleKey: 'tools.ai-local-seo-ads:features.seoAudit.title',
      bodyKey: 'tools.ai-local-seo-ads:features.seoAudit.body',
    },
    {
      id: 'city-keywords',
      icon: 'mapPin',
      titleKey: 'tools.ai-local-seo-ads:features.cityKeywords.title',
      bodyKey: 'tools.ai-local-seo-ads:features.cityKeywords.body',
    },
    {
      id: 'starter-ads',
      icon: 'megaphone',
      titleKey: 'tools.ai-local-seo-ads:features.starterAds.title',
      bodyKey: 'tools.ai-local-seo-ads:features.starterAds.body',
    },
    {
      id: 'expansion',
      icon: 'globe',
      titleKey: 'tools.ai-local-seo-ads:features.expansion.title',
      bodyKey: 'tools.ai-local-seo-ads:features.expansion.body',
    },
    {
      id: 'competitors',
      icon: 'target',
      titleKey: 'tools.ai-local-seo-ads:features.competitors.title',
      bodyKey: 'tools.ai-local-seo-ads:features.competitors.body',
    },
    {
      id: 'monthly-review',
      icon: 'trendingUp',
      titleKey: 'tools.ai-local-seo-ads:features.monthlyReview.title',
      bodyKey: 'tools.ai-local-seo-ads:features.monthlyReview.body',
    },
  ],
  steps: [
    { id: 'profile', titleKey: 'tools.ai-local-seo-ads:steps.profile.title', bodyKey: 'tools.ai-local-seo-ads:steps.profile.body' },
    { id: 'audit', titleKey: 'tools.ai-local-seo-ads:steps.audit.title', bodyKey: 'tools.ai-local-seo-ads:steps.audit.body' },
    { id: 'launch', titleKey: 'tools.ai-local-seo-ads:steps.launch.title', bodyKey: 'tools.ai-local-seo-ads:steps.launch.body' },
    { id: 'review', titleKey: 'tools.ai-local-seo-ads:steps.review.title', bodyKey: 'tools.ai-local-seo-ads:steps.review.body' },
  ],
  badgeKeys: [
    'tools.ai-local-seo-ads:badges.businessProfile',
    'tools.ai-local-seo-ads:badges.reviews',
    'tools.ai-local-seo-ads:badges.citations',
    'tools.ai-local-seo-ads:badges.cityPages',
    'tools.ai-local-seo-ads:badges.keywords',
    'tools.ai-local-seo-ads:badges.googleAds',
    'tools.ai-local-seo-ads:badges.budget',
    'tools.ai-local-seo-ads:badges.negativeKeywords',
    'tools.ai-local-seo-ads:badges.competitors',
    'tools.ai-local-seo-ads:badges.monthlyReport',
  ],
  extraSections: [
    {
      kind: 'checklist',
      id: 'seo-value',
      titleKey: 'tools.ai-local-seo-ads:value.title',
      leadKey: 'tools.ai-local-seo-ads:value.lead',
      itemKeys: ['tools.ai-local-seo-ads:value.found', 'tools.ai-local-seo-ads:value.budget', 'tools.ai-local-seo-ads:value.plain'],
    },
  ],
  examples: [
    {
      key: 'local-seo-audit',
      titleKey: 'tools.ai-local-seo-ads:examples.localSeoAudit.title',
      promptKey: 'tools.ai-local-seo-ads:examples.localSeoAudit.prompt',
      outcomeKey: 'tools.ai-local-seo-ads:examples.localSeoAudit.outcome',
      outputKey: 'tools.ai-local-seo-ads:examples.localSeoAudit.output',
    },
    {
      key: 'city-keywords',
      titleKey: 'tools.ai-local-seo-ads:examples.cityKeywords.title',
      promptKey: 'tools.ai-local-seo-ads:examples.cityKeywords.prompt',
      outcomeKey: 'tools.ai-local-seo-ads:examples.cityKeywords.outcome',
      outputKey: 'tools.ai-local-seo-ads:examples.cityKeywords.output',
    },
    {
      key: 'starter-google-ads',
      titleKey: 'tools.ai-local-seo-ads:examples.starterGoogleAds.title',
      promptKey: 'tools.ai-local-seo-ads:examples.starterGoogleAds.prompt',
      outcomeKey: 'tools.ai-local-seo-ads:examples.starterGoogleAds.outcome',
      outputKey: 'tools.ai-local-seo-ads:examples.starterGoogleAds.output',
    },
    {
      key: 'service-expansion',
      titleKey: 'tools.ai-local-seo-ads:examples.serviceExpansion.title',
      promptKey: 'tools.ai-local-seo-ads:examples.serviceExpansion.prompt',
      outcomeKey: 'tools.ai-local-seo-ads:examples.serviceExpansion.outcome',
      outputKey: 'tools.ai-local-seo-ads:examples.serviceExpansion.output',
    },
    {
      key: 'competitor-gap',
      titleKey: 'tools.ai-local-seo-ads:examples.competitorGap.title',
      promptKey: 'tools.ai-local-seo-ads:examples.competitorGap.prompt',
      outcomeKey: 'tools.ai-local-seo-ads:examples.competitorGap.outcome',
      outputKey: 'tools.ai-local-seo-ads:examples.competitorGap.output',
    },
    {
      key: 'monthly-review',
      titleKey: 'tools.ai-local-seo-ads:examples.monthlyReview.title',
      promptKey: 'tools.ai-local-seo-ads:examples.monthlyReview.prompt',
      outcomeKey: 'tools.ai-local-seo-ads:examples.monthlyReview.outcome',
      outputKey: 'tools.ai-local-seo-ads:examples.monthlyReview.output',
    },
  ],
  integrations: {
    titleKey: 'tools.ai-local-seo-ads:integrations.title',
    bodyKey: 'tools.ai-local-seo-ads:integrations.body',
    availableKeys: [
      'tools.ai-local-seo-ads:integrations.available.profile',
      'tools.ai-local-seo-ads:integrations.available.uploads',
      'tools.ai-local-seo-ads:integrations.available.manual',
    ],
    comingSoonKeys: [
      'tools.ai-local-seo-ads:integrations.soon.cloudDrive',
      'tools.ai-local-seo-ads:integrations.soon.accounting',
      'tools.ai-local-seo-ads:integrations.soon.crm',
      'tools.ai-local-seo-ads:integrations.soon.timekeeping',
    ],
  },
  faq: [
    {
      id: 'ads-account',
      questionKey: 'tools.ai-local-seo-ads:faq.adsAccount.question',
      answerKey: 'tools.ai-local-seo-ads:faq.adsAccount.answer',
    },
    { id: 'budget', questionKey: 'tools.ai-local-seo-ads:faq.budget.question', answerKey: 'tools.ai-local-seo-ads:faq.budget.answer' },
    {
      id: 'timeline',
      questionKey: 'tools.ai-local-seo-ads:faq.timeline.question',
      answerKey: 'tools.ai-local-seo-ads:faq.timeline.answer',
    },
    {
      id: 'headlines',
      questionKey: 'tools.ai-local-seo-ads:faq.headlines.question',
      answerKey: 'tools.ai-local-seo-ads:faq.headlines.answer',
    },
    { id: 'cities', questionKey: 'tools.ai-local-seo-ads:faq.cities.question', answerKey: 'tools.ai-local-seo-ads:faq.cities.answer' },
    { id: 'spanish', questionKey: 'tools.ai-local-seo-ads:faq.spanish.question', answerKey: 'tools.ai-local-seo-ads:faq.spanish.answer' },
  ],
}
