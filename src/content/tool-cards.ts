import type { IconId } from './icons'
import { TOOL_NAV, type ToolId, type ToolNav } from './tools'

/** The seven categories of the All-tools overview, in display order. */
export const TOOL_CATEGORY_IDS = [
  'core-ai',
  'pricing-proposals',
  'business-development',
  'contract-management',
  'human-resources',
  'legal-compliance',
  'marketing-growth',
] as const
export type ToolCategoryId = (typeof TOOL_CATEGORY_IDS)[number]

export const TOOL_CATEGORIES: readonly {
  id: ToolCategoryId
  labelKey: string
  descriptionKey: string
}[] = [
  { id: 'core-ai', labelKey: 'tool-cards:categories.coreAi', descriptionKey: 'features:categories.coreAi' },
  { id: 'pricing-proposals', labelKey: 'tool-cards:categories.pricingProposals', descriptionKey: 'features:categories.pricingProposals' },
  {
    id: 'business-development',
    labelKey: 'tool-cards:categories.businessDevelopment',
    descriptionKey: 'features:categories.businessDevelopment',
  },
  {
    id: 'contract-management',
    labelKey: 'tool-cards:categories.contractManagement',
    descriptionKey: 'features:categories.contractManagement',
  },
  { id: 'human-resources', labelKey: 'tool-cards:categories.humanResources', descriptionKey: 'features:categories.humanResources' },
  { id: 'legal-compliance', labelKey: 'tool-cards:categories.legalCompliance', descriptionKey: 'features:categories.legalCompliance' },
  { id: 'marketing-growth', labelKey: 'tool-cards:categories.marketingGrowth', descriptionKey: 'features:categories.marketingGrowth' },
]

/** The five business goals of the home page's product filter and goal blocks. */
export const GOAL_IDS = ['get-more-leads', 'win-more-bids', 'operate-better', 'hire-train', 'market-grow'] as const
export type GoalId = (typeof GOAL_IDS)[number]

export type ToolCardData = ToolNav & {
  category: ToolCategoryId
  goals: readonly GoalId[]
  icon: IconId
  descriptionKey: string
  /** Exactly four benefit bullets. */
  benefitKeys: readonly [string, string, string, string]
}

