import { useTranslation } from 'react-i18next'
import { LEADS_AS_OF } from '../../../content/tools/leads-contracts-leads'
import type { ToolCustomSectionProps } from '../../../content/tools/types'
import { useLocale } from '../../../i18n/useLocale'
import { formats } from '../../../lib/format'
import { PageSection, Pill, SectionTitle } from '../../page'
import classes from './AvailableContracts.module.css'
import { LeadsBoardIsland } from './LeadsBoard'
import { BoardText } from './board-text'
import { serverBoardText } from './board-section'

/**
 * 'Available Contracts': its title, sample label and lead are the page's HTML; the board under them (filters,
 * map, tabs, count, cards) is an island (LeadsBoard.tsx) with its own slice of the leads-board catalog.
 */
export function AvailableContracts({ headingId }: ToolCustomSectionProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const title = t('leads-board:title')
  // The board's strings for this render; the island's props carry none (the browser loads their own chunk).
  const boardT = serverBoardText()
  return (
    <PageSection space="compact" titleId={headingId}>
      <div className={classes.header}>
        <SectionTitle id={headingId}>{title}</SectionTitle>
        <Pill tone="sample" className={classes.sample} data-testid="sample-label">
          {t('leads-board:sampleLabel')}
        </Pill>
      </div>
      <p className={classes.lead}>{t('leads-board:lead', { date: formats(locale).longDate(LEADS_AS_OF) })}</p>
      <BoardText.Provider value={boardT}>
        <LeadsBoardIsland />
      </BoardText.Provider>
    </PageSection>
  )
}
