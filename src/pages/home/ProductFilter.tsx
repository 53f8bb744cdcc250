import { useState } from 'react'
import { FilterChips } from '../../components/filter-chips/FilterChips'
import { ScrollHintText } from '../../components/scroll-row/ScrollHintText'
import { scrollRowClasses } from '../../components/scroll-row/scroll-row-classes'
import { ToolCardView, type ToolCardText } from '../../components/ToolCardView'
import { SimpleGrid } from '../../components/ui/SimpleGrid'
import type { GoalId } from '../../content/tool-cards'
import { island } from '../../islands/island'
import { messageFormatter, type IslandMessages } from '../../islands/messages'
import { nextGoalFilter } from './goal-filter'
import classes from './HomePage.module.css'

/** The product strip's filter and cards, translated by the page (ProductStrip): plain data, an island's props. */
export type ProductFilterProps = {
  label: string
  /** 'All tools', then one chip per goal. */
  allLabel: string
  goals: { id: GoalId; label: string }[]
  /** Each card with the goals it serves. */
  cards: { card: ToolCardText; goals: GoalId[] }[]
  hint: string
  /** home:strip.showing ('Showing {shown} of {total} tools'). */
  messages: IslandMessages
}

const ALL = 'all'

/**
 * Nine tool cards with a goal filter: none or exactly one goal active; clicking the active goal clears it. An
 * island (the chips' state decides which cards are drawn); without JavaScript every card shows, 'All' pressed.
 */
export function ProductFilter({ label, allLabel, goals, cards, hint, messages }: ProductFilterProps) {
  const [goal, setGoal] = useState<GoalId | null>(null)
  const t = messageFormatter(messages)
  const shown = goal === null ? cards : cards.filter((entry) => entry.goals.includes(goal))
  return (
    <>
      <FilterChips<GoalId | typeof ALL>
        label={label}
        testId="goal-filter"
        chips={[{ id: ALL, label: allLabel }, ...goals]}
        pressed={(id) => (id === ALL ? goal === null : goal === id)}
        onPick={(id) => setGoal(nextGoalFilter(goal, id === ALL ? null : id))}
      />
      <p role="status" className={classes.showing} data-testid="tool-count">
        {t('home:strip.showing', { shown: shown.length, total: cards.length })}
      </p>
      <ScrollHintText text={hint} />
      {/* On phones a scroll row (the cards' links are its Tab stops); from sm up the grid. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="md" className={scrollRowClasses.row}>
        {shown.map((entry) => (
          <ToolCardView key={entry.card.id} card={entry.card} />
        ))}
      </SimpleGrid>
    </>
  )
}

/** The filter as an island, hydrated once the page has loaded (its chips are near the first screen). */
export const ProductFilterIsland = island('product-strip', ProductFilter, { when: 'idle' })
