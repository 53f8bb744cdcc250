import { monthlyFee } from '../pricing-example'
import { labelled } from '../keys'

/**
 * The Contract Writer hero's mock-up: the first draft of a 12-month agreement for the site's worked
 * pricing example (the page's office-cleaning example): its terms and its clause list. Numbers here;
 * words in locales/<lng>/tools.contract-writer.json (`mock.*`).
 */
export const DRAFT_TERMS = {
  /** The quoted price from AI Pricing, in whole dollars ($14,163). */
  monthlyFee: monthlyFee(),
  paymentDays: 30,
  termMonths: 12,
  cpiCap: 0.05,
  noticeDays: 60,
  sqft: 25_000,
  nightsPerWeek: 5,
} as const

/** The draft's twelve sections in order (the number is the position); `open` is the one shown in full. */
export const DRAFT_CLAUSES = labelled('tools.contract-writer:mock.clauses', 'title', [
  'introduction',
  'scope',
  'quality',
  'supplies',
  'staffing',
  'billing',
  'term',
  'price-adjustment',
  'termination',
  'insurance',
  'force-majeure',
  'signatures',
])
