import { DEFAULT_VALUES, FIELD_RULES, WEEKS_PER_MONTH, type AreaId, type FieldId } from '../../lib/bid-calculator'

/**
 * The numbers the calculator's hints, notes and errors quote, as ICU arguments, so they print in the
 * visitor's number format like the inputs and results beside them and follow the calculator's own
 * constants (limits, weeks per month, defaults). Every hint, note and error message gets all of them.
 */
export const COPY_VALUES = {
  weeks: WEEKS_PER_MONTH,
  visitsMin: FIELD_RULES.visits.min ?? 1,
  visitsMax: FIELD_RULES.visits.max,
  /** The margin limit as a fraction, for {marginLimit, number, ::scale/100}% (the site writes the percent sign itself: src/lib/format.ts). */
  marginLimit: (FIELD_RULES.margin.below ?? 100) / 100,
  /** The default margin, the notes' example. */
  margin: DEFAULT_VALUES.margin / 100,
  /** How to type a number: a default area (18,000) and a default supplies rate (0.02). */
  sampleArea: DEFAULT_VALUES.office,
  sampleRate: DEFAULT_VALUES.suppliesSqft,
  sampleThousands: 1500,
  sampleDecimal: 1.5,
  sampleMixed: 1500.5,
  /** Typical production rates (sq ft per hour) and supplies. */
  officeLow: 2000,
  officeHigh: 4000,
  restroomsLow: 300,
  restroomsHigh: 500,
  commonLow: 1500,
  commonHigh: 3000,
  suppliesSqftLow: 0.01,
  suppliesSqftHigh: 0.04,
  suppliesPctLow: 0.05,
  suppliesPctHigh: 0.1,
} as const

/** The form's areas: legend, and the hint of each production rate (catalog keys). */
export const AREA_GROUPS: readonly { id: AreaId; legendKey: string; sqftHintKey?: string; rateHintKey: string }[] = [
  { id: 'office', legendKey: 'bid-calculator:form.areas.office', rateHintKey: 'bid-calculator:form.rateHints.office' },
  { id: 'restrooms', legendKey: 'bid-calculator:form.areas.restrooms', rateHintKey: 'bid-calculator:form.rateHints.restrooms' },
  { id: 'common', legendKey: 'bid-calculator:form.areas.common', rateHintKey: 'bid-calculator:form.rateHints.common' },
  {
    id: 'custom',
    legendKey: 'bid-calculator:form.areas.custom',
    sqftHintKey: 'bid-calculator:form.customHint',
    rateHintKey: 'bid-calculator:form.rateHints.custom',
  },
]

type SimpleField = { id: FieldId; labelKey: string; hintKey: string }

export const LABOR_FIELDS: readonly SimpleField[] = [
  { id: 'visits', labelKey: 'bid-calculator:form.visitsLabel', hintKey: 'bid-calculator:form.visitsHint' },
  { id: 'wage', labelKey: 'bid-calculator:form.wageLabel', hintKey: 'bid-calculator:form.wageHint' },
  { id: 'burden', labelKey: 'bid-calculator:form.burdenLabel', hintKey: 'bid-calculator:form.burdenHint' },
]

export const SUPPLIES_FIELDS: Record<'sqft' | 'percent', SimpleField> = {
  sqft: { id: 'suppliesSqft', labelKey: 'bid-calculator:form.suppliesSqftLabel', hintKey: 'bid-calculator:form.suppliesSqftHint' },
  percent: { id: 'suppliesPct', labelKey: 'bid-calculator:form.suppliesPctLabel', hintKey: 'bid-calculator:form.suppliesPctHint' },
}

export const MARGIN_FIELDS: readonly SimpleField[] = [
  { id: 'overhead', labelKey: 'bid-calculator:form.overheadLabel', hintKey: 'bid-calculator:form.overheadHint' },
  { id: 'margin', labelKey: 'bid-calculator:form.marginLabel', hintKey: 'bid-calculator:form.marginHint' },
]

/** The DOM id of a field's input (and the base of its hint and error ids). */
export const inputId = (field: FieldId) => `bid-${field}`

/** The results section and its heading: the summary bar's link target and where its script puts focus. */
export const RESULTS_ID = 'bid-results'
export const RESULTS_TITLE_ID = 'bid-results-title'
