/**
 * Sample leads of the Leads & Contracts page ('Available Contracts' board) and the pure functions
 * behind its tabs, seven filters and fit-score sort. No React here: the board component renders
 * what these functions return, and tests/unit/leads-filters.test.ts checks them on this data.
 *
 * Everything is fixed sample data. Due-date filters count from LEADS_AS_OF, never from the real
 * clock, so the pre-rendered HTML and the hydrated page always show the same cards.
 */

/** The day the sample data describes ('this week' / 'this month' / 'this quarter' count from it). A Monday. */
export const LEADS_AS_OF = '2026-11-16'

export const LEAD_TAGS = ['lead-market', 'exclusive', 'opportunities', 'government'] as const
export type LeadTag = (typeof LEAD_TAGS)[number]

/** Tabs of the board: every lead, one tab per tag, and Lead Types (every lead, grouped by tag). */
export const LEAD_TABS = ['all-leads', ...LEAD_TAGS, 'lead-types'] as const
export type LeadTab = (typeof LEAD_TABS)[number]
export const DEFAULT_LEAD_TAB: LeadTab = 'all-leads'

/**
 * Where a lead came from, as shown on its card. The lead marketplace is coming soon, so no sample lead comes
 * from it (issue 36): its source and filter option stay (the spec lists them) and match no lead.
 */
export const LEAD_SOURCES = ['marketplace', 'referral', 'in-house', 'samgov'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]
/** How an in-house lead reached you: a website or phone inquiry, or entered by your own team. */
export type LeadIntake = 'inbound' | 'manual'

/** Pipeline stages: sample leads are New, Contacted or Quoted; Won and Lost exist as filter options. */
const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_CITIES = ['houston', 'dallas', 'austin'] as const
export type LeadCity = (typeof LEAD_CITIES)[number]

/** A place on the map: latitude and longitude in degrees (west is negative). */
export type GeoPoint = { lat: number; lng: number }

/**
 * The company's branch in each market (the 'Your branch' marks and the centres of the radius
 * circles on the map). Chosen so that every lead's straight-line distance is at most about its
 * road distance (distanceMiles): Greenway Plaza in Houston, Love Field in Dallas, west Austin.
 */
export const BRANCH_LOCATIONS: Record<LeadCity, GeoPoint> = {
  houston: { lat: 29.73, lng: -95.43 },
  dallas: { lat: 32.8222, lng: -96.8537 },
  austin: { lat: 30.3682, lng: -97.8668 },
}

export const LEAD_FACILITIES = ['office', 'medical', 'retail', 'school', 'government'] as const
export type LeadFacility = (typeof LEAD_FACILITIES)[number]

export type LeadService = 'janitorial' | 'medical' | 'day-porter' | 'janitorial-porter' | 'common-areas'

export type LeadFrequency = 'nights-3' | 'nights-5' | 'nights-6' | 'evenings-5' | 'porter-4h' | 'porter-8h' | 'nights-5-porter'

/** Filter options (radius 10/25/50/100 miles, default 25; field names radius, city, ... value). */
export const RADIUS_OPTIONS = [10, 25, 50, 100] as const
export type LeadRadius = (typeof RADIUS_OPTIONS)[number]
export const DEFAULT_RADIUS: LeadRadius = 25

export const SOURCE_OPTIONS = ['samgov', 'inbound', 'marketplace', 'referral', 'manual'] as const
export type LeadSourceOption = (typeof SOURCE_OPTIONS)[number]

const DUE_OPTIONS = ['week', 'month', 'quarter'] as const
export type LeadDueOption = (typeof DUE_OPTIONS)[number]

const VALUE_OPTIONS = ['25k', '50k', '100k'] as const
export type LeadValueOption = (typeof VALUE_OPTIONS)[number]
/** Smallest yearly value (USD) each value option keeps. */
const VALUE_MINIMUM: Record<LeadValueOption, number> = { '25k': 25_000, '50k': 50_000, '100k': 100_000 }

export const ANY = 'any'
export type Any = typeof ANY

