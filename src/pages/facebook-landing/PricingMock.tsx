import { useTranslation } from 'react-i18next'
import { TableHead } from '../../components/page/TableHead'
import { AppIcon } from '../../components/icons/AppIcon'
import { AnswerBubble, PromptBubble } from '../../components/page/ChatBubble'
import { PRICE_DISPLAY, PRICING_MOCK, pricePricingMock } from '../../content/facebook-landing'
import type { Formats } from '../../lib/format'
import { WindowFrame } from './WindowFrame'
import classes from './FacebookLandingPage.module.css'

const RESULT = pricePricingMock()
const { hoursDigits, moneyDigits, rateDigits } = PRICE_DISPLAY

type Money = (n: number) => string

/**
 * A 'screenshot' of an AI Pricing answer, drawn in HTML: real text and tables (screen readers read
 * it as it is), inside a browser-window frame, marked as an illustration by its figure caption.
 */
export function PricingMock({ f }: { f: Formats }) {
  const { t } = useTranslation()
  const tool = t('common:tools.aiPricing')
  const sqft = f.integer(PRICING_MOCK.buildingSqFt)
  const nights = PRICING_MOCK.visitsPerWeek
  const visits = f.fixed(RESULT.visitsPerMonth, 2)
  const laborHours = f.fixed(RESULT.laborHours, hoursDigits)
  const money = (n: number) => f.usd(n, moneyDigits)
  return (
    <WindowFrame title={tool} testId="pricing-mock" caption={t('facebook-landing:pricing.caption', { tool, sqft, nights })}>
      <PricingPrompt f={f} />
      <AnswerBubble className={classes.answer}>
        <p className={classes.answerTitle}>
          <AppIcon id="sparkles" size={18} />
          {t('facebook-landing:pricing.mock.title')}
        </p>
        <p className={classes.scope}>
          {t('facebook-landing:pricing.mock.scope', { nights, weeks: f.fixed(PRICING_MOCK.weeksPerMonth, 2), visits })}
        </p>

        <HoursTable f={f} sqft={sqft} />
        <CostsTable f={f} sqft={sqft} laborHours={laborHours} money={money} />

        <p className={classes.resultsLabel}>{t('facebook-landing:pricing.mock.resultsLabel')}</p>
        <PriceResults f={f} />
        <p className={classes.export}>
          <AppIcon id="upload" size={16} />
          {t('facebook-landing:pricing.mock.export', { writer: t('common:tools.contractWriter') })}
        </p>
      </AnswerBubble>
    </WindowFrame>
  )
}

/** The worked example's question: the building, the nights, the wage and the margin asked for (here and in HeroScreen). */
export function PricingPrompt({ f, className }: { f: Formats; className?: string }) {
  const { t } = useTranslation()
  return (
    <PromptBubble className={className}>
      {t('facebook-landing:pricing.mock.prompt', {
        sqft: f.integer(PRICING_MOCK.buildingSqFt),
        nights: PRICING_MOCK.visitsPerWeek,
        wage: f.usd(PRICING_MOCK.wagePerHour, 2),
        margin: f.percent(PRICING_MOCK.targetMargin),
      })}
    </PromptBubble>
  )
}

