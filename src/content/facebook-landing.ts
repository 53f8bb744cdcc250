import type { IconId } from './icons'
import { labelled } from './keys'
import { monthlyFee, PRICING_EXAMPLE, priceExample, type PricingAreaId, type PricingResult } from './pricing-example'
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

/** The ad's area labels (the worked example's areas, by id). */
const AREA_LABEL_KEYS: Record<PricingAreaId, string> = {
  offices: 'facebook-landing:pricing.mock.areas.offices',
  restrooms: 'facebook-landing:pricing.mock.areas.restrooms',
  common: 'facebook-landing:pricing.mock.areas.common',
}

/**
 * Inputs of the AI Pricing mock screen: the site's one worked example (content/pricing-example.ts, also
 * the AI Pricing page's hero and bid-pricing example and the home hero mock), with the ad's area labels.
 */
export const PRICING_MOCK = {
  ...PRICING_EXAMPLE,
  areas: PRICING_EXAMPLE.areas.map((area) => ({ ...area, labelKey: AREA_LABEL_KEYS[area.id] })),
} as const

/** Prices the mock bid with the free calculator's own math (content/pricing-example.ts). */
export const pricePricingMock = (): PricingResult => priceExample()

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
export const contractMonthlyFee = (): number => monthlyFee()

/** The trust strip at the end of the page (social ad landing, trust footer). */
export const TRUST_POINTS: readonly { id: string; icon: IconId; labelKey: string }[] = labelled('facebook-landing:trust.items', 'label', [
  { id: 'no-contract', icon: 'clipboard' },
  { id: 'no-training', icon: 'eyeOff' },
  { id: 'bilingual', icon: 'globe' },
  { id: 'cancel', icon: 'checkCircle' },
])
