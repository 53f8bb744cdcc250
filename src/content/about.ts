import { COMPANY_COUNT } from './company'
import type { ToolId } from './tools'
import { camelCase, keyed, titled } from './keys'

/** About us: the headline numbers, the problems we solve, the seven categories of the nine tools, values. */

export const ABOUT_STATS = keyed(
  'about-us:stats',
  ['value', 'label'],
  [
    { id: 'tools', value: 9 },
    { id: 'categories', value: 7 },
    { id: 'companies', value: COMPANY_COUNT, sample: 'count' },
    { id: 'languages', value: 2 },
  ],
)

export const ABOUT_PROBLEMS = titled('about-us:problem.items', ['bids', 'rfps', 'hiring', 'growth'])

/**
 * The seven categories and the tools in each (nine tools in all): the All-tools overview's own categories
 * (TOOL_CARDS in src/content/tool-cards.ts) with the same names, so a tool sits in the same category on every
 * page (tests/unit/about.test.ts). Written out rather than imported, so the about page loads neither the tool
 * cards' code nor their catalog.
 */
const CATEGORY_TOOLS: readonly { id: string; tools: readonly ToolId[] }[] = [
  { id: 'core-ai', tools: ['ai-chat-assistant'] },
  { id: 'pricing-proposals', tools: ['ai-pricing', 'rfp-reader'] },
  { id: 'business-development', tools: ['leads-contracts'] },
  { id: 'contract-management', tools: ['contract-writer'] },
  { id: 'human-resources', tools: ['ai-hiring'] },
  { id: 'legal-compliance', tools: ['contract-analyzer'] },
  { id: 'marketing-growth', tools: ['ai-content-manager', 'ai-local-seo-ads'] },
]

export const ABOUT_CATEGORIES: readonly { id: string; nameKey: string; tools: readonly ToolId[] }[] = CATEGORY_TOOLS.map((category) => ({
  ...category,
  nameKey: `about-us:categories.${camelCase(category.id)}`,
}))

export const ABOUT_VALUES = titled('about-us:values.items', ['industry', 'bilingual', 'trust'])

/** The hero's product fragment: the suite's workspace with four of the nine tools and one line of each one's sample output. */
export const ABOUT_WORKSPACE_TOOLS = ['ai-pricing', 'rfp-reader', 'contract-analyzer', 'ai-hiring'] as const satisfies readonly ToolId[]
