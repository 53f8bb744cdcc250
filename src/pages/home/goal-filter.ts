import type { GoalId } from '../../content/tool-cards'

/** Product-strip filter: none (null) or exactly one goal. 'All tools' (null) and the active goal both clear it. */
export function nextGoalFilter(current: GoalId | null, clicked: GoalId | null): GoalId | null {
  if (clicked === null || clicked === current) return null
  return clicked
}
