/**
 * The free cleaning bid calculator's math, input parsing and URL parameters: pure functions,
 * no React, nothing throws. Invalid input gives per-field error codes, never a wrong number.
 *
 * Formulas (monthly, 4.33 weeks a month):
 *   hours per visit   = sum over areas of area sq ft / production rate (sq ft per hour)
 *   monthly hours     = hours per visit x visits per week x 4.33
 *   labor             = monthly hours x hourly wage
 *   burden            = labor x burden %
 *   supplies          = total sq ft x $ per sq ft per month, or labor x supplies %
 *   overhead          = labor x overhead %
 *   total cost        = labor + burden + supplies + overhead   (each line rounded to the cent first)
 *   monthly price     = total cost / (1 - target gross margin), to the cent
 *   price per visit   = monthly price / (visits per week x 4.33)
 *   effective rate    = monthly price / monthly hours
 *   price per sq ft   = monthly price / total sq ft
 *
 * Number input is read per locale (see parseLocaleNumber).
 */
import { INTL_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { formats } from './format'

export * from './bid-fields'
import {
  AREA_IDS,
  AREA_FIELDS,
  DEFAULT_VALUES,
  MAX_TOTAL_SQFT,
  NUMERIC_FIELDS,
  WEEKS_PER_MONTH,
  activeFields,
  checkField,
  type AreaId,
  type BidErrors,
  type BidSearch,
  type BidValues,
  type FieldId,
  type SuppliesMode,
} from './bid-fields'

export type BidResult = {
  totalSqFt: number
  hoursByArea: Record<AreaId, number>
  hoursPerVisit: number
  visitsPerMonth: number
  monthlyHours: number
  labor: number
  burden: number
  supplies: number
  overhead: number
  totalCost: number
  price: number
  /** price - total cost: the gross margin in dollars. */
  grossProfit: number
  pricePerVisit: number
  effectiveHourlyRate: number
  pricePerSqFt: number
}

export type BidOutcome = { ok: true; result: BidResult } | { ok: false; errors: BidErrors }

/** Rounds to the cent (half away from zero, robust to binary noise such as 1.005). */
export function roundCents(value: number): number {
  const sign = value < 0 ? -1 : 1
  return (sign * Math.round(Math.abs(value) * 100 + 1e-7)) / 100
}

/** Field limits plus the total area (above zero, at most MAX_TOTAL_SQFT). */
function validateValues(values: BidValues): BidErrors {
  const errors: BidErrors = {}
  for (const field of activeFields(values.suppliesMode)) {
    const error = checkField(field, values[field])
    if (error) errors[field] = error
  }
  const areaFieldsOk = AREA_IDS.every((id) => !errors[AREA_FIELDS[id].sqft])
  if (areaFieldsOk) {
    const total = totalSqFt(values)
    if (total <= 0) errors.totalArea = { code: 'areaTotalZero' }
    else if (total > MAX_TOTAL_SQFT) errors.totalArea = { code: 'areaTotalTooLarge', max: MAX_TOTAL_SQFT }
  }
  return errors
}

function totalSqFt(values: BidValues): number {
  return AREA_IDS.reduce((sum, id) => sum + values[AREA_FIELDS[id].sqft], 0)
}

/** The estimate for valid values, or the errors that stop it. */
export function calculateBid(values: BidValues): BidOutcome {
  const errors = validateValues(values)
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const total = totalSqFt(values)
  const hoursByArea = Object.fromEntries(
    AREA_IDS.map((id) => {
      const { sqft, rate } = AREA_FIELDS[id]
      return [id, values[sqft] / values[rate]]
    }),
  ) as Record<AreaId, number>
  const hoursPerVisit = AREA_IDS.reduce((sum, id) => sum + hoursByArea[id], 0)
  const visitsPerMonth = values.visits * WEEKS_PER_MONTH
  const monthlyHours = hoursPerVisit * visitsPerMonth

  const labor = roundCents(monthlyHours * values.wage)
  const burden = roundCents((labor * values.burden) / 100)
  const supplies = roundCents(values.suppliesMode === 'sqft' ? total * values.suppliesSqft : (labor * values.suppliesPct) / 100)
  const overhead = roundCents((labor * values.overhead) / 100)
  const totalCost = roundCents(labor + burden + supplies + overhead)
  const price = roundCents(totalCost / (1 - values.margin / 100))

  const result: BidResult = {
    totalSqFt: total,
    hoursByArea,
    hoursPerVisit,
    visitsPerMonth,
    monthlyHours,
    labor,
    burden,
    supplies,
    overhead,
    totalCost,
    price,
    grossProfit: roundCents(price - totalCost),
    pricePerVisit: roundCents(price / visitsPerMonth),
    effectiveHourlyRate: monthlyHours > 0 ? roundCents(price / monthlyHours) : 0,
    pricePerSqFt: Math.round((price / total) * 10_000) / 10_000,
  }
  const finite = Object.values(result).every((v) => typeof v !== 'number' || Number.isFinite(v))
  return finite ? { ok: true, result } : { ok: false, errors: { totalArea: { code: 'areaTotalTooLarge', max: MAX_TOTAL_SQFT } } }
}

// ---------------------------------------------------------------------------------------------
// Locale number input

/**
 * `ambiguous`: a reading the visitor may not have meant, so the page says how it was read: the
 * locale's decimal mark before exactly three digits ('1.500' = 1.5, where a reader used to the
 * other convention means 1500), or a number written with the other convention's marks
 * ('1.500,5' = 1500.5, '0,02' = 0.02).
 */
export type ParseResult = { ok: true; value: number; ambiguous?: boolean } | { ok: false; code: 'required' | 'notNumber' }

/** The decimal mark of a locale, from INTL_LOCALE (en-US and es-US: '.'; the group mark is the other one). */
function decimalMarkOf(locale: Locale): '.' | ',' {
  const parts = new Intl.NumberFormat(INTL_LOCALE[locale]).formatToParts(1.5)
  return parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.'
}

const DECIMAL_MARK = Object.fromEntries(LOCALES.map((locale) => [locale, decimalMarkOf(locale)])) as Record<Locale, '.' | ','>

function digitsToNumber(text: string, decimal: '.' | ',', group: '.' | ','): number | null {
  const parts = text.split(decimal)
  if (parts.length > 2) return null
  const [intPart = '', fracPart = ''] = parts
  if (!/^\d*$/.test(fracPart)) return null
  let integer = intPart
  if (integer.includes(group)) {
    const grouped = group === '.' ? /^\d{1,3}(\.\d{3})+$/ : /^\d{1,3}(,\d{3})+$/
    if (!grouped.test(integer)) return null
    integer = integer.split(group).join('')
  } else if (!/^\d*$/.test(integer)) {
    return null
  }
  if (integer === '' && fracPart === '') return null
  return Number(`${integer || '0'}.${fracPart || '0'}`)
}

/**
 * Reads a number typed in a locale, whose marks come from INTL_LOCALE: English and (US) Spanish
 * both write 1,500.5. What a reader used to the other convention (Spain's 1.500,5) types is read too.
 * - Spaces are ignored, and so are a leading or trailing $ / US$ and a trailing %.
 * - Both separators present: the last one is the decimal mark ('1,500.5' and '1.500,5' = 1500.5).
 * - A separator used more than once groups thousands ('1,500,000' and '1.500.000').
 * - The locale's decimal mark used once is a decimal mark ('1500.5' = 1500.5, '1.500' = 1.5).
 * - The locale's thousands mark used once groups thousands when it splits 1-3 digits (not 0) from
 *   exactly three ('1,500' = 1500); otherwise it is read as a decimal mark typed the other
 *   convention's way ('0,02' = 0.02, '12,75' = 12.75).
 * Readings the visitor may not have meant are flagged `ambiguous` (see ParseResult), and the page
 * shows how it read them. Never throws: empty gives 'required', anything else unreadable 'notNumber'.
 */
export function parseLocaleNumber(input: string, locale: Locale): ParseResult {
  let text = input.replace(/\s/g, '') // \s includes the no-break spaces U+00A0 and U+202F
  if (text === '') return { ok: false, code: 'required' }
  let sign = 1
  if (/^[-\u2212]/.test(text)) {
    sign = -1
    text = text.slice(1)
  } else if (text.startsWith('+')) {
    text = text.slice(1)
  }
  text = text
    .replace(/^(US)?\$/i, '')
    .replace(/(US)?\$$/i, '')
    .replace(/%$/, '')
  if (text === '' || !/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { ok: false, code: 'notNumber' }

  const localeDecimal = DECIMAL_MARK[locale]
  const dots = text.split('.').length - 1
  const commas = text.split(',').length - 1
  let decimal: '.' | ','
  let ambiguous = false
  if (dots > 0 && commas > 0) {
    decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ','
  } else if (dots === 0 && commas === 0) {
    decimal = localeDecimal
  } else {
    const sep = dots > 0 ? '.' : ','
    const other = sep === '.' ? ',' : '.'
    const count = dots + commas
    const [head = '', tail = ''] = text.split(sep)
    const looksGrouped = /^[1-9]\d{0,2}$/.test(head) && /^\d{3}$/.test(tail)
    if (count > 1) decimal = other
    else if (sep === localeDecimal) {
      decimal = sep
      ambiguous = looksGrouped
    } else decimal = looksGrouped ? localeDecimal : sep
  }
  // Read the other convention's way: say so ('1.500,5' = 1500.5, '0,02' = 0.02, '1.000.000').
  if (decimal !== localeDecimal) ambiguous = true
  const group = decimal === '.' ? ',' : '.'
  const value = digitsToNumber(text, decimal, group)
  if (value === null || !Number.isFinite(value)) return { ok: false, code: 'notNumber' }
  const signed = sign * value === 0 ? 0 : sign * value
  return ambiguous ? { ok: true, value: signed, ambiguous } : { ok: true, value: signed }
}

/** A number as the locale (INTL_LOCALE) writes it in an input (no currency sign, up to four decimals). */
export function formatInputNumber(value: number, locale: Locale): string {
  return formats(locale).number(value)
}

export type RawInputs = Record<FieldId, string>

/** Parses what the visitor typed and computes the estimate, or says what is wrong with which field. */
export function evaluateInputs(raw: RawInputs, suppliesMode: SuppliesMode, locale: Locale): BidOutcome {
  const errors: BidErrors = {}
  const values: BidValues = { ...DEFAULT_VALUES, suppliesMode }
  for (const field of activeFields(suppliesMode)) {
    const parsed = parseLocaleNumber(raw[field], locale)
    if (parsed.ok) values[field] = parsed.value
    else errors[field] = { code: parsed.code }
  }
  if (Object.keys(errors).length > 0) {
    // Also report the range problems of the fields that did parse.
    for (const field of activeFields(suppliesMode)) {
      if (errors[field]) continue
      const error = checkField(field, values[field])
      if (error) errors[field] = error
    }
    return { ok: false, errors }
  }
  return calculateBid(values)
}

// ---------------------------------------------------------------------------------------------
// URL search parameters

/**
 * The URL search of what the visitor typed: each field that reads as a valid number and differs
 * from its default (a field with an error is left out, so the link never carries a broken value).
 */
export function searchFromInputs(raw: RawInputs, suppliesMode: SuppliesMode, locale: Locale): BidSearch {
  const out: BidSearch = {}
  for (const field of NUMERIC_FIELDS) {
    const parsed = parseLocaleNumber(raw[field], locale)
    if (!parsed.ok || checkField(field, parsed.value) || parsed.value === DEFAULT_VALUES[field]) continue
    out[field] = parsed.value
  }
  if (suppliesMode === 'percent') out.supplies = 'percent'
  return out
}
