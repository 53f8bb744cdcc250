import { describe, expect, it } from 'vitest'
import { GOALS } from '../../src/content/home'
import { GOAL_IDS, TOOL_CARDS, TOOL_CATEGORIES, TOOL_CATEGORY_IDS, toolsForGoal, toolsInCategory } from '../../src/content/tool-cards'
import { TOOL_IDS } from '../../src/content/tools'

describe('tool ↔ goal mapping (home product strip)', () => {
  it('has a card for each of the nine tools, once', () => {
    expect(TOOL_CARDS.map((tool) => tool.id).sort()).toEqual([...TOOL_IDS].sort())
  })

  it('maps every tool to at least one known goal, without duplicates', () => {
    for (const tool of TOOL_CARDS) {
      expect(tool.goals.length, tool.id).toBeGreaterThan(0)
      expect(new Set(tool.goals).size, tool.id).toBe(tool.goals.length)
      for (const goal of tool.goals) expect(GOAL_IDS, `${tool.id} → ${goal}`).toContain(goal)
    }
  })

  it('maps every goal to at least one tool', () => {
    for (const goal of GOAL_IDS) expect(toolsForGoal(goal).length, goal).toBeGreaterThan(0)
  })

  it('has one goal block and filter chip per goal, in the spec’s order', () => {
    expect(GOALS.map((goal) => goal.id)).toEqual(['get-more-leads', 'win-more-bids', 'operate-better', 'hire-train', 'market-grow'])
  })

  it('with no goal, the strip shows all nine tools in their usual order', () => {
    expect(toolsForGoal(null).map((tool) => tool.id)).toEqual([...TOOL_IDS])
  })

  it('a goal shows exactly the tools that list it', () => {
    expect(toolsForGoal('get-more-leads').map((tool) => tool.id)).toEqual(['rfp-reader', 'ai-local-seo-ads', 'leads-contracts'])
    expect(toolsForGoal('hire-train').map((tool) => tool.id)).toEqual(['ai-chat-assistant', 'ai-hiring'])
  })
})

describe('tool categories (All-tools overview)', () => {
  it('has the seven categories and every one holds at least one tool', () => {
    expect(TOOL_CATEGORIES.map((category) => category.id)).toEqual([...TOOL_CATEGORY_IDS])
    expect(TOOL_CATEGORIES).toHaveLength(7)
    for (const category of TOOL_CATEGORY_IDS) expect(toolsInCategory(category).length, category).toBeGreaterThan(0)
  })

  it('puts every tool in exactly one category, with four benefits and a route of its own', () => {
    const grouped = TOOL_CATEGORY_IDS.flatMap((category) => toolsInCategory(category).map((tool) => tool.id))
    expect(grouped.sort()).toEqual([...TOOL_IDS].sort())
    for (const tool of TOOL_CARDS) {
      expect(new Set(tool.benefitKeys).size, tool.id).toBe(4)
      expect(tool.to).toBe(`/{-$locale}/${tool.id}`)
    }
  })
})
