import { useTranslation } from 'react-i18next'
import { REVIEWED_CONTRACT } from '../../../content/tools/contract-analyzer-mock'
import { ContractFlags } from '../mock/ContractAnalyzerMock'
import { MockShot } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

/** Clause risk review, the key terms, the notice and price clauses: the pre-sign review of the hero, feature by feature. */
export function ContractAnalyzerShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  if (feature === 'risk-score') {
    return (
      <MockShot title={t('tools.contract-analyzer:mock.title')}>
        <ContractFlags ids={['payment', 'indemnity']} />
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
        <ContractFlags ids={['termination', 'fixed-price']} />
      </MockShot>
    )
  }
  return null
}
