import { calculateBid, DEFAULT_VALUES, WEEKS_PER_MONTH, type BidValues } from '../lib/bid-calculator'
import type { IconId } from './icons'
import { labelled } from './keys'
import { toolCard, type ToolCardData } from './tool-cards'

/**
 * The social ad landing page (/facebook-landing): which tools it shows, the numbers behind its two
 * mock screens, and its trust points. Words live in locales/<lng>/facebook-landing.json.
 */

/** The six tools an ad about winning cleaning contracts promises: find, read, price, write, review, staff. */
export const LANDING_TOOLS: readonly ToolCardData[] = [
  toolCard('ai-pricing'),
  toolCard('contract-writer'),
  toolCard('rfp-reader'),
  toolCard('leads-contracts'),
  toolCard('contract-analyzer'),
  toolCard('ai-hiring'),
]

export type PricingArea = {
  id: 'offices' | 'restrooms' | 'common'
  labelKey: string
  sqFt: number
  /** Production rate: square feet one cleaner covers in an hour. */
  sqFtPerHour: number
}

/**
 * Inputs of the AI Pricing mock screen. The same bid as the AI Pricing page's bid-pricing example and
 * the home hero mock (25,000 sq ft, 5 nights, 35% margin: $14,163 a month, $654 a visit, $37.74 an hour).
 */
export const PRICING_MOCK = {
  buildingSqFt: 25_000,
  areas: [
    { id: 'offices', labelKey: 'facebook-landing:pricing.mock.areas.offices', sqFt: 18_000, sqFtPerHour: 2_000 },
    { id: 'restrooms', labelKey: 'facebook-landing:pricing.mock.areas.restrooms', sqFt: 2_000, sqFtPerHour: 400 },
    { id: 'common', labelKey: 'facebook-landing:pricing.mock.areas.common', sqFt: 5_000, sqFtPerHour: 1_500 },
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

export type PricingInputs = typeof PRICING_MOCK

export type PricingResult = {
  areaHours: Record<PricingArea['id'], number>
  hoursPerVisit: number
  visitsPerMonth: number
  laborHours: number
  labor: number
  burden: number
  supplies: number
  overhead: number
  totalCost: number
  monthlyPrice: number
  pricePerVisit: number
  effectiveHourlyRate: number
}

/** A rate (0.35) as the calculator's percent field (35), without binary noise (35.00000000000001). */
const percent = (rate: number) => Math.round(rate * 10_000) / 100

/**
 * Prices the mock bid with the free calculator's own math (lib/bid-calculator.ts), so the ad and
 * the calculator cannot drift apart: same inputs, same figures, to the cent.
 */
export function pricePricingMock(inputs: PricingInputs = PRICING_MOCK): PricingResult {
  const area = (id: PricingArea['id']): PricingArea => {
    const found = inputs.areas.find((candidate) => candidate.id === id)
    if (!found) throw new Error(`The ad's pricing mock has no ${id} area`)
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
  if (!outcome.ok) throw new Error(`The ad's pricing mock has inputs the calculator rejects: ${Object.keys(outcome.errors).join(', ')}`)
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
    pricePerVisit: bid.pricePerVisit,
    effectiveHourlyRate: bid.effectiveHourlyRate,
  }
}

/** Fraction digits the screen shows: hours to the hundredth, money lines in whole dollars, the hourly rate in cents. */
export const PRICE_DISPLAY = {
  hoursDigits: 2,
  moneyDigits: 0,
  rateDigits: 2,
} as const

/** Terms of the Contract Writer mock: the agreement for the bid priced above. */
export const CONTRACT_MOCK = {
  nightsPerWeek: PRICING_MOCK.visitsPerWeek,
  buildingSqFt: PRICING_MOCK.buildingSqFt,
  paymentDays: 30,
  termMonths: 12,
  noticeDays: 30,
  liabilityCoverageUsd: 1_000_000,
} as const

/** The contract's monthly fee: the quoted monthly price, in whole dollars. */
export function contractMonthlyFee(result: PricingResult = pricePricingMock()): number {
  return Math.round(result.monthlyPrice)
}

/** The trust strip at the end of the page (social ad landing, trust footer). */
export const TRUST_POINTS: readonly { id: string; icon: IconId; labelKey: string }[] = labelled('facebook-landing:trust.items', 'label', [
  { id: 'no-contract', icon: 'clipboard' },
  { id: 'no-training', icon: 'eyeOff' },
  { id: 'bilingual', icon: 'globe' },
  { id: 'cancel', icon: 'checkCircle' },
])