/** The answer's first table: cleaning hours per visit, area by area. */
function HoursTable({ f, sqft }: { f: Formats; sqft: string }) {
  const { t } = useTranslation()
  return (
    <table className={classes.table} data-testid="pricing-hours">
      <caption>{t('facebook-landing:pricing.mock.hoursCaption')}</caption>
      <TableHead
        columns={[
          { id: 'area', label: t('facebook-landing:pricing.mock.colArea') },
          { id: 'sqft', label: t('facebook-landing:pricing.mock.colSqft'), className: classes.num },
          { id: 'rate', label: t('facebook-landing:pricing.mock.colRate'), className: classes.num },
          { id: 'hours', label: t('facebook-landing:pricing.mock.colHours'), className: classes.num },
        ]}
      />
      <tbody>
        {PRICING_MOCK.areas.map((area) => (
          <tr key={area.id}>
            <th scope="row">{t(area.labelKey)}</th>
            <td className={classes.num}>{f.integer(area.sqFt)}</td>
            <td className={classes.num}>{f.integer(area.sqFtPerHour)}</td>
            <td className={classes.num}>{f.fixed(RESULT.areaHours[area.id], hoursDigits)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('facebook-landing:pricing.mock.total')}</th>
          <td className={classes.num}>{sqft}</td>
          <td />
          <td className={classes.num} data-testid="hours-per-visit">
            {f.fixed(RESULT.hoursPerVisit, hoursDigits)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

/** The answer's second table: the month's costs, line by line. */
function CostsTable({ f, sqft, laborHours, money }: { f: Formats; sqft: string; laborHours: string; money: Money }) {
  const { t } = useTranslation()
  return (
    <table className={classes.table} data-testid="pricing-costs">
      <caption>{t('facebook-landing:pricing.mock.costCaption')}</caption>
      <TableHead
        columns={[
          { id: 'line', label: t('facebook-landing:pricing.mock.colLine') },
          { id: 'basis', label: t('facebook-landing:pricing.mock.colBasis') },
          { id: 'amount', label: t('facebook-landing:pricing.mock.colAmount'), className: classes.num },
        ]}
      />
      <tbody>
        <tr>
          <th scope="row">{t('facebook-landing:pricing.mock.labor')}</th>
          <td>{t('facebook-landing:pricing.mock.laborBasis', { hours: laborHours, wage: f.usd(PRICING_MOCK.wagePerHour, 2) })}</td>
          <td className={classes.num}>{money(RESULT.labor)}</td>
        </tr>
        <tr>
          <th scope="row">{t('facebook-landing:pricing.mock.burden')}</th>
          <td>{t('facebook-landing:pricing.mock.burdenBasis', { rate: f.percent(PRICING_MOCK.burdenRate) })}</td>
          <td className={classes.num}>{money(RESULT.burden)}</td>
        </tr>
        <tr>
          <th scope="row">{t('facebook-landing:pricing.mock.supplies')}</th>
          <td>{t('facebook-landing:pricing.mock.suppliesBasis', { sqft, rate: f.usd(PRICING_MOCK.suppliesPerSqFtMonth, 2) })}</td>
          <td className={classes.num}>{money(RESULT.supplies)}</td>
        </tr>
        <tr>
          <th scope="row">{t('facebook-landing:pricing.mock.overhead')}</th>
          <td>{t('facebook-landing:pricing.mock.overheadBasis', { rate: f.percent(PRICING_MOCK.overheadRate) })}</td>
          <td className={classes.num}>{money(RESULT.overhead)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('facebook-landing:pricing.mock.totalCost')}
          </th>
          <td className={classes.num} data-testid="total-cost">
            {money(RESULT.totalCost)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

/**
 * The answer's results: the monthly price, the price per visit and the effective hourly rate (here, and in the first
 * screen's HeroScreen without the test ids, which name this section's figures).
 */
export function PriceResults({ f, testIds = true }: { f: Formats; testIds?: boolean }) {
  const { t } = useTranslation()
  const money: Money = (n) => f.usd(n, moneyDigits)
  const visits = f.fixed(RESULT.visitsPerMonth, 2)
  const laborHours = f.fixed(RESULT.laborHours, hoursDigits)
  const id = (name: string) => (testIds ? { 'data-testid': name } : {})
  return (
    <dl className={classes.results}>
      <div className={classes.resultMain}>
        <dt>{t('facebook-landing:pricing.mock.monthly')}</dt>
        <dd {...id('monthly-price')}>{money(RESULT.monthlyPrice)}</dd>
        <dd className={classes.basis}>
          {t('facebook-landing:pricing.mock.monthlyBasis', { margin: f.percent(PRICING_MOCK.targetMargin) })}
        </dd>
      </div>
      <div>
        <dt>{t('facebook-landing:pricing.mock.perVisit')}</dt>
        <dd {...id('price-per-visit')}>{money(RESULT.pricePerVisit)}</dd>
        <dd className={classes.basis}>{t('facebook-landing:pricing.mock.perVisitBasis', { visits })}</dd>
      </div>
      <div>
        <dt>{t('facebook-landing:pricing.mock.hourly')}</dt>
        <dd {...id('hourly-rate')}>{f.usd(RESULT.effectiveHourlyRate, rateDigits)}</dd>
        <dd className={classes.basis}>{t('facebook-landing:pricing.mock.hourlyBasis', { hours: laborHours })}</dd>
      </div>
    </dl>
  )
}