export type LeadFilters = {
  radius: LeadRadius
  city: LeadCity | Any
  facility: LeadFacility | Any
  status: LeadStatus | Any
  source: LeadSourceOption | Any
  dueDate: LeadDueOption | Any
  value: LeadValueOption | Any
}
export type LeadFilterField = keyof LeadFilters

/** The board's filters on first render: 25 miles, everything else Any. */
export const DEFAULT_FILTERS: Readonly<LeadFilters> = {
  radius: DEFAULT_RADIUS,
  city: ANY,
  facility: ANY,
  status: ANY,
  source: ANY,
  dueDate: ANY,
  value: ANY,
}

/** The options of each filter's dropdown, in display order ('any' first except for the radius). */
export const FILTER_OPTIONS = {
  radius: RADIUS_OPTIONS,
  city: [ANY, ...LEAD_CITIES],
  facility: [ANY, ...LEAD_FACILITIES],
  status: [ANY, ...LEAD_STATUSES],
  source: [ANY, ...SOURCE_OPTIONS],
  dueDate: [ANY, ...DUE_OPTIONS],
  value: [ANY, ...VALUE_OPTIONS],
} as const satisfies { [F in LeadFilterField]: readonly LeadFilters[F][] }

export const FILTER_FIELDS = [
  'radius',
  'city',
  'facility',
  'status',
  'source',
  'dueDate',
  'value',
] as const satisfies readonly LeadFilterField[]

export type Lead = {
  id: string
  titleKey: string
  descriptionKey: string
  /** Street address (a proper noun: the same in every language). */
  address: string
  /** Market the lead belongs to (the company has a branch in each). */
  city: LeadCity
  /** Road miles from the company's branch in that city. */
  distanceMiles: number
  /** Where the address is (degrees, placed by hand from public maps, within about a mile): the lead’s pin on the map. */
  location: GeoPoint
  facility: LeadFacility
  service: LeadService
  tag: LeadTag
  source: LeadSource
  /** Only for in-house leads. */
  intake?: LeadIntake
  /** ISO date (YYYY-MM-DD): proposal or decision due. */
  dueDate: string
  /** Estimated contract value, USD per year. */
  value: number
  /** 0-100. */
  fitScore: number
  status: Exclude<LeadStatus, 'won' | 'lost'>
  sqft: number
  frequency: LeadFrequency
}

/**
 * Twelve sample leads around the company's Houston, Dallas and Austin branches. Values follow the
 * site's pricing model (5 nights of office cleaning is about $6.80 per sq ft a year; a day porter
 * 8 hours a weekday about $76,000 a year).
 */
