import { SimpleGrid } from '../../components/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScrollHint, scrollRow } from '../../components/scroll-row/ScrollRow'
import { PageSection } from '../../components/page'
import { ToolCard } from '../../components/ToolCard'
import { GOALS } from '../../content/home'
import { TOOL_CARDS, toolsForGoal, type GoalId } from '../../content/tool-cards'
import { nextGoalFilter } from './goal-filter'
import { FilterChips } from '../../components/filter-chips/FilterChips'
import classes from './HomePage.module.css'

/** Nine tool cards with a goal filter: none or exactly one goal active; clicking the active goal clears it. */
export function ProductStrip() {
  const { t } = useTranslation()
  const [goal, setGoal] = useState<GoalId | null>(null)
  const tools = toolsForGoal(goal)
  return (
    <PageSection id="products" titleId="products-title" title={t('home:strip.title')} intro={t('home:strip.lead')}>
      <FilterChips
        label={t('home:strip.filterLabel')}
        testId="goal-filter"
        chips={[{ id: 'all', label: t('home:strip.all') }, ...GOALS.map((item) => ({ id: item.id, label: t(item.filterKey) }))]}
        pressed={(id) => (id === 'all' ? goal === null : goal === id)}
        onPick={(id) => setGoal(nextGoalFilter(goal, id === 'all' ? null : id))}
      />
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
