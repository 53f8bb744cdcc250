import type {
  Any,
  FitBand,
  LeadCity,
  LeadDueOption,
  LeadFacility,
  LeadFilterField,
  LeadFilters,
  LeadFrequency,
  LeadIntake,
  LeadService,
  LeadSource,
  LeadSourceOption,
  LeadStatus,
  LeadTab,
  LeadTag,
  LeadValueOption,
} from './leads-contracts-leads'

/**
 * The catalog keys of the Leads & Contracts board's words, by id (leads-board namespace, loaded with the
 * board). Apart from the sample leads and their filters (leads-contracts-leads.ts), which the page's
 * hero also reads, so that these stay in the board's own code.
 */

/** Full literals, for the catalog checker. */
export const TAG_KEYS: Record<LeadTag, string> = {
  'lead-market': 'leads-board:tags.leadMarket',
  exclusive: 'leads-board:tags.exclusive',
  opportunities: 'leads-board:tags.opportunities',
  government: 'leads-board:tags.government',
}
export const TAG_BODY_KEYS: Record<LeadTag, string> = {
  'lead-market': 'leads-board:types.leadMarket',
  exclusive: 'leads-board:types.exclusive',
  opportunities: 'leads-board:types.opportunities',
  government: 'leads-board:types.government',
}
export const TAB_KEYS: Record<LeadTab, string> = {
  'all-leads': 'leads-board:tabs.allLeads',
  ...TAG_KEYS,
  'lead-types': 'leads-board:tabs.leadTypes',
}
export const STATUS_KEYS: Record<LeadStatus, string> = {
  new: 'leads-board:statuses.new',
  contacted: 'leads-board:statuses.contacted',
  quoted: 'leads-board:statuses.quoted',
  won: 'leads-board:statuses.won',
  lost: 'leads-board:statuses.lost',
}
export const CITY_KEYS: Record<LeadCity, string> = {
  houston: 'leads-board:cities.houston',
  dallas: 'leads-board:cities.dallas',
  austin: 'leads-board:cities.austin',
}
export const FACILITY_KEYS: Record<LeadFacility, string> = {
  office: 'leads-board:facilities.office',
  medical: 'leads-board:facilities.medical',
  retail: 'leads-board:facilities.retail',
  school: 'leads-board:facilities.school',
  government: 'leads-board:facilities.government',
}
export const SERVICE_KEYS: Record<LeadService, string> = {
  janitorial: 'leads-board:services.janitorial',
  medical: 'leads-board:services.medical',
  'day-porter': 'leads-board:services.dayPorter',
  'janitorial-porter': 'leads-board:services.janitorialPorter',
  'common-areas': 'leads-board:services.commonAreas',
}
export const FREQUENCY_KEYS: Record<LeadFrequency, string> = {
  'nights-3': 'leads-board:frequencies.nights3',
  'nights-5': 'leads-board:frequencies.nights5',
  'nights-6': 'leads-board:frequencies.nights6',
  'evenings-5': 'leads-board:frequencies.evenings5',
  'porter-4h': 'leads-board:frequencies.porter4h',
  'porter-8h': 'leads-board:frequencies.porter8h',
  'nights-5-porter': 'leads-board:frequencies.nights5Porter',
}
export const SOURCE_KEYS: Record<LeadSource, string> = {
  marketplace: 'leads-board:sources.marketplace',
  referral: 'leads-board:sources.referral',
  'in-house': 'leads-board:sources.inHouse',
  samgov: 'leads-board:sources.samgov',
}
export const INTAKE_KEYS: Record<LeadIntake, string> = {
  inbound: 'leads-board:intake.inbound',
  manual: 'leads-board:intake.manual',
}
const SOURCE_OPTION_KEYS: Record<LeadSourceOption, string> = {
  samgov: 'leads-board:sourceOptions.samgov',
  inbound: 'leads-board:sourceOptions.inbound',
  marketplace: 'leads-board:sourceOptions.marketplace',
  referral: 'leads-board:sourceOptions.referral',
  manual: 'leads-board:sourceOptions.manual',
}
const DUE_KEYS: Record<LeadDueOption, string> = {
  week: 'leads-board:due.week',
  month: 'leads-board:due.month',
  quarter: 'leads-board:due.quarter',
}
const VALUE_KEYS: Record<LeadValueOption, string> = {
  '25k': 'leads-board:values.25k',
  '50k': 'leads-board:values.50k',
  '100k': 'leads-board:values.100k',
}
export const FILTER_LABEL_KEYS: Record<LeadFilterField, string> = {
  radius: 'leads-board:filters.radius',
  city: 'leads-board:filters.city',
  facility: 'leads-board:filters.facility',
  status: 'leads-board:filters.status',
  source: 'leads-board:filters.source',
  dueDate: 'leads-board:filters.dueDate',
  value: 'leads-board:filters.value',
}

/** The catalog key of each option of each list filter (the radius filter's options are numbers: miles). */
export const FILTER_OPTION_KEYS: { [F in Exclude<LeadFilterField, 'radius'>]: Record<Exclude<LeadFilters[F], Any>, string> } = {
  city: CITY_KEYS,
  facility: FACILITY_KEYS,
  status: STATUS_KEYS,
  source: SOURCE_OPTION_KEYS,
  dueDate: DUE_KEYS,
  value: VALUE_KEYS,
}

export const FIT_BAND_KEYS: Record<FitBand, string> = {
  strong: 'leads-board:fit.strong',
  good: 'leads-board:fit.good',
  fair: 'leads-board:fit.fair',
  weak: 'leads-board:fit.weak',
}