export const LEADS: readonly Lead[] = [
  {
    id: 'hou-medical-plaza',
    titleKey: 'leads-board:leads.houMedicalPlaza.title',
    descriptionKey: 'leads-board:leads.houMedicalPlaza.description',
    address: '915 Gessner Rd, Houston, TX 77024',
    city: 'houston',
    distanceMiles: 11,
    location: { lat: 29.7807, lng: -95.5436 },
    facility: 'medical',
    service: 'medical',
    tag: 'lead-market',
    source: 'in-house',
    intake: 'inbound',
    dueDate: '2026-11-20',
    value: 190_000,
    fitScore: 88,
    status: 'new',
    sqft: 24_000,
    frequency: 'nights-5',
  },
  {
    id: 'hou-smith-tower',
    titleKey: 'leads-board:leads.houSmithTower.title',
    descriptionKey: 'leads-board:leads.houSmithTower.description',
    address: '1400 Smith St, Houston, TX 77002',
    city: 'houston',
    distanceMiles: 5,
    location: { lat: 29.7545, lng: -95.3715 },
    facility: 'office',
    service: 'day-porter',
    tag: 'exclusive',
    source: 'referral',
    dueDate: '2026-11-30',
    value: 76_000,
    fitScore: 91,
    status: 'contacted',
    sqft: 120_000,
    frequency: 'porter-8h',
  },
  {
    id: 'hou-katy-va-clinic',
    titleKey: 'leads-board:leads.houKatyVaClinic.title',
    descriptionKey: 'leads-board:leads.houKatyVaClinic.description',
    address: '750 W Grand Pkwy S, Katy, TX 77494',
    city: 'houston',
    distanceMiles: 24,
    location: { lat: 29.772, lng: -95.779 },
    facility: 'medical',
    service: 'medical',
    tag: 'government',
    source: 'samgov',
    dueDate: '2026-12-21',
    value: 240_000,
    fitScore: 64,
    status: 'new',
    sqft: 30_000,
    frequency: 'nights-5',
  },
  {
    id: 'hou-pasadena-charter',
    titleKey: 'leads-board:leads.houPasadenaCharter.title',
    descriptionKey: 'leads-board:leads.houPasadenaCharter.description',
    address: '3600 Red Bluff Rd, Pasadena, TX 77503',
    city: 'houston',
    distanceMiles: 17,
    location: { lat: 29.671, lng: -95.168 },
    facility: 'school',
    service: 'janitorial',
    tag: 'opportunities',
    source: 'in-house',
    intake: 'inbound',
    dueDate: '2026-11-24',
    value: 126_000,
    fitScore: 79,
    status: 'quoted',
    sqft: 28_000,
    frequency: 'evenings-5',
  },
  {
    id: 'hou-conroe-retail',
    titleKey: 'leads-board:leads.houConroeRetail.title',
    descriptionKey: 'leads-board:leads.houConroeRetail.description',
    address: '1420 W Davis St, Conroe, TX 77301',
    city: 'houston',
    distanceMiles: 41,
    location: { lat: 30.313, lng: -95.473 },
    facility: 'retail',
    service: 'common-areas',
    tag: 'lead-market',
    source: 'referral',
    dueDate: '2026-12-18',
    value: 34_000,
    fitScore: 57,
    status: 'new',
    sqft: 8_000,
    frequency: 'nights-3',
  },
  {
    id: 'dal-federal-building',
    titleKey: 'leads-board:leads.dalFederalBuilding.title',
    descriptionKey: 'leads-board:leads.dalFederalBuilding.description',
    address: '1114 Commerce St, Dallas, TX 75242',
    city: 'dallas',
    distanceMiles: 6,
    location: { lat: 32.7776, lng: -96.8031 },
    facility: 'government',
    service: 'janitorial',
    tag: 'government',
    source: 'samgov',
    dueDate: '2026-12-14',
    value: 305_000,
    fitScore: 82,
    status: 'new',
    sqft: 45_000,
    frequency: 'nights-5',
  },
  {
    id: 'dal-uptown-suites',
    titleKey: 'leads-board:leads.dalUptownSuites.title',
    descriptionKey: 'leads-board:leads.dalUptownSuites.description',
    address: '2500 Cedar Springs Rd, Dallas, TX 75201',
    city: 'dallas',
    distanceMiles: 4,
    location: { lat: 32.7966, lng: -96.8044 },
    facility: 'office',
    service: 'janitorial',
    tag: 'exclusive',
    source: 'in-house',
    intake: 'manual',
    dueDate: '2026-11-19',
    value: 33_000,
    fitScore: 86,
    status: 'quoted',
    sqft: 8_000,
    frequency: 'nights-3',
  },
  {
    id: 'dal-plano-retail',
    titleKey: 'leads-board:leads.dalPlanoRetail.title',
    descriptionKey: 'leads-board:leads.dalPlanoRetail.description',
    address: '3305 Dallas Pkwy, Plano, TX 75093',
    city: 'dallas',
    distanceMiles: 19,
    location: { lat: 33.0296, lng: -96.8283 },
    facility: 'retail',
    service: 'day-porter',
    tag: 'opportunities',
    source: 'referral',
    dueDate: '2026-12-04',
    value: 38_000,
    fitScore: 73,
    status: 'contacted',
    sqft: 52_000,
    frequency: 'porter-4h',
  },
  {
    id: 'dal-garland-isd',
    titleKey: 'leads-board:leads.dalGarlandIsd.title',
    descriptionKey: 'leads-board:leads.dalGarlandIsd.description',
    address: '501 S Jupiter Rd, Garland, TX 75042',
    city: 'dallas',
    distanceMiles: 17,
    location: { lat: 32.905, lng: -96.659 },
    facility: 'school',
    service: 'janitorial',
    tag: 'government',
    source: 'in-house',
    intake: 'manual',
    dueDate: '2027-01-15',
    value: 122_000,
    fitScore: 69,
    status: 'new',
    sqft: 18_000,
    frequency: 'evenings-5',
  },
  {
    id: 'aus-domain-campus',
    titleKey: 'leads-board:leads.ausDomainCampus.title',
    descriptionKey: 'leads-board:leads.ausDomainCampus.description',
    address: '11501 Domain Dr, Austin, TX 78758',
    city: 'austin',
    distanceMiles: 11,
    location: { lat: 30.4016, lng: -97.7252 },
    facility: 'office',
    service: 'janitorial-porter',
    tag: 'lead-market',
    source: 'in-house',
    intake: 'inbound',
    dueDate: '2026-12-10',
    value: 280_000,
    fitScore: 94,
    status: 'contacted',
    sqft: 30_000,
    frequency: 'nights-5-porter',
  },
  {
    id: 'aus-round-rock-urgent-care',
    titleKey: 'leads-board:leads.ausRoundRockUrgentCare.title',
    descriptionKey: 'leads-board:leads.ausRoundRockUrgentCare.description',
    address: '2100 S Interstate 35, Round Rock, TX 78681',
    city: 'austin',
    distanceMiles: 20,
    location: { lat: 30.4935, lng: -97.6785 },
    facility: 'medical',
    service: 'medical',
    tag: 'exclusive',
    source: 'in-house',
    intake: 'inbound',
    dueDate: '2026-11-18',
    value: 23_500,
    fitScore: 77,
    status: 'new',
    sqft: 2_500,
    frequency: 'nights-6',
  },
  {
    id: 'aus-killeen-reserve-center',
    titleKey: 'leads-board:leads.ausKilleenReserveCenter.title',
    descriptionKey: 'leads-board:leads.ausKilleenReserveCenter.description',
    address: '4300 W Stan Schlueter Loop, Killeen, TX 76549',
    city: 'austin',
    distanceMiles: 64,
    location: { lat: 31.0646, lng: -97.7766 },
    facility: 'government',
    service: 'janitorial',
    tag: 'government',
    source: 'samgov',
    dueDate: '2027-01-22',
    value: 84_000,
    fitScore: 48,
    status: 'new',
    sqft: 20_000,
    frequency: 'nights-3',
  },
]

