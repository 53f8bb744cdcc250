import type { BidOutcome, BidResult, BidValues } from '../../lib/bid-calculator'
import type { Formatter } from '../../islands/messages'
import type { Formats } from '../../lib/format'
import { TableHead } from '../../components/page/TableHead'
import { RESULTS_ID, RESULTS_TITLE_ID } from './fields'
import classes from './BidResults.module.css'

type Props = {
  outcome: BidOutcome
  values: BidValues
  fmt: Formats
  t: Formatter
  onReset: () => void
  onPrint: () => void
}

const PARTS = ['labor', 'burden', 'supplies', 'overhead', 'margin'] as const
type Part = (typeof PARTS)[number]

/** The estimate: headline price, key figures, a stacked bar and the breakdown table; or why there is none. */
export function BidResults({ outcome, values, fmt, t, onReset, onPrint }: Props) {
  const errorCount = outcome.ok ? 0 : Object.keys(outcome.errors).length
  return (
    <section id={RESULTS_ID} className={classes.results} aria-labelledby={RESULTS_TITLE_ID} data-testid="bid-results">
      <div className={classes.resultsHead}>
        {/* tabIndex -1: the summary bar's link moves focus here. */}
        <h2 id={RESULTS_TITLE_ID} className={classes.resultsTitle} tabIndex={-1}>
          {t('bid-calculator:results.title')}
        </h2>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="bid-status">
        {outcome.ok
          ? t('bid-calculator:results.status', { price: fmt.usd(outcome.result.price) })
          : t('bid-calculator:results.invalidStatus', { count: errorCount })}
      </p>
      {outcome.ok ? (
        <Estimate result={outcome.result} values={values} fmt={fmt} t={t} />
      ) : (
        <p className={classes.invalid} data-testid="bid-invalid">
          {t('bid-calculator:results.invalid', { count: errorCount })}
        </p>
      )}
      {/* After the answer (issue 37): what to do with it comes once it is read. */}
      <div className={classes.actions}>
        <button type="button" className={classes.secondaryButton} onClick={onReset} data-testid="bid-reset">
          {t('bid-calculator:results.reset')}
        </button>
        <button type="button" className={classes.secondaryButton} onClick={onPrint} data-testid="bid-print">
          {t('bid-calculator:results.print')}
        </button>
      </div>
      <p className={classes.shareNote}>{t('bid-calculator:results.shareNote')}</p>
    </section>
  )
}

function Estimate({ result: r, values, fmt, t }: { result: BidResult; values: BidValues; fmt: Formats; t: Formatter }) {
  const hours = (n: number) => t('bid-calculator:results.hoursValue', { hours: fmt.number(n, 2) })
  const figures = [
    { testId: 'bid-per-visit', label: t('bid-calculator:results.perVisit'), value: fmt.usd(r.pricePerVisit) },
    { testId: 'bid-hourly', label: t('bid-calculator:results.hourly'), value: fmt.usd(r.effectiveHourlyRate) },
    { testId: 'bid-per-sqft', label: t('bid-calculator:results.perSqFt'), value: fmt.unitPrice(r.pricePerSqFt) },
    { testId: 'bid-hours-visit', label: t('bid-calculator:results.hoursPerVisit'), value: hours(r.hoursPerVisit) },
    { testId: 'bid-hours-month', label: t('bid-calculator:results.monthlyHours'), value: hours(r.monthlyHours) },
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
        {figures.map((figure) => (
          <div key={figure.testId}>
            <dt>{figure.label}</dt>
            <dd data-testid={figure.testId}>{figure.value}</dd>
          </div>
        ))}
      </dl>

      <CostBar result={r} fmt={fmt} t={t} />

      <BreakdownTable result={r} values={values} fmt={fmt} t={t} />
    </>
  )
}

/** The breakdown: the four costs, their subtotal, the margin and the price, each with its share of the price. */
function BreakdownTable({ result: r, values, fmt, t }: { result: BidResult; values: BidValues; fmt: Formats; t: Formatter }) {
  const share = (amount: number) => (r.price > 0 ? fmt.share(amount / r.price) : fmt.share(0))
  // A part of the bar has its colour swatch beside its label (the table is the bar's legend).
  const rows: { id: string; swatch?: Part; label: string; amount: number; className?: string }[] = [
    {
      id: 'labor',
      swatch: 'labor',
      label: t('bid-calculator:breakdown.labor', { hours: fmt.number(r.monthlyHours, 2), wage: fmt.usd(values.wage) }),
      amount: r.labor,
    },
    {
      id: 'burden',
      swatch: 'burden',
      label: t('bid-calculator:breakdown.burden', { percent: fmt.percent(values.burden / 100, 2) }),
      amount: r.burden,
    },
    {
      id: 'supplies',
      swatch: 'supplies',
      label:
        values.suppliesMode === 'sqft'
          ? t('bid-calculator:breakdown.suppliesSqft', { sqft: fmt.number(r.totalSqFt), rate: fmt.unitPrice(values.suppliesSqft) })
          : t('bid-calculator:breakdown.suppliesPercent', { percent: fmt.percent(values.suppliesPct / 100, 2) }),
      amount: r.supplies,
    },
    {
      id: 'overhead',
      swatch: 'overhead',
      label: t('bid-calculator:breakdown.overhead', { percent: fmt.percent(values.overhead / 100, 2) }),
      amount: r.overhead,
    },
    { id: 'totalCost', label: t('bid-calculator:breakdown.totalCost'), amount: r.totalCost, className: classes.subtotal },
    {
      id: 'grossMargin',
      swatch: 'margin',
      label: t('bid-calculator:breakdown.grossMargin', { percent: fmt.percent(values.margin / 100, 2) }),
      amount: r.grossProfit,
    },
    { id: 'price', label: t('bid-calculator:breakdown.price'), amount: r.price, className: classes.total },
  ]
  return (
    <table className={classes.table} data-testid="bid-breakdown">
      <caption id="bid-breakdown-caption" className={classes.caption}>
        {t('bid-calculator:breakdown.caption')}
      </caption>
      <TableHead
        columns={[
          { id: 'item', label: t('bid-calculator:breakdown.item') },
          { id: 'amount', label: t('bid-calculator:breakdown.amount'), className: classes.num },
          { id: 'share', label: t('bid-calculator:breakdown.share'), className: classes.num },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-row={row.id} className={row.className}>
            <th scope="row">
              {row.swatch && <Swatch part={row.swatch} />}
              {row.label}
            </th>
            <td className={classes.num}>{fmt.usd(row.amount)}</td>
            <td className={classes.num}>{share(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The colour of a part in the bar, beside its row of the table (which is the bar's legend). */
function Swatch({ part }: { part: Part }) {
  return <span className={`${classes.swatch} ${classes[`bar_${part}`]}`} aria-hidden="true" />
}

/** The monthly price as one stacked bar (SVG); its accessible name states every part, and the table below gives the amounts. */
function CostBar({ result: r, fmt, t }: { result: BidResult; fmt: Formats; t: Formatter }) {
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
