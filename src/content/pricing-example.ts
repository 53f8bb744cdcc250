import { calculateBid, DEFAULT_VALUES, WEEKS_PER_MONTH, type BidValues } from '../lib/bid-calculator'

/**
 * The site's one worked pricing example: a 25,000 sq ft office cleaned 5 nights a week at a 35% margin
 * ($9,206.19 of monthly cost -> $14,163.37 a month, $654.20 a visit, $37.74 an hour). The ad page's
 * AI Pricing screen and the AI Pricing page's hero mock-up draw it; the free calculator's defaults are the
 * same bid. Numbers only: each screen names the areas and lines in its own catalog.
 */

export type PricingAreaId = 'offices' | 'restrooms' | 'common'

export type PricingArea = {
  id: PricingAreaId
  sqFt: number
  /** Production rate: square feet one cleaner covers in an hour. */
  sqFtPerHour: number
}

export const PRICING_EXAMPLE = {
  buildingSqFt: 25_000,
  areas: [
    { id: 'offices', sqFt: 18_000, sqFtPerHour: 2_000 },
    { id: 'restrooms', sqFt: 2_000, sqFtPerHour: 400 },
    { id: 'common', sqFt: 5_000, sqFtPerHour: 1_500 },
  ] satisfies readonly PricingArea[],
  visitsPerWeek: 5,
  weeksPerMonth: WEEKS_PER_MONTH,
  wagePerHour: 16,
  /** Payroll taxes, workers' comp and benefits, as a share of labor. */
  burdenRate: 0.2,
  suppliesPerSqFtMonth: 0.02,
  /** Overhead as a share of labor. */
  overheadRate: 0.25,
  /** Target gross margin: price = total cost / (1 - margin). */
  targetMargin: 0.35,
} as const

export type PricingInputs = typeof PRICING_EXAMPLE

export type PricingResult = {
  areaHours: Record<PricingAreaId, number>
  hoursPerVisit: number
  visitsPerMonth: number
  laborHours: number
  labor: number
  burden: number
  supplies: number
  overhead: number
  totalCost: number
  monthlyPrice: number
  /** Monthly price minus total cost, to the cent. */
  margin: number
  pricePerVisit: number
  effectiveHourlyRate: number
}

/** A rate (0.35) as the calculator's percent field (35), without binary noise (35.00000000000001). */
const percent = (rate: number) => Math.round(rate * 10_000) / 100

/**
 * Prices the example with the free calculator's own math (lib/bid-calculator.ts), so every screen that
 * shows it and the calculator cannot drift apart: same inputs, same figures, to the cent.
 */
export function priceExample(inputs: PricingInputs = PRICING_EXAMPLE): PricingResult {
  const area = (id: PricingAreaId): PricingArea => {
    const found = inputs.areas.find((candidate) => candidate.id === id)
    if (!found) throw new Error(`The pricing example has no ${id} area`)
    return found
  }
  const [offices, restrooms, common] = [area('offices'), area('restrooms'), area('common')]
  const values: BidValues = {
    ...DEFAULT_VALUES,
    office: offices.sqFt,
    officeRate: offices.sqFtPerHour,
    restrooms: restrooms.sqFt,
    restroomsRate: restrooms.sqFtPerHour,
    common: common.sqFt,
    commonRate: common.sqFtPerHour,
    custom: 0,
    visits: inputs.visitsPerWeek,
    wage: inputs.wagePerHour,
    burden: percent(inputs.burdenRate),
    suppliesMode: 'sqft',
    suppliesSqft: inputs.suppliesPerSqFtMonth,
    overhead: percent(inputs.overheadRate),
    margin: percent(inputs.targetMargin),
  }
  const outcome = calculateBid(values)
  if (!outcome.ok) throw new Error(`The pricing example has inputs the calculator rejects: ${Object.keys(outcome.errors).join(', ')}`)
  const bid = outcome.result
  return {
    areaHours: { offices: bid.hoursByArea.office, restrooms: bid.hoursByArea.restrooms, common: bid.hoursByArea.common },
    hoursPerVisit: bid.hoursPerVisit,
    visitsPerMonth: bid.visitsPerMonth,
    laborHours: bid.monthlyHours,
    labor: bid.labor,
    burden: bid.burden,
    supplies: bid.supplies,
    overhead: bid.overhead,
    totalCost: bid.totalCost,
    monthlyPrice: bid.price,
    margin: Math.round((bid.price - bid.totalCost) * 100) / 100,
    pricePerVisit: bid.pricePerVisit,
    effectiveHourlyRate: bid.effectiveHourlyRate,
  }
}

/** The quoted monthly price in whole dollars: the fee a contract for the example states ($14,163). */
export function monthlyFee(result: PricingResult = priceExample()): number {
  return Math.round(result.monthlyPrice)
}
