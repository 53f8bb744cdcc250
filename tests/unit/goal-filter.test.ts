import { describe, expect, it } from 'vitest'
import { GOAL_IDS, toolsForGoal, type GoalId } from '../../src/content/tool-cards'
import { nextGoalFilter } from '../../src/pages/home/goal-filter'

/** Replays clicks from the initial state (no filter) and returns the active goal after each. */
function clicks(...sequence: (GoalId | null)[]): (GoalId | null)[] {
  const states: (GoalId | null)[] = []
  let active: GoalId | null = null
  for (const clicked of sequence) {
    active = nextGoalFilter(active, clicked)
    states.push(active)
  }
  return states
}

describe('product-strip goal filter', () => {
  it('starts with none and selecting a goal makes it the only active one', () => {
    expect(clicks('win-more-bids')).toEqual(['win-more-bids'])
  })

  it('clicking another goal replaces the active one (never two at once)', () => {
    expect(clicks('win-more-bids', 'hire-train')).toEqual(['win-more-bids', 'hire-train'])
  })

  it('clicking the active goal clears it', () => {
    expect(clicks('market-grow', 'market-grow')).toEqual(['market-grow', null])
  })

  it('All tools clears any goal and stays cleared', () => {
    expect(clicks('operate-better', null, null)).toEqual(['operate-better', null, null])
  })

  it('every goal can be toggled on and off', () => {
    for (const goal of GOAL_IDS) expect(clicks(goal, goal)).toEqual([goal, null])
  })

  it('the shown tools follow the filter state', () => {
    const [active] = clicks('hire-train')
    expect(toolsForGoal(active!).map((tool) => tool.id)).toEqual(['ai-chat-assistant', 'ai-hiring'])
    const [, cleared] = clicks('hire-train', 'hire-train')
    expect(toolsForGoal(cleared!)).toHaveLength(9)
  })
})
