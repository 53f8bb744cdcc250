import { useTranslation } from 'react-i18next'
import { PRICING_EXAMPLE, priceExample } from '../../../content/pricing-example'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockHead, MockRows, MockStats } from './MockParts'
import classes from './mock.module.css'

const RESULT = priceExample()

/**
 * The month's total cost, the margin on top and the price, closing a cost table (the hero's and the cost-margin
 * feature shot's): a tbody for the two rows, the price as the table's foot.
 */
export function CostMarginPrice({ f }: Pick<ToolMockProps, 'f'>) {
  const { t } = useTranslation()
  const usd = (n: number) => f.usd(n, 2)
  return (
    <>
      <MockRows
        rows={[
          { id: 'total', label: t('tools.ai-pricing:mock.totalCost'), value: usd(RESULT.totalCost), total: true },
          {
            id: 'margin',
            label: t('tools.ai-pricing:mock.margin'),
            note: f.percent(PRICING_EXAMPLE.targetMargin),
            value: usd(RESULT.margin),
          },
        ]}
      />
      <MockRows part="tfoot" rows={[{ id: 'price', label: t('tools.ai-pricing:mock.price'), value: usd(RESULT.monthlyPrice) }]} />
    </>
  )
}

/** The worked example priced: the three figures a bid needs, then the month's costs and the margin on top. */
export function AiPricingMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  const usd = (n: number) => f.usd(n, 2)
  const lines = [
    {
      id: 'labor',
      // Hours only: at the shown hours (375.27) times the wage the cents would not match the line (375.2667 h).
      basis: t('tools.ai-pricing:mock.laborBasis', { hours: f.fixed(RESULT.laborHours, 2) }),
      amount: RESULT.labor,
    },
    { id: 'burden', basis: f.percent(PRICING_EXAMPLE.burdenRate), amount: RESULT.burden },
    {
      id: 'supplies',
      basis: t('tools.ai-pricing:mock.suppliesBasis', {
        sqft: f.integer(PRICING_EXAMPLE.buildingSqFt),
        rate: usd(PRICING_EXAMPLE.suppliesPerSqFtMonth),
      }),
      amount: RESULT.supplies,
    },
    { id: 'overhead', basis: f.percent(PRICING_EXAMPLE.overheadRate), amount: RESULT.overhead },
  ] as const
  const label = {
    labor: t('tools.ai-pricing:mock.lines.labor'),
    burden: t('tools.ai-pricing:mock.lines.burden'),
    supplies: t('tools.ai-pricing:mock.lines.supplies'),
    overhead: t('tools.ai-pricing:mock.lines.overhead'),
  }
  return (
    <HeroMockup
      frame={frame}
      description={t('tools.ai-pricing:mock.description', {
        sqft: f.integer(PRICING_EXAMPLE.buildingSqFt),
        nights: PRICING_EXAMPLE.visitsPerWeek,
        margin: f.percent(PRICING_EXAMPLE.targetMargin),
        monthly: usd(RESULT.monthlyPrice),
        cost: usd(RESULT.totalCost),
      })}
    >
      <MockHead
        title={t('tools.ai-pricing:mock.title')}
        meta={t('tools.ai-pricing:mock.scope', {
          sqft: f.integer(PRICING_EXAMPLE.buildingSqFt),
          nights: PRICING_EXAMPLE.visitsPerWeek,
          visits: f.fixed(RESULT.visitsPerMonth, 2),
        })}
      />
      <MockStats
        stats={[
          { id: 'monthly', label: t('tools.ai-pricing:mock.monthly'), value: usd(RESULT.monthlyPrice), main: true },
          { id: 'per-visit', label: t('tools.ai-pricing:mock.perVisit'), value: usd(RESULT.pricePerVisit) },
          { id: 'hourly', label: t('tools.ai-pricing:mock.hourly'), value: usd(RESULT.effectiveHourlyRate) },
        ]}
      />
      <table className={classes.table}>
        <caption className={classes.label}>{t('tools.ai-pricing:mock.costsTitle')}</caption>
        <MockRows rows={lines.map((line) => ({ id: line.id, label: label[line.id], note: line.basis, value: usd(line.amount) }))} />
        <CostMarginPrice f={f} />
      </table>
    </HeroMockup>
  )
}
