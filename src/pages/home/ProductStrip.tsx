import { useTranslation } from 'react-i18next'
import { PageSection } from '../../components/page'
import { toolCardText } from '../../components/ToolCard'
import { GOALS } from '../../content/home'
import { TOOL_CARDS } from '../../content/tool-cards'
import { islandMessages } from '../../islands/messages-server'
import { ProductFilterIsland } from './ProductFilter'

/** Nine tool cards with a goal filter (the filter and the cards are an island: ProductFilter). */
export function ProductStrip() {
  const { t } = useTranslation()
  return (
    <PageSection id="products" titleId="products-title" title={t('home:strip.title')} intro={t('home:strip.lead')}>
      <ProductFilterIsland
        label={t('home:strip.filterLabel')}
        allLabel={t('home:strip.all')}
        goals={GOALS.map((item) => ({ id: item.id, label: t(item.filterKey) }))}
        cards={TOOL_CARDS.map((tool) => ({ card: toolCardText(t, tool, { showCategory: true }), goals: [...tool.goals] }))}
        hint={t('common:scrollRow.hint')}
        messages={islandMessages(['home:strip.showing'])}
      />
    </PageSection>
  )
}
