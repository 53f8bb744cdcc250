import { SimpleGrid } from '../../components/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScrollHint, scrollRow } from '../../components/scroll-row/ScrollRow'
import { PageSection } from '../../components/page'
import { ToolCard } from '../../components/ToolCard'
import { GOALS } from '../../content/home'
import { TOOL_CARDS, toolsForGoal, type GoalId } from '../../content/tool-cards'
import { nextGoalFilter } from './goal-filter'
import classes from './HomePage.module.css'

/** Nine tool cards with a goal filter: none or exactly one goal active; clicking the active goal clears it. */
export function ProductStrip() {
  const { t } = useTranslation()
  const [goal, setGoal] = useState<GoalId | null>(null)
  const tools = toolsForGoal(goal)
  return (
    <PageSection id="products" titleId="products-title" title={t('home:strip.title')} intro={t('home:strip.lead')}>
      <div role="group" aria-label={t('home:strip.filterLabel')} className={classes.filters} data-testid="goal-filter">
        <button type="button" className={classes.filter} aria-pressed={goal === null} onClick={() => setGoal(nextGoalFilter(goal, null))}>
          {t('home:strip.all')}
        </button>
        {GOALS.map((item) => (
          <button
            key={item.id}
            type="button"
            className={classes.filter}
            aria-pressed={goal === item.id}
            onClick={() => setGoal(nextGoalFilter(goal, item.id))}
          >
            {t(item.filterKey)}
          </button>
        ))}
      </div>
      <p role="status" className={classes.showing} data-testid="tool-count">
        {t('home:strip.showing', { shown: tools.length, total: TOOL_CARDS.length })}
      </p>
      <ScrollHint />
      {/* On phones a scroll row (the cards' links are its Tab stops); from sm up the grid. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="md" className={scrollRow.row}>
        {tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} showCategory />
        ))}
      </SimpleGrid>
    </PageSection>
  )
}
