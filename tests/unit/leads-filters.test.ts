// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  boardResults,
  countByCity,
  DEFAULT_FILTERS,
  DEFAULT_LEAD_TAB,
  DEFAULT_RADIUS,
  dueWindowEnd,
  FILTER_FIELDS,
  FILTER_OPTIONS,
  filterLeads,
  fitBand,
  groupByTag,
  isDefaultFilters,
  isDueWithin,
  LEAD_CITIES,
  LEAD_FACILITIES,
  LEAD_SOURCES,
  LEAD_TABS,
  LEAD_TAGS,
  LEADS,
  LEADS_AS_OF,
  leadsInTab,
  RADIUS_OPTIONS,
  SOURCE_OPTIONS,
  sortLeads,
  sourceOptionOf,
  withFilter,
  type Lead,
  type LeadFilters,
} from '../../src/content/tools/leads-contracts-leads'

const ids = (leads: readonly Lead[]) => leads.map((lead) => lead.id)
const only = (patch: Partial<LeadFilters>): LeadFilters => ({ ...DEFAULT_FILTERS, radius: 100, ...patch })
const byId = (id: string) => {
  const lead = LEADS.find((l) => l.id === id)
  if (!lead) throw new Error(id)
  return lead
}

describe('sample leads', () => {
  it('has at least eight leads with unique ids and every field filled in', () => {
    expect(LEADS.length).toBeGreaterThanOrEqual(8)
    expect(new Set(ids(LEADS)).size).toBe(LEADS.length)
    for (const lead of LEADS) {
      for (const field of [
        'id',
        'titleKey',
        'descriptionKey',
        'address',
        'facility',
        'service',
        'tag',
        'source',
        'dueDate',
        'status',
        'frequency',
      ] as const) {
        expect(lead[field], `${lead.id}.${field}`).toBeTruthy()
      }
      expect(lead.value, lead.id).toBeGreaterThan(0)
      expect(lead.sqft, lead.id).toBeGreaterThan(0)
      expect(lead.fitScore, lead.id).toBeGreaterThanOrEqual(0)
      expect(lead.fitScore, lead.id).toBeLessThanOrEqual(100)
      expect(lead.dueDate, lead.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(lead.address, lead.id).toMatch(/, TX 7\d{4}$/)
      // Spec: claimed radius 5-100 miles.
      expect(lead.distanceMiles, lead.id).toBeGreaterThan(0)
      expect(lead.distanceMiles, lead.id).toBeLessThanOrEqual(100)
      // Only in-house leads say how they came in.
      expect(lead.intake !== undefined, lead.id).toBe(lead.source === 'in-house')
    }
  })

  it('uses every tag, source but the coming-soon marketplace, status (New, Contacted, Quoted), city and facility type', () => {
    expect(new Set(LEADS.map((l) => l.tag))).toEqual(new Set(LEAD_TAGS))
    expect(new Set(LEADS.map((l) => l.source))).toEqual(new Set(LEAD_SOURCES.filter((s) => s !== 'marketplace')))
    expect(new Set(LEADS.map((l) => l.status))).toEqual(new Set(['new', 'contacted', 'quoted']))
    expect(new Set(LEADS.map((l) => l.city))).toEqual(new Set(LEAD_CITIES))
    expect(new Set(LEADS.map((l) => l.facility))).toEqual(new Set(LEAD_FACILITIES))
  })

  it('answers to every source filter option but the coming-soon marketplace (issue 36: no sample lead credited to it)', () => {
    expect(new Set(LEADS.map(sourceOptionOf))).toEqual(new Set(SOURCE_OPTIONS.filter((s) => s !== 'marketplace')))
    expect(sourceOptionOf({ source: 'samgov' })).toBe('samgov')
    expect(sourceOptionOf({ source: 'marketplace' })).toBe('marketplace')
    expect(sourceOptionOf({ source: 'referral' })).toBe('referral')
    expect(sourceOptionOf({ source: 'in-house', intake: 'inbound' })).toBe('inbound')
    expect(sourceOptionOf({ source: 'in-house', intake: 'manual' })).toBe('manual')
  })

  it('counts leads per city for the map description', () => {
    expect(countByCity(LEADS)).toEqual({ houston: 5, dallas: 4, austin: 3 })
  })
})

describe('filters', () => {
  it('start at a 25-mile radius with everything else Any', () => {
    expect(DEFAULT_RADIUS).toBe(25)
    expect(RADIUS_OPTIONS).toEqual([10, 25, 50, 100])
    expect(DEFAULT_FILTERS).toEqual({
      radius: 25,
      city: 'any',
      facility: 'any',
      status: 'any',
      source: 'any',
      dueDate: 'any',
      value: 'any',
    })
    expect(FILTER_FIELDS).toEqual(['radius', 'city', 'facility', 'status', 'source', 'dueDate', 'value'])
    expect(isDefaultFilters(DEFAULT_FILTERS)).toBe(true)
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, radius: 50 })).toBe(false)
  })

  it('the default radius hides the two leads beyond 25 miles', () => {
    const shown = filterLeads(LEADS, DEFAULT_FILTERS)
    expect(shown).toHaveLength(10)
    expect(ids(LEADS.filter((l) => !shown.includes(l)))).toEqual(['hou-conroe-retail', 'aus-killeen-reserve-center'])
  })

  it('radius keeps leads at or within the distance, and a wider radius never shows fewer', () => {
    const counts = RADIUS_OPTIONS.map((radius) => filterLeads(LEADS, { ...DEFAULT_FILTERS, radius }).length)
    expect(counts).toEqual([3, 10, 11, 12])
    expect(ids(filterLeads(LEADS, { ...DEFAULT_FILTERS, radius: 10 }))).toEqual([
      'hou-smith-tower',
      'dal-federal-building',
      'dal-uptown-suites',
    ])
    const edge = { ...byId('hou-smith-tower'), distanceMiles: 25 }
    expect(filterLeads([edge], DEFAULT_FILTERS)).toHaveLength(1)
  })

  it('city', () => {
    expect(ids(filterLeads(LEADS, only({ city: 'austin' })))).toEqual([
      'aus-domain-campus',
      'aus-round-rock-urgent-care',
      'aus-killeen-reserve-center',
    ])
    expect(filterLeads(LEADS, only({ city: 'houston' }))).toHaveLength(5)
    expect(filterLeads(LEADS, { ...DEFAULT_FILTERS, city: 'houston' })).toHaveLength(4)
  })

  it('facility', () => {
    expect(ids(filterLeads(LEADS, only({ facility: 'government' })))).toEqual(['dal-federal-building', 'aus-killeen-reserve-center'])
    expect(ids(filterLeads(LEADS, only({ facility: 'school' })))).toEqual(['hou-pasadena-charter', 'dal-garland-isd'])
    for (const facility of LEAD_FACILITIES) expect(filterLeads(LEADS, only({ facility })).length, facility).toBeGreaterThan(0)
  })

  it('status: won and lost match no sample lead', () => {
    expect(ids(filterLeads(LEADS, only({ status: 'quoted' })))).toEqual(['hou-pasadena-charter', 'dal-uptown-suites'])
    expect(filterLeads(LEADS, only({ status: 'contacted' }))).toHaveLength(3)
    expect(filterLeads(LEADS, only({ status: 'new' }))).toHaveLength(7)
    expect(filterLeads(LEADS, only({ status: 'won' }))).toEqual([])
    expect(filterLeads(LEADS, only({ status: 'lost' }))).toEqual([])
  })

  it('source', () => {
    expect(ids(filterLeads(LEADS, only({ source: 'samgov' })))).toEqual([
      'hou-katy-va-clinic',
      'dal-federal-building',
      'aus-killeen-reserve-center',
    ])
    expect(ids(filterLeads(LEADS, only({ source: 'inbound' })))).toEqual([
      'hou-medical-plaza',
      'hou-pasadena-charter',
      'aus-domain-campus',
      'aus-round-rock-urgent-care',
    ])
    expect(ids(filterLeads(LEADS, only({ source: 'manual' })))).toEqual(['dal-uptown-suites', 'dal-garland-isd'])
    expect(filterLeads(LEADS, only({ source: 'marketplace' }))).toEqual([])
    expect(filterLeads(LEADS, only({ source: 'referral' }))).toHaveLength(3)
  })

  it('due date windows end on the Sunday, the month end and the quarter end of the as-of date', () => {
    expect(LEADS_AS_OF).toBe('2026-11-16')
    expect(dueWindowEnd('2026-11-16', 'week')).toBe('2026-11-22')
    expect(dueWindowEnd('2026-11-22', 'week')).toBe('2026-11-22')
    expect(dueWindowEnd('2026-11-16', 'month')).toBe('2026-11-30')
    expect(dueWindowEnd('2026-11-16', 'quarter')).toBe('2026-12-31')
    expect(dueWindowEnd('2027-02-10', 'quarter')).toBe('2027-03-31')
    expect(dueWindowEnd('2028-02-10', 'month')).toBe('2028-02-29')
    // Overdue leads are in no window.
    expect(isDueWithin('2026-11-15', 'quarter')).toBe(false)
    expect(isDueWithin('2026-11-16', 'week')).toBe(true)
  })

  it('due date counts from the fixed as-of date, not from today', () => {
    expect(ids(filterLeads(LEADS, only({ dueDate: 'week' })))).toEqual([
      'hou-medical-plaza',
      'dal-uptown-suites',
      'aus-round-rock-urgent-care',
    ])
    expect(filterLeads(LEADS, only({ dueDate: 'month' }))).toHaveLength(5)
    expect(filterLeads(LEADS, only({ dueDate: 'quarter' }))).toHaveLength(10)
    // Another as-of date gives other answers: nothing depends on the real clock.
    expect(filterLeads(LEADS, only({ dueDate: 'week' }), '2027-01-18')).toHaveLength(1)
  })

  it('value is a yearly minimum', () => {
    expect(filterLeads(LEADS, only({ value: '25k' }))).toHaveLength(11)
    expect(filterLeads(LEADS, only({ value: '50k' }))).toHaveLength(8)
    expect(ids(filterLeads(LEADS, only({ value: '100k' })))).toEqual([
      'hou-medical-plaza',
      'hou-katy-va-clinic',
      'hou-pasadena-charter',
      'dal-federal-building',
      'dal-garland-isd',
      'aus-domain-campus',
    ])
  })

  it('combine with AND', () => {
    expect(ids(filterLeads(LEADS, { ...DEFAULT_FILTERS, city: 'houston', value: '100k' }))).toEqual([
      'hou-medical-plaza',
      'hou-katy-va-clinic',
      'hou-pasadena-charter',
    ])
    expect(ids(filterLeads(LEADS, { ...DEFAULT_FILTERS, facility: 'medical', dueDate: 'week' }))).toEqual([
      'hou-medical-plaza',
      'aus-round-rock-urgent-care',
    ])
    expect(ids(filterLeads(LEADS, { ...DEFAULT_FILTERS, source: 'samgov', status: 'new', value: '100k' }))).toEqual([
      'hou-katy-va-clinic',
      'dal-federal-building',
    ])
    expect(filterLeads(LEADS, { ...DEFAULT_FILTERS, city: 'dallas', facility: 'medical' })).toEqual([])
  })

  it('withFilter parses a dropdown value and ignores unknown ones', () => {
    expect(withFilter(DEFAULT_FILTERS, 'radius', '50').radius).toBe(50)
    expect(withFilter(DEFAULT_FILTERS, 'value', '100k').value).toBe('100k')
    expect(withFilter({ ...DEFAULT_FILTERS, city: 'dallas' }, 'city', 'any').city).toBe('any')
    expect(withFilter(DEFAULT_FILTERS, 'radius', '30')).toBe(DEFAULT_FILTERS)
    expect(withFilter(DEFAULT_FILTERS, 'city', 'paris')).toBe(DEFAULT_FILTERS)
    // Every option except the radius offers Any first.
    for (const field of FILTER_FIELDS) expect(FILTER_OPTIONS[field][0] === 'any', field).toBe(field !== 'radius')
  })

  it('do not change the list they filter', () => {
    const copy = [...LEADS]
    filterLeads(LEADS, { ...DEFAULT_FILTERS, city: 'dallas' })
    sortLeads(LEADS, true)
    expect(LEADS).toEqual(copy)
  })
})