/** The source filter option a lead answers to: in-house leads split into inbound inquiries and manual entries. */
export function sourceOptionOf(lead: Pick<Lead, 'source' | 'intake'>): LeadSourceOption {
  if (lead.source === 'in-house') return lead.intake ?? 'manual'
  return lead.source
}

function parseIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1))
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/**
 * Last day (ISO) of the as-of date's week (Monday to Sunday), month or quarter. A lead is due in
 * that window when its due date is on or after the as-of date and on or before this day.
 */
export function dueWindowEnd(asOf: string, window: LeadDueOption): string {
  const day = parseIsoDate(asOf)
  if (window === 'week') {
    const sinceMonday = (day.getUTCDay() + 6) % 7
    return isoDate(new Date(day.getTime() + (6 - sinceMonday) * 86_400_000))
  }
  const year = day.getUTCFullYear()
  const month = day.getUTCMonth()
  const lastMonth = window === 'month' ? month : Math.floor(month / 3) * 3 + 2
  // Day 0 of the next month is the last day of lastMonth.
  return isoDate(new Date(Date.UTC(year, lastMonth + 1, 0)))
}

export function isDueWithin(dueDate: string, window: LeadDueOption, asOf: string = LEADS_AS_OF): boolean {
  // ISO dates compare correctly as strings.
  return dueDate >= asOf && dueDate <= dueWindowEnd(asOf, window)
}

