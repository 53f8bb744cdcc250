/**
 * The bid calculator's fields as the URL carries them, and the route's reading of them: the one part of
 * the calculator in every page's first load (the route tree), so it holds no rules or defaults
 * (those are in bid-fields.ts, with the calculator's code).
 */

/** Every numeric input, in form (and URL) order. */
export const NUMERIC_FIELDS = [
  'office',
  'officeRate',
  'restrooms',
  'restroomsRate',
  'common',
  'commonRate',
  'custom',
  'customRate',
  'visits',
  'wage',
  'burden',
  'suppliesSqft',
  'suppliesPct',
  'overhead',
  'margin',
] as const
export type FieldId = (typeof NUMERIC_FIELDS)[number]

/** The estimate in the URL: only the values that differ from the defaults. */
export type BidSearch = Partial<Record<FieldId, number>> & { supplies?: 'percent' }

/** A parameter's value as a number, when it is one or reads as one. */
export function searchNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim())) return Number(value.trim())
  return null
}

/**
 * The route's validateSearch, in every page's first load (the route tree), so it only reads: each known
 * parameter as a number when it reads as one, undefined otherwise. Every key is returned (the router spreads
 * the raw query under what a validator returns, so a key left out would reach the page as raw text). The
 * calculator's own code then keeps only the values valid for their field (validateBidSearch).
 */
export function readBidSearch(search: Record<string, unknown>): BidSearch {
  const out: BidSearch = {}
  for (const field of NUMERIC_FIELDS) out[field] = (field in search ? searchNumber(search[field]) : null) ?? undefined
  out.supplies = search.supplies === 'percent' ? 'percent' : undefined
  return out
}
