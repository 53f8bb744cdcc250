import { useTranslation } from 'react-i18next'
import type { BidOutcome, BidResult, BidValues } from '../../lib/bid-calculator'
import type { Formats } from '../../lib/format'
import classes from './BidCalculatorPage.module.css'

type Props = {
  outcome: BidOutcome
  values: BidValues
  fmt: Formats
  onReset: () => void
  onPrint: () => void
}

const PARTS = ['labor', 'burden', 'supplies', 'overhead', 'margin'] as const
type Part = (typeof PARTS)[number]

/** The estimate: headline price, key figures, a stacked bar and the breakdown table; or why there is none. */
export function BidResults({ outcome, values, fmt, onReset, onPrint }: Props) {
  const { t } = useTranslation()
  const errorCount = outcome.ok ? 0 : Object.keys(outcome.errors).length
  return (
    <section className={classes.results} aria-labelledby="bid-results-title" data-testid="bid-results">
      <div className={classes.resultsHead}>
        <h2 id="bid-results-title" className={classes.resultsTitle}>
          {t('bid-calculator:results.title')}
        </h2>
        <div className={classes.actions}>
          <button type="button" className={classes.secondaryButton} onClick={onReset} data-testid="bid-reset">
            {t('bid-calculator:results.reset')}
          </button>
          <button type="button" className={classes.secondaryButton} onClick={onPrint} data-testid="bid-print">
            {t('bid-calculator:results.print')}
          </button>
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="bid-status">
        {outcome.ok
          ? t('bid-calculator:results.status', { price: fmt.usd(outcome.result.price) })
          : t('bid-calculator:results.invalidStatus', { count: errorCount })}
      </p>
      {outcome.ok ? (
        <Estimate result={outcome.result} values={values} fmt={fmt} />
      ) : (
        <p className={classes.invalid} data-testid="bid-invalid">
          {t('bid-calculator:results.invalid', { count: errorCount })}
        </p>
      )}
      <p className={classes.shareNote}>{t('bid-calculator:results.shareNote')}</p>
    </section>
  )
}

