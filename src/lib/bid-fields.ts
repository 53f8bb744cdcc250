/**
 * The bid calculator's inputs: fields, defaults, limits and the estimate in the URL, with the calculator's
 * code. The fields' names and the route's reading of the URL are in bid-search.ts, the only part in every
 * page's first load (the route tree).
 */
import { NUMERIC_FIELDS, searchNumber, type BidSearch, type FieldId } from './bid-search'

export * from './bid-search'

export const WEEKS_PER_MONTH = 4.33

export const AREA_IDS = ['office', 'restrooms', 'common', 'custom'] as const
export type AreaId = (typeof AREA_IDS)[number]

export type SuppliesMode = 'sqft' | 'percent'

/** The field of an area's square footage and of its production rate. */
export const AREA_FIELDS: Record<AreaId, { sqft: FieldId; rate: FieldId }> = {
  office: { sqft: 'office', rate: 'officeRate' },
  restrooms: { sqft: 'restrooms', rate: 'restroomsRate' },
  common: { sqft: 'common', rate: 'commonRate' },
  custom: { sqft: 'custom', rate: 'customRate' },
}

export type BidValues = Record<FieldId, number> & { suppliesMode: SuppliesMode }

/** The spec's illustrative figures: 25,000 sq ft, five nights a week, 35% margin. */
export const DEFAULT_VALUES: Readonly<BidValues> = {
  office: 18_000,
  officeRate: 2_000,
  restrooms: 2_000,
  restroomsRate: 400,
  common: 5_000,
  commonRate: 1_500,
  custom: 0,
  customRate: 1_000,
  visits: 5,
  wage: 16,
  burden: 20,
  suppliesMode: 'sqft',
  suppliesSqft: 0.02,
  suppliesPct: 8,
  overhead: 25,
  margin: 35,
}

type Rule = {
  /** Inclusive upper limit. */
  max: number
  /** The value must be above zero (production rates, wage). */
  positive?: boolean
  integer?: boolean
  /** Inclusive lower limit above zero (visits). */
  min?: number
  /** Strict upper limit reported as its own message (margin below 100%). */
  below?: number
}

/** Limits that keep every estimate meaningful (anything past them is a typo, not a building). */
export const MAX_TOTAL_SQFT = 5_000_000
const AREA_RULE: Rule = { max: MAX_TOTAL_SQFT }
const RATE_RULE: Rule = { max: 20_000, positive: true }
export const FIELD_RULES: Record<FieldId, Rule> = {
  office: AREA_RULE,
  officeRate: RATE_RULE,
  restrooms: AREA_RULE,
  restroomsRate: RATE_RULE,
  common: AREA_RULE,
  commonRate: RATE_RULE,
  custom: AREA_RULE,
  customRate: RATE_RULE,
  visits: { min: 1, max: 21, integer: true },
  wage: { max: 500, positive: true },
  burden: { max: 100 },
  suppliesSqft: { max: 5 },
  suppliesPct: { max: 100 },
  overhead: { max: 200 },
  margin: { max: 100, below: 100 },
}

type ErrorCode =
  | 'required'
  | 'notNumber'
  | 'negative'
  | 'zero'
  | 'tooLarge'
  | 'notWhole'
  | 'outOfRange'
  | 'marginTooHigh'
  | 'areaTotalZero'
  | 'areaTotalTooLarge'
export type FieldError = { code: ErrorCode; min?: number; max?: number }
/** 'totalArea' carries the errors about the areas taken together. */
export type ErrorField = FieldId | 'totalArea'
export type BidErrors = Partial<Record<ErrorField, FieldError>>

/** The fields that take part in the estimate (only the supplies input of the chosen mode). */
export function activeFields(mode: SuppliesMode): FieldId[] {
  return NUMERIC_FIELDS.filter((field) => (mode === 'sqft' ? field !== 'suppliesPct' : field !== 'suppliesSqft'))
}

/** Checks one number against its field's limits. */
export function checkField(field: FieldId, value: number): FieldError | null {
  const rule = FIELD_RULES[field]
  if (!Number.isFinite(value)) return { code: 'notNumber' }
  if (value < 0) return { code: 'negative' }
  if (rule.integer && !Number.isInteger(value)) return { code: 'notWhole' }
  if (rule.min !== undefined && (value < rule.min || value > rule.max)) return { code: 'outOfRange', min: rule.min, max: rule.max }
  if (rule.positive && value === 0) return { code: 'zero' }
  if (rule.below !== undefined && value >= rule.below) return { code: 'marginTooHigh', max: rule.below }
  if (value > rule.max) return { code: 'tooLarge', max: rule.max }
  return null
}

// URL search parameters

/**
 * The estimate the calculator takes from the URL (after the route's readBidSearch, or from raw text): known
 * parameters whose value is valid for its field, defaults dropped. Every key is returned, as readBidSearch does.
 */
export function validateBidSearch(search: Record<string, unknown>): BidSearch {
  const out: BidSearch = {}
  for (const field of NUMERIC_FIELDS) {
    const value = field in search ? searchNumber(search[field]) : null
    out[field] = value === null || checkField(field, value) || value === DEFAULT_VALUES[field] ? undefined : value
  }
  out.supplies = search.supplies === 'percent' ? 'percent' : undefined
  return out
}

/** The values a URL describes (defaults for everything it leaves out). */
export function valuesFromSearch(search: BidSearch): BidValues {
  const values: BidValues = { ...DEFAULT_VALUES, suppliesMode: search.supplies === 'percent' ? 'percent' : 'sqft' }
  for (const field of NUMERIC_FIELDS) {
    const value = search[field]
    if (value !== undefined) values[field] = value
  }
  return values
}