/** Tool cards shared by home and the All-tools overview (words in locales/<lng>/tool-cards.json). */
export const TOOL_CARDS: readonly ToolCardData[] = [
  {
    ...toolNav('ai-chat-assistant'),
    category: 'core-ai',
    goals: ['operate-better', 'hire-train'],
    icon: 'chat',
    descriptionKey: 'tool-cards:tools.aiChatAssistant.description',
    benefitKeys: [
      'tool-cards:tools.aiChatAssistant.benefits.one',
      'tool-cards:tools.aiChatAssistant.benefits.two',
      'tool-cards:tools.aiChatAssistant.benefits.three',
      'tool-cards:tools.aiChatAssistant.benefits.four',
    ],
  },
  {
    ...toolNav('contract-writer'),
    category: 'contract-management',
    goals: ['win-more-bids', 'operate-better'],
    icon: 'pen',
    descriptionKey: 'tool-cards:tools.contractWriter.description',
    benefitKeys: [
      'tool-cards:tools.contractWriter.benefits.one',
      'tool-cards:tools.contractWriter.benefits.two',
      'tool-cards:tools.contractWriter.benefits.three',
      'tool-cards:tools.contractWriter.benefits.four',
    ],
  },
  {
    ...toolNav('contract-analyzer'),
    category: 'legal-compliance',
    goals: ['win-more-bids', 'operate-better'],
    icon: 'shieldCheck',
    descriptionKey: 'tool-cards:tools.contractAnalyzer.description',
    benefitKeys: [
      'tool-cards:tools.contractAnalyzer.benefits.one',
      'tool-cards:tools.contractAnalyzer.benefits.two',
      'tool-cards:tools.contractAnalyzer.benefits.three',
      'tool-cards:tools.contractAnalyzer.benefits.four',
    ],
  },
  {
    ...toolNav('ai-pricing'),
    category: 'pricing-proposals',
    goals: ['win-more-bids'],
    icon: 'calculator',
    descriptionKey: 'tool-cards:tools.aiPricing.description',
    benefitKeys: [
      'tool-cards:tools.aiPricing.benefits.one',
      'tool-cards:tools.aiPricing.benefits.two',
      'tool-cards:tools.aiPricing.benefits.three',
      'tool-cards:tools.aiPricing.benefits.four',
    ],
  },
  {
    ...toolNav('rfp-reader'),
    category: 'pricing-proposals',
    goals: ['win-more-bids', 'get-more-leads'],
    icon: 'fileSearch',
    descriptionKey: 'tool-cards:tools.rfpReader.description',
    benefitKeys: [
      'tool-cards:tools.rfpReader.benefits.one',
      'tool-cards:tools.rfpReader.benefits.two',
      'tool-cards:tools.rfpReader.benefits.three',
      'tool-cards:tools.rfpReader.benefits.four',
    ],
  },
  {
    ...toolNav('ai-hiring'),
    category: 'human-resources',
    goals: ['hire-train'],
    icon: 'users',
    descriptionKey: 'tool-cards:tools.aiHiring.description',
    benefitKeys: [
      'tool-cards:tools.aiHiring.benefits.one',
      'tool-cards:tools.aiHiring.benefits.two',
      'tool-cards:tools.aiHiring.benefits.three',
      'tool-cards:tools.aiHiring.benefits.four',
    ],
  },
  {
    ...toolNav('ai-content-manager'),
    category: 'marketing-growth',
    goals: ['market-grow'],
    icon: 'megaphone',
    descriptionKey: 'tool-cards:tools.aiContentManager.description',
    benefitKeys: [
      'tool-cards:tools.aiContentManager.benefits.one',
      'tool-cards:tools.aiContentManager.benefits.two',
      'tool-cards:tools.aiContentManager.benefits.three',
      'tool-cards:tools.aiContentManager.benefits.four',
    ],
  },
  {
    ...toolNav('ai-local-seo-ads'),
    category: 'marketing-growth',
    goals: ['market-grow', 'get-more-leads'],
    icon: 'mapPin',
    descriptionKey: 'tool-cards:tools.aiLocalSeoAds.description',
    benefitKeys: [
      'tool-cards:tools.aiLocalSeoAds.benefits.one',
      'tool-cards:tools.aiLocalSeoAds.benefits.two',
      'tool-cards:tools.aiLocalSeoAds.benefits.three',
      'tool-cards:tools.aiLocalSeoAds.benefits.four',
    ],
  },
  {
    ...toolNav('leads-contracts'),
    category: 'business-development',
    goals: ['get-more-leads'],
    icon: 'target',
    descriptionKey: 'tool-cards:tools.leadsContracts.description',
    benefitKeys: [
      'tool-cards:tools.leadsContracts.benefits.one',
      'tool-cards:tools.leadsContracts.benefits.two',
      'tool-cards:tools.leadsContracts.benefits.three',
      'tool-cards:tools.leadsContracts.benefits.four',
    ],
  },
]

function toolNav(id: ToolId): ToolNav {
  const nav = TOOL_NAV.find((tool) => tool.id === id)
  if (!nav) throw new Error(`Unknown tool ${id}`)
  return nav
}

export function toolCard(id: ToolId): ToolCardData {
  const card = TOOL_CARDS.find((tool) => tool.id === id)
  if (!card) throw new Error(`Unknown tool ${id}`)
  return card
}

export function toolsInCategory(category: ToolCategoryId): ToolCardData[] {
  return TOOL_CARDS.filter((tool) => tool.category === category)
}

/** Tools shown by the product filter: all of them when no goal is active. */
export function toolsForGoal(goal: GoalId | null): ToolCardData[] {
  return goal === null ? [...TOOL_CARDS] : TOOL_CARDS.filter((tool) => tool.goals.includes(goal))
}
