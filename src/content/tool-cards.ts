import type { IconId } from './icons'
import { camelCase, keysOf } from './keys'
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

export const TOOL_CATEGORIES: readonly { id: ToolCategoryId; labelKey: string; descriptionKey: string }[] = TOOL_CATEGORY_IDS.map((id) => ({
  id,
  labelKey: `tool-cards:categories.${camelCase(id)}`,
  descriptionKey: `features:categories.${camelCase(id)}`,
}))

/** The five business goals of the home page's product filter and goal blocks. */
export const GOAL_IDS = ['get-more-leads', 'win-more-bids', 'operate-better', 'hire-train', 'market-grow'] as const
export type GoalId = (typeof GOAL_IDS)[number]

export type ToolCardData = ToolNav & {
  category: ToolCategoryId
  goals: readonly GoalId[]
  icon: IconId
  descriptionKey: string
  /** Four benefit bullets: `tools.<name>.benefits.one` to `.four` in tool-cards.json. */
  benefitKeys: readonly string[]
}

/** A tool's card: its description and four benefits are `tools.<name>.description` and `.benefits.<n>` in tool-cards.json; its icon is its menu icon (TOOL_NAV). */
const toolCardOf = (id: ToolId, category: ToolCategoryId, goals: readonly GoalId[]): ToolCardData => ({
  ...toolNav(id),
  category,
  goals,
  descriptionKey: `tool-cards:tools.${camelCase(id)}.description`,
  benefitKeys: keysOf(`tool-cards:tools.${camelCase(id)}.benefits`, ['one', 'two', 'three', 'four']),
})

/** Tool cards shared by home and the All-tools overview (words in locales/<lng>/tool-cards.json). */
export const TOOL_CARDS: readonly ToolCardData[] = [
  toolCardOf('ai-chat-assistant', 'core-ai', ['operate-better', 'hire-train']),
  toolCardOf('contract-writer', 'contract-management', ['win-more-bids', 'operate-better']),
  toolCardOf('contract-analyzer', 'legal-compliance', ['win-more-bids', 'operate-better']),
  toolCardOf('ai-pricing', 'pricing-proposals', ['win-more-bids']),
  toolCardOf('rfp-reader', 'pricing-proposals', ['win-more-bids', 'get-more-leads']),
  toolCardOf('ai-hiring', 'human-resources', ['hire-train']),
  toolCardOf('ai-content-manager', 'marketing-growth', ['market-grow']),
  toolCardOf('ai-local-seo-ads', 'marketing-growth', ['market-grow', 'get-more-leads']),
  toolCardOf('leads-contracts', 'business-development', ['get-more-leads']),
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
