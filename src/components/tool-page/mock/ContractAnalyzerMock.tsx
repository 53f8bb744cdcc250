import { useTranslation } from 'react-i18next'
import { CONTRACT_FLAGS, REVIEWED_CONTRACT, RISK_LEVELS as RISK, riskCounts } from '../../../content/tools/contract-analyzer-mock'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockHead, TonePill } from './MockParts'
import classes from './mock.module.css'

const LEVELS = ['high', 'medium', 'low'] as const

/**
 * Flagged clauses of the review, each with its reference, what to ask for and its risk pill: all of them in the hero,
 * the ones a feature shot names (`ids`).
 */
export function ContractFlags({ ids }: { ids?: readonly (typeof CONTRACT_FLAGS)[number]['id'][] }) {
  const { t } = useTranslation()
  return (
    <ul className={classes.list}>
      {CONTRACT_FLAGS.filter((flag) => !ids || ids.includes(flag.id)).map((flag) => (
        <li key={flag.id}>
          <span>
            <strong>{t(flag.labelKey)}</strong>
            <small>
              {'section' in flag.ref
                ? t('tools.contract-analyzer:mock.section', { section: flag.ref.section, page: flag.page })
                : t('tools.contract-analyzer:mock.exhibit', { exhibit: flag.ref.exhibit, page: flag.page })}
              {' · '}
              {t(flag.askKey)}
            </small>
          </span>
          <TonePill tone={RISK[flag.risk].tone}>{t(RISK[flag.risk].key)}</TonePill>
        </li>
      ))}
    </ul>
  )
}

/** A 3-year office contract reviewed before signing: each flagged clause with its risk level and what to ask for. */
export function ContractAnalyzerMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  const counts = riskCounts()
  return (
    <HeroMockup frame={frame} description={t('tools.contract-analyzer:mock.description')}>
      <MockHead
        title={t('tools.contract-analyzer:mock.title')}
        meta={t('tools.contract-analyzer:mock.contract', {
          sqft: f.integer(REVIEWED_CONTRACT.sqft),
          nights: REVIEWED_CONTRACT.nightsPerWeek,
          monthly: f.usd(REVIEWED_CONTRACT.monthly, 0),
          years: REVIEWED_CONTRACT.years,
        })}
      />
      <p className={classes.row}>
        {LEVELS.map((level) => (
          <TonePill key={level} tone={RISK[level].tone}>
            {t('tools.contract-analyzer:mock.count', { count: counts[level], level: t(RISK[level].key) })}
          </TonePill>
        ))}
      </p>
      <ContractFlags />
    </HeroMockup>
  )
}