/** Whether a lead passes every filter. */
function matchesFilters(lead: Lead, filters: LeadFilters, asOf: string = LEADS_AS_OF): boolean {
  if (lead.distanceMiles > filters.radius) return false
  if (filters.city !== ANY && lead.city !== filters.city) return false
  if (filters.facility !== ANY && lead.facility !== filters.facility) return false
  if (filters.status !== ANY && lead.status !== filters.status) return false
  if (filters.source !== ANY && sourceOptionOf(lead) !== filters.source) return false
  if (filters.dueDate !== ANY && !isDueWithin(lead.dueDate, filters.dueDate, asOf)) return false
  if (filters.value !== ANY && lead.value < VALUE_MINIMUM[filters.value]) return false
  return true
}

export function filterLeads(leads: readonly Lead[], filters: LeadFilters, asOf: string = LEADS_AS_OF): Lead[] {
  return leads.filter((lead) => matchesFilters(lead, filters, asOf))
}

/** The leads a tab covers before filters: one tag for the four tag tabs, every lead otherwise. */
export function leadsInTab(leads: readonly Lead[], tab: LeadTab): Lead[] {
  if (tab === 'all-leads' || tab === 'lead-types') return [...leads]
  return leads.filter((lead) => lead.tag === tab)
}

/**
 * Display order: soonest due first by default; highest fit score first when sorting by fit.
 * Ties keep the data order. Returns a new array.
 */
export function sortLeads(leads: readonly Lead[], byFit: boolean): Lead[] {
  return leads
    .map((lead, index) => ({ lead, index }))
    .sort((a, b) => {
      const primary = byFit ? b.lead.fitScore - a.lead.fitScore : a.lead.dueDate.localeCompare(b.lead.dueDate)
      return primary || a.index - b.index
    })
    .map(({ lead }) => lead)
}

export type BoardView = { tab: LeadTab; filters: LeadFilters; sortByFit: boolean }

/** What the board shows: the tab's leads, filtered and sorted, and how many the tab has in all. */
export function boardResults(leads: readonly Lead[], view: BoardView, asOf: string = LEADS_AS_OF): { shown: Lead[]; total: number } {
  const inTab = leadsInTab(leads, view.tab)
  return { shown: sortLeads(filterLeads(inTab, view.filters, asOf), view.sortByFit), total: inTab.length }
}

/** The Lead Types tab: the shown leads grouped by tag, every tag present (possibly empty), in tag order. */
export function groupByTag(leads: readonly Lead[]): { tag: LeadTag; leads: Lead[] }[] {
  return LEAD_TAGS.map((tag) => ({ tag, leads: leads.filter((lead) => lead.tag === tag) }))
}

export function isDefaultFilters(filters: LeadFilters): boolean {
  return FILTER_FIELDS.every((field) => filters[field] === DEFAULT_FILTERS[field])
}

/** Sets one filter from a dropdown's string value; an unknown value leaves the filters unchanged. */
export function withFilter(filters: LeadFilters, field: LeadFilterField, raw: string): LeadFilters {
  const option = (FILTER_OPTIONS[field] as readonly (string | number)[]).find((value) => String(value) === raw)
  return option === undefined ? filters : { ...filters, [field]: option }
}

/** A word for a fit score (shown beside the bar, so the score is never colour only). */
export type FitBand = 'strong' | 'good' | 'fair' | 'weak'
export function fitBand(score: number): FitBand {
  if (score >= 85) return 'strong'
  if (score >= 70) return 'good'
  if (score >= 55) return 'fair'
  return 'weak'
}
/** How many sample leads each city has (the map's description). */
export function countByCity(leads: readonly Lead[]): Record<LeadCity, number> {
  const counts = { houston: 0, dallas: 0, austin: 0 }
  for (const lead of leads) counts[lead.city] += 1
  return counts
}
