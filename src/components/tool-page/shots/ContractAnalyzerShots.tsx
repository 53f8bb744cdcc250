import { useTranslation } from 'react-i18next'
import { CONTRACT_FLAGS, REVIEWED_CONTRACT, RISK_LEVELS as RISK } from '../../../content/tools/contract-analyzer-mock'
import { MockShot, TonePill } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

/** Flagged clauses of the hero's review, each with its reference, what to ask for and its risk pill. */
function Flags({ ids }: { ids: readonly (typeof CONTRACT_FLAGS)[number]['id'][] }) {
  const { t } = useTranslation()
  return (
    <ul className={classes.list}>
      {CONTRACT_FLAGS.filter((flag) => ids.includes(flag.id)).map((flag) => (
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

/** Clause risk review, the key terms, the notice and price clauses: the pre-sign review of the hero, feature by feature. */
export function ContractAnalyzerShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  if (feature === 'risk-score') {
    return (
      <MockShot title={t('tools.contract-analyzer:mock.title')}>
        <Flags ids={['payment', 'indemnity']} />
      </MockShot>
    )
  }
  if (feature === 'clauses') {
    return (
      <MockShot title={t('tools.contract-analyzer:featureShots.terms.title')}>
        <dl className={classes.stats}>
          <div data-main="">
            <dt>{t('tools.contract-analyzer:featureShots.terms.monthly')}</dt>
            <dd>{f.usd(REVIEWED_CONTRACT.monthly, 0)}</dd>
          </div>
          <div>
            <dt>{t('tools.contract-analyzer:featureShots.terms.term')}</dt>
            <dd>{t('tools.contract-analyzer:featureShots.terms.years', { count: REVIEWED_CONTRACT.years })}</dd>
          </div>
          <div>
            <dt>{t('tools.contract-analyzer:featureShots.terms.size')}</dt>
            <dd>{t('tools.contract-analyzer:featureShots.terms.sqft', { sqft: f.integer(REVIEWED_CONTRACT.sqft) })}</dd>
          </div>
        </dl>
      </MockShot>
    )
  }
  if (feature === 'renewals') {
    return (
      <MockShot title={t('tools.contract-analyzer:featureShots.renewals.title')}>
        <Flags ids={['termination', 'fixed-price']} />
      </MockShot>
    )
  }
  return null
}