describe('sort', () => {
  it('by fit score: highest first', () => {
    const scores = sortLeads(LEADS, true).map((l) => l.fitScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(scores[0]).toBe(94)
    expect(scores.at(-1)).toBe(48)
  })

  it('by default: soonest due date first, ties in data order', () => {
    const dates = sortLeads(LEADS, false).map((l) => l.dueDate)
    expect(dates).toEqual([...dates].sort())
    const a = { ...byId('hou-smith-tower'), id: 'a', dueDate: '2026-12-01', fitScore: 50 }
    const b = { ...a, id: 'b', fitScore: 50 }
    expect(ids(sortLeads([b, a], false))).toEqual(['b', 'a'])
    expect(ids(sortLeads([b, a], true))).toEqual(['b', 'a'])
  })
})

describe('tabs', () => {
  it('start at All Leads; six tabs in order', () => {
    expect(DEFAULT_LEAD_TAB).toBe('all-leads')
    expect(LEAD_TABS).toEqual(['all-leads', 'lead-market', 'exclusive', 'opportunities', 'government', 'lead-types'])
  })

  it('All Leads and Lead Types cover every lead; the tag tabs split them by tag', () => {
    expect(leadsInTab(LEADS, 'all-leads')).toHaveLength(LEADS.length)
    expect(leadsInTab(LEADS, 'lead-types')).toHaveLength(LEADS.length)
    const counts = LEAD_TAGS.map((tag) => leadsInTab(LEADS, tag).length)
    expect(counts).toEqual([3, 3, 2, 4])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(LEADS.length)
    for (const tag of LEAD_TAGS) expect(leadsInTab(LEADS, tag).every((l) => l.tag === tag)).toBe(true)
  })

  it('board results: the tab, then the filters, then the order; total is the tab before filters', () => {
    const first = boardResults(LEADS, { tab: 'all-leads', filters: DEFAULT_FILTERS, sortByFit: false })
    expect(first.total).toBe(12)
    expect(first.shown).toHaveLength(10)
    expect(first.shown[0]?.id).toBe('aus-round-rock-urgent-care')

    const government = boardResults(LEADS, { tab: 'government', filters: DEFAULT_FILTERS, sortByFit: true })
    expect(government.total).toBe(4)
    expect(ids(government.shown)).toEqual(['dal-federal-building', 'dal-garland-isd', 'hou-katy-va-clinic'])

    const none = boardResults(LEADS, { tab: 'opportunities', filters: { ...DEFAULT_FILTERS, city: 'austin' }, sortByFit: false })
    expect(none).toEqual({ shown: [], total: 2 })
  })

  it('Lead Types groups the shown leads under all four tags, in tag order', () => {
    const groups = groupByTag(filterLeads(LEADS, DEFAULT_FILTERS))
    expect(groups.map((g) => g.tag)).toEqual([...LEAD_TAGS])
    expect(groups.map((g) => g.leads.length)).toEqual([2, 3, 2, 3])
    expect(groupByTag([]).every((g) => g.leads.length === 0)).toBe(true)
  })
})

describe('fit bands', () => {
  it('names every score', () => {
    expect([100, 85, 84, 70, 69, 55, 54, 0].map(fitBand)).toEqual(['strong', 'strong', 'good', 'good', 'fair', 'fair', 'weak', 'weak'])
  })
})
