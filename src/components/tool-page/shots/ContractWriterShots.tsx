import { useTranslation } from 'react-i18next'
import { DRAFT_CLAUSES, DRAFT_TERMS } from '../../../content/tools/contract-writer-mock'
import { MockShot } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import own from '../mock/writer.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

/** The hero's first draft, feature by feature: the scope's terms, the clause list, one generated clause. */
export function ContractWriterShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const title = (id: string) => {
    const index = DRAFT_CLAUSES.findIndex((clause) => clause.id === id)
    return `${index + 1}. ${t(DRAFT_CLAUSES[index]!.titleKey)}`
  }
  if (feature === 'scope-builder') {
    return (
      <MockShot title={title('scope')}>
        <dl className={classes.stats}>
          <div>
            <dt>{t('tools.contract-writer:featureShots.scope.size')}</dt>
            <dd>{t('tools.contract-writer:featureShots.scope.sqft', { sqft: f.integer(DRAFT_TERMS.sqft) })}</dd>
          </div>
          <div>
            <dt>{t('tools.contract-writer:featureShots.scope.frequency')}</dt>
            <dd>{t('tools.contract-writer:featureShots.scope.nights', { nights: DRAFT_TERMS.nightsPerWeek })}</dd>
          </div>
          <div data-main="">
            <dt>{t('tools.contract-writer:featureShots.scope.fee')}</dt>
            <dd>{f.usd(DRAFT_TERMS.monthlyFee)}</dd>
          </div>
        </dl>
      </MockShot>
    )
  }
  if (feature === 'clause-library') {
    return (
      <MockShot title={t('tools.contract-writer:mock.title')}>
        <ol className={own.outline} start={6}>
          {DRAFT_CLAUSES.slice(5, 10).map((clause) => (
            <li key={clause.id} data-open={clause.id === 'billing' || undefined}>
              {t(clause.titleKey)}
            </li>
          ))}
        </ol>
      </MockShot>
    )
  }
  if (feature === 'ai-clause') {
    return (
      <MockShot title={t('tools.contract-writer:mock.title')}>
        <div className={own.doc}>
          <p data-open="">
            <strong>{title('termination')}</strong> {t('tools.contract-writer:mock.body.termination', { days: DRAFT_TERMS.noticeDays })}
          </p>
        </div>
        <small>{t('tools.contract-writer:mock.legal')}</small>
      </MockShot>
    )
  }
  return null
}
