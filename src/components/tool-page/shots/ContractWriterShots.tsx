import { DRAFT_CLAUSES, DRAFT_TERMS } from '../../../content/tools/contract-writer-mock'
import { MockStats } from '../mock/MockParts'
import own from '../mock/writer.module.css'
import { defineShots, type ShotContext } from './define-shots'

/** A clause's numbered title in the draft (`6. Billing`). */
function clauseTitle(t: ShotContext['t'], id: string) {
  const index = DRAFT_CLAUSES.findIndex((clause) => clause.id === id)
  return `${index + 1}. ${t(DRAFT_CLAUSES[index]!.titleKey)}`
}

/** The hero's first draft, feature by feature: the scope's terms, the clause list, one generated clause. */
export const ContractWriterShots = defineShots({
  'scope-builder': ({ t, f }) => ({
    title: clauseTitle(t, 'scope'),
    body: (
      <MockStats
        stats={[
          {
            id: 'size',
            label: t('tools.contract-writer:featureShots.scope.size'),
            value: t('tools.contract-writer:featureShots.scope.sqft', { sqft: f.integer(DRAFT_TERMS.sqft) }),
          },
          {
            id: 'frequency',
            label: t('tools.contract-writer:featureShots.scope.frequency'),
            value: t('tools.contract-writer:featureShots.scope.nights', { nights: DRAFT_TERMS.nightsPerWeek }),
          },
          { id: 'fee', label: t('tools.contract-writer:featureShots.scope.fee'), value: f.usd(DRAFT_TERMS.monthlyFee), main: true },
        ]}
      />
    ),
  }),
  'clause-library': ({ t }) => ({
    title: t('tools.contract-writer:mock.title'),
    body: (
      <ol className={own.outline} start={6}>
        {DRAFT_CLAUSES.slice(5, 10).map((clause) => (
          <li key={clause.id} data-open={clause.id === 'billing' || undefined}>
            {t(clause.titleKey)}
          </li>
        ))}
      </ol>
    ),
  }),
  'ai-clause': ({ t }) => ({
    title: t('tools.contract-writer:mock.title'),
    body: (
      <>
        <div className={own.doc}>
          <p data-open="">
            <strong>{clauseTitle(t, 'termination')}</strong>{' '}
            {t('tools.contract-writer:mock.body.termination', { days: DRAFT_TERMS.noticeDays })}
          </p>
        </div>
        <small>{t('tools.contract-writer:mock.legal')}</small>
      </>
    ),
  }),
})
