import { useTranslation } from 'react-i18next'
import { DRAFT_CLAUSES, DRAFT_TERMS } from '../../../content/tools/contract-writer-mock'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockHead } from './MockParts'
import classes from './mock.module.css'
import own from './writer.module.css'

/** The clause the draft is open at: the price AI Pricing quoted. */
const OPEN = 'billing'

/** A first draft of the 12-month agreement: the open clauses, with the quoted price, beside the clause list. */
export function ContractWriterMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  const title = (id: string) => {
    const index = DRAFT_CLAUSES.findIndex((clause) => clause.id === id)
    return `${index + 1}. ${t(DRAFT_CLAUSES[index]!.titleKey)}`
  }
  return (
    <HeroMockup frame={frame} description={t('tools.contract-writer:mock.description')}>
      <MockHead title={t('tools.contract-writer:mock.title')} meta={t('tools.contract-writer:mock.parties')} />
      <div className={own.draft}>
        <div className={`${classes.panel} ${own.doc}`}>
          <p data-open="">
            <strong>{title('billing')}</strong>{' '}
            {t('tools.contract-writer:mock.body.billing', { fee: f.usd(DRAFT_TERMS.monthlyFee), days: DRAFT_TERMS.paymentDays })}
          </p>
          <p>
            <strong>{title('term')}</strong> {t('tools.contract-writer:mock.body.term', { months: DRAFT_TERMS.termMonths })}
          </p>
          <p>
            <strong>{title('price-adjustment')}</strong>{' '}
            {t('tools.contract-writer:mock.body.priceAdjustment', { cap: f.percent(DRAFT_TERMS.cpiCap) })}
          </p>
          <p>
            <strong>{title('termination')}</strong> {t('tools.contract-writer:mock.body.termination', { days: DRAFT_TERMS.noticeDays })}
          </p>
          <small>{t('tools.contract-writer:mock.legal')}</small>
        </div>
        <ol className={own.outline}>
          {DRAFT_CLAUSES.map((clause) => (
            <li key={clause.id} data-open={clause.id === OPEN || undefined}>
              {t(clause.titleKey)}
            </li>
          ))}
        </ol>
      </div>
    </HeroMockup>
  )
}
