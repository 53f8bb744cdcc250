import { defineToolPage } from './define'

/**
 * AI Local SEO & Ads (one rotating prompt, Sign Up and View Demo, three value cards,
 * six scenarios whose keys we chose, closing Sign Up). The value cards are a checklist section.
 */
export const AI_LOCAL_SEO_ADS = defineToolPage('ai-local-seo-ads', {
  prompts: ['audit'],
  features: ['seo-audit', 'city-keywords', 'starter-ads', 'expansion', 'competitors', 'monthly-review'],
  steps: ['profile', 'audit', 'launch', 'review'],
  badges: [
    'businessProfile',
    'reviews',
    'citations',
    'cityPages',
    'keywords',
    'googleAds',
    'budget',
    'negativeKeywords',
    'competitors',
    'monthlyReport',
  ],
  extraSections: [{ kind: 'checklist', id: 'seo-value', name: 'value', lead: true, items: ['found', 'budget', 'plain'] }],
  examples: ['local-seo-audit', 'city-keywords', 'starter-google-ads', 'service-expansion', 'competitor-gap', 'monthly-review'],
  integrations: { available: ['profile', 'uploads', 'manual'], soon: ['cloudDrive', 'accounting', 'crm', 'timekeeping'] },
  faq: ['ads-account', 'budget', 'timeline', 'headlines', 'cities', 'spanish'],
})
