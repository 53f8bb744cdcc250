import { COMPANY_COUNT } from './company'
import type { ToolId } from './tools'
import { keyed, titled } from './keys'
import { TOOL_CATEGORIES, toolsInCategory, type ToolCategoryId } from './tool-cards'

/** About us: the headline numbers, the problems we solve, the seven categories of the nine tools, values. */

export const ABOUT_STATS = keyed(
  'about-us:stats',
  ['value', 'label'],
  [
    { id: 'tools', value: 9 },
    { id: 'categories', value: 7 },
    { id: 'companies', value: COMPANY_COUNT },
    { id: 'languages', value: 2 },
  ],
)

export const ABOUT_PROBLEMS = titled('about-us:problem.items', ['bids', 'rfps', 'hiring', 'growth'])

/**
 * The seven categories and the tools in each (nine tools in all): the All-tools overview's own categories and
 * names (src/content/tool-cards.ts), so a tool sits in the same category on every page.
 */
export const ABOUT_CATEGORIES: readonly { id: ToolCategoryId; nameKey: string; tools: readonly ToolId[] }[] = TOOL_CATEGORIES.map(
  (category) => ({ id: category.id, nameKey: category.labelKey, tools: toolsInCategory(category.id).map((tool) => tool.id) }),
)

export const ABOUT_VALUES = titled('about-us:values.items', ['industry', 'bilingual', 'trust'])
