import { COMPANY_COUNT } from './company'
import type { ToolId } from './tools'

/** About us: the headline numbers, the problems we solve, the seven categories of the nine tools, values. */

export const ABOUT_STATS = [
  { id: 'tools', value: 9, valueKey: 'about-us:stats.tools.value', labelKey: 'about-us:stats.tools.label' },
  { id: 'categories', value: 7, valueKey: 'about-us:stats.categories.value', labelKey: 'about-us:stats.categories.label' },
  { id: 'companies', value: COMPANY_COUNT, valueKey: 'about-us:stats.companies.value', labelKey: 'about-us:stats.companies.label' },
  { id: 'languages', value: 2, valueKey: 'about-us:stats.languages.value', labelKey: 'about-us:stats.languages.label' },
] as const

export const ABOUT_PROBLEMS = [
  { id: 'bids', titleKey: 'about-us:problem.items.bids.title', bodyKey: 'about-us:problem.items.bids.body' },
  { id: 'rfps', titleKey: 'about-us:problem.items.rfps.title', bodyKey: 'about-us:problem.items.rfps.body' },
  { id: 'hiring', titleKey: 'about-us:problem.items.hiring.title', bodyKey: 'about-us:problem.items.hiring.body' },
  { id: 'growth', titleKey: 'about-us:problem.items.growth.title', bodyKey: 'about-us:problem.items.growth.body' },
] as const

/** The seven categories and the tools in each (nine tools in all). */
export const ABOUT_CATEGORIES: readonly { id: string; nameKey: string; tools: readonly ToolId[] }[] = [
  { id: 'core-ai', nameKey: 'about-us:categories.coreAi', tools: ['ai-chat-assistant'] },
  { id: 'pricing-proposals', nameKey: 'about-us:categories.pricingProposals', tools: ['ai-pricing'] },
  { id: 'business-development', nameKey: 'about-us:categories.businessDevelopment', tools: ['leads-contracts', 'rfp-reader'] },
  { id: 'contract-management', nameKey: 'about-us:categories.contractManagement', tools: ['contract-writer'] },
  { id: 'human-resources', nameKey: 'about-us:categories.humanResources', tools: ['ai-hiring'] },
  { id: 'legal-compliance', nameKey: 'about-us:categories.legalCompliance', tools: ['contract-analyzer'] },
  { id: 'marketing-growth', nameKey: 'about-us:categories.marketingGrowth', tools: ['ai-content-manager', 'ai-local-seo-ads'] },
]

export const ABOUT_VALUES = [
  { id: 'industry', titleKey: 'about-us:values.items.industry.title', bodyKey: 'about-us:values.items.industry.body' },
  { id: 'bilingual', titleKey: 'about-us:values.items.bilingual.title', bodyKey: 'about-us:values.items.bilingual.body' },
  { id: 'trust', titleKey: 'about-us:values.items.trust.title', bodyKey: 'about-us:values.items.trust.body' },
] as const
