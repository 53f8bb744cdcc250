import type { AreaId, FieldId } from '../../lib/bid-calculator'

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
