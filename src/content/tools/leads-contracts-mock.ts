import { camelCase } from '../keys'
import { BRANCH_LOCATIONS, boardResults, DEFAULT_FILTERS, LEADS, type BoardView, type Lead } from './leads-contracts-leads'
import { DISTRICTS, pathOf, project, ROADS, UNITS_PER_MILE, visibleStretch, WATER_AREAS, type MapBounds } from './leads-contracts-geo'

/**
 * The Leads & Contracts hero's mock-up: the board's answer to the first sample prompt ("janitorial RFPs
 * within 25 miles of Houston that are due this month"), worked out by the board's own filters on its
 * sample leads (leads-contracts-leads.ts), and that corner of the board's map (leads-contracts-map.ts).
 * The board's words load with the board, so the few the hero shows are in tools.leads-contracts (`mock.*`).
 */
export const LEAD_SEARCH = {
  tab: 'all-leads',
  filters: { ...DEFAULT_FILTERS, city: 'houston', radius: 25, dueDate: 'month' },
  sortByFit: true,
} as const satisfies BoardView

/** The matching leads, best fit first. */
export const LEAD_MATCHES: readonly Lead[] = boardResults(LEADS, LEAD_SEARCH).shown

const top = LEAD_MATCHES[0]
if (!top) throw new Error('The hero search finds no sample lead')

/** The lead the mock-up shows as a card (the best fit), with the catalog keys of its words (named by its id). */
export const TOP_LEAD = {
  ...top,
  titleKey: `tools.leads-contracts:mock.leads.${camelCase(top.id)}`,
  tagKey: `tools.leads-contracts:mock.tags.${camelCase(top.tag)}`,
  statusKey: `tools.leads-contracts:mock.statuses.${top.status}`,
}

const branch = project(BRANCH_LOCATIONS[LEAD_SEARCH.filters.city])

/** The crop of the board's map: about 80 by 64 miles around the Houston branch. */
export const HERO_MAP: MapBounds = {
  x: Math.round(branch.x - 38),
  y: Math.round(branch.y - 32),
  width: 72,
  height: 58,
}

/** What the crop draws: water, the metro's built-up district, the highways through it, the radius and the pins. */
export const HERO_MAP_LAYERS = {
  water: WATER_AREAS.filter((area) => visibleStretch(area, HERO_MAP).length > 0).map((area) => pathOf(area, true)),
  district: pathOf(DISTRICTS[2]!, true),
  roads: ROADS.map((road) => visibleStretch(road.line, HERO_MAP))
    .filter((line) => line.length > 1)
    .map((line) => pathOf(line)),
  branch,
  ring: Math.round(LEAD_SEARCH.filters.radius * UNITS_PER_MILE * 10) / 10,
  pins: LEAD_MATCHES.map((lead) => ({ id: lead.id, ...project(lead.location) })),
}