function Estimate({ result: r, values, fmt }: { result: BidResult; values: BidValues; fmt: Formats }) {
  const { t } = useTranslation()
  const share = (amount: number) => (r.price > 0 ? fmt.share(amount / r.price) : fmt.share(0))
  const rows: { id: Part; label: string; amount: number }[] = [
    {
      id: 'labor',
      label: t('bid-calculator:breakdown.labor', { hours: fmt.number(r.monthlyHours, 2), wage: fmt.usd(values.wage) }),
      amount: r.labor,
    },
    { id: 'burden', label: t('bid-calculator:breakdown.burden', { percent: fmt.percent(values.burden / 100, 2) }), amount: r.burden },
    {
      id: 'supplies',
      label:
        values.suppliesMode === 'sqft'
          ? t('bid-calculator:breakdown.suppliesSqft', { sqft: fmt.number(r.totalSqFt), rate: fmt.unitPrice(values.suppliesSqft) })
          : t('bid-calculator:breakdown.suppliesPercent', { percent: fmt.percent(values.suppliesPct / 100, 2) }),
      amount: r.supplies,
    },
    {
      id: 'overhead',
      label: t('bid-calculator:breakdown.overhead', { percent: fmt.percent(values.overhead / 100, 2) }),
      amount: r.overhead,
    },
  ]
  return (
    <>
      <div className={classes.headline}>
        <p className={classes.headlineLabel}>{t('bid-calculator:results.monthlyPrice')}</p>
        <p className={classes.headlineValue} data-testid="bid-price">
          {fmt.usd(r.price)}
        </p>
      </div>
      <dl className={classes.figures}>
        <div>
          <dt>{t('bid-calculator:results.perVisit')}</dt>
          <dd data-testid="bid-per-visit">{fmt.usd(r.pricePerVisit)}</dd>
        </div>
        <div>
          <dt>{t('bid-calculator:results.hourly')}</dt>
          <dd data-testid="bid-hourly">{fmt.usd(r.effectiveHourlyRate)}</dd>
        </div>
        <div>
          <dt>{t('bid-calculator:results.perSqFt')}</dt>
          <dd data-testid="bid-per-sqft">{fmt.unitPrice(r.pricePerSqFt)}</dd>
        </div>
        <div>
          <dt>{t('bid-calculator:results.hoursPerVisit')}</dt>
          <dd data-testid="bid-hours-visit">{t('bid-calculator:results.hoursValue', { hours: fmt.number(r.hoursPerVisit, 2) })}</dd>
        </div>
        <div>
          <dt>{t('bid-calculator:results.monthlyHours')}</dt>
          <dd data-testid="bid-hours-month">{t('bid-calculator:results.hoursValue', { hours: fmt.number(r.monthlyHours, 2) })}</dd>
        </div>
      </dl>

      <CostBar result={r} fmt={fmt} />

      <table className={classes.table} data-testid="bid-breakdown">
        <caption id="bid-breakdown-caption" className={classes.caption}>
          {t('bid-calculator:breakdown.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('bid-calculator:breakdown.item')}</th>
            <th scope="col" className={classes.num}>
              {t('bid-calculator:breakdown.amount')}
            </th>
            <th scope="col" className={classes.num}>
              {t('bid-calculator:breakdown.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row={row.id}>
              <th scope="row">
                <Swatch part={row.id} />
                {row.label}
              </th>
              <td className={classes.num}>{fmt.usd(row.amount)}</td>
              <td className={classes.num}>{share(row.amount)}</td>
            </tr>
          ))}
          <tr data-row="totalCost" className={classes.subtotal}>
            <th scope="row">{t('bid-calculator:breakdown.totalCost')}</th>
            <td className={classes.num}>{fmt.usd(r.totalCost)}</td>
            <td className={classes.num}>{share(r.totalCost)}</td>
          </tr>
          <tr data-row="grossMargin">
            <th scope="row">
              <Swatch part="margin" />
              {t('bid-calculator:breakdown.grossMargin', { percent: fmt.percent(values.margin / 100, 2) })}
            </th>
            <td className={classes.num}>{fmt.usd(r.grossProfit)}</td>
            <td className={classes.num}>{share(r.grossProfit)}</td>
          </tr>
          <tr data-row="price" className={classes.total}>
            <th scope="row">{t('bid-calculator:breakdown.price')}</th>
            <td className={classes.num}>{fmt.usd(r.price)}</td>
            <td className={classes.num}>{share(r.price)}</td>
          </tr>
        </tbody>
      </table>
    </>
  )
}

/** The colour of a part in the bar, beside its row of the table (which is the bar's legend). */
function Swatch({ part }: { part: Part }) {
  return <span className={`${classes.swatch} ${classes[`bar_${part}`]}`} aria-hidden="true" />
}

/** The monthly price as one stacked bar (SVG); its accessible name states every part, and the table below gives the amounts. */
function CostBar({ result: r, fmt }: { result: BidResult; fmt: Formats }) {
  const { t } = useTranslation()
  const amounts: Record<Part, number> = {
    labor: r.labor,
    burden: r.burden,
    supplies: r.supplies,
    overhead: r.overhead,
    margin: r.grossProfit,
  }
  const total = PARTS.reduce((sum, part) => sum + Math.max(amounts[part], 0), 0)
  const shares = Object.fromEntries(PARTS.map((part) => [part, total > 0 ? Math.max(amounts[part], 0) / total : 0])) as Record<Part, number>
  const label = t('bid-calculator:chart.label', {
    labor: fmt.share(shares.labor),
    burden: fmt.share(shares.burden),
    supplies: fmt.share(shares.supplies),
    overhead: fmt.share(shares.overhead),
    margin: fmt.share(shares.margin),
  })
  const starts = PARTS.map((_, index) => PARTS.slice(0, index).reduce((sum, part) => sum + shares[part] * 1000, 0))
  return (
    <figure className={classes.chart} aria-describedby="bid-breakdown-caption">
      <svg className={classes.bar} viewBox="0 0 1000 48" preserveAspectRatio="none" role="img" aria-label={label} data-testid="bid-chart">
        {PARTS.map((part, index) => (
          <rect
            key={part}
            x={starts[index]}
            y={0}
            width={shares[part] * 1000}
            height={48}
            className={classes[`bar_${part}`]}
            data-part={part}
          />
        ))}
      </svg>
    </figure>
  )
}
