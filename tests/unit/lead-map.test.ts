// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BRANCH_LOCATIONS, DEFAULT_RADIUS, LEAD_CITIES, LEADS } from '../../src/content/tools/leads-contracts-leads'
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  milesBetween,
  pathOf,
  pinGroups,
  project,
  UNITS_PER_MILE,
} from '../../src/content/tools/leads-contracts-map'

const byId = (id: string) => LEADS.find((lead) => lead.id === id)!

describe('lead map: pins where the addresses are', () => {
  it('every pin and its head (10 units above the tip) is inside the drawing', () => {
    for (const lead of LEADS) {
      const { x, y } = project(lead.location)
      expect(x, lead.id).toBeGreaterThan(6)
      expect(x, lead.id).toBeLessThan(MAP_WIDTH - 6)
      expect(y - 16, lead.id).toBeGreaterThan(0)
      expect(y, lead.id).toBeLessThan(MAP_HEIGHT - 2)
    }
    for (const city of LEAD_CITIES) {
      const { x, y } = project(BRANCH_LOCATIONS[city])
      const ring = DEFAULT_RADIUS * UNITS_PER_MILE
      expect(x - ring, city).toBeGreaterThan(0)
      expect(x + ring, city).toBeLessThan(MAP_WIDTH)
      expect(y - ring, city).toBeGreaterThan(0)
      expect(y + ring, city).toBeLessThan(MAP_HEIGHT)
    }
  })

  it('a lead’s address is no farther from its branch in a straight line than by road, and not much nearer', () => {
    for (const lead of LEADS) {
      const straight = milesBetween(lead.location, BRANCH_LOCATIONS[lead.city])
      expect(straight, lead.id).toBeLessThanOrEqual(lead.distanceMiles)
      expect(straight, lead.id).toBeGreaterThanOrEqual(lead.distanceMiles * 0.5)
    }
  })

  it('the pins inside a branch’s 25-mile circle are exactly the leads the default radius filter keeps', () => {
    for (const lead of LEADS) {
      const pin = project(lead.location)
      const branch = project(BRANCH_LOCATIONS[lead.city])
      const inside = Math.hypot(pin.x - branch.x, pin.y - branch.y) <= DEFAULT_RADIUS * UNITS_PER_MILE
      expect(inside, lead.id).toBe(lead.distanceMiles <= DEFAULT_RADIUS)
    }
  })

  it('places each suburb on the right side of its city (north is up, east is right)', () => {
    const at = (id: string) => project(byId(id).location)
    expect(at('dal-plano-retail').y).toBeLessThan(at('dal-federal-building').y) // Plano north of downtown Dallas
    expect(at('dal-garland-isd').x).toBeGreaterThan(at('dal-federal-building').x) // Garland east
    expect(at('hou-katy-va-clinic').x).toBeLessThan(at('hou-medical-plaza').x) // Katy west of Memorial
    expect(at('hou-medical-plaza').x).toBeLessThan(at('hou-smith-tower').x) // Memorial west of downtown
    expect(at('hou-pasadena-charter').x).toBeGreaterThan(at('hou-smith-tower').x) // Pasadena east
    expect(at('hou-conroe-retail').y).toBeLessThan(at('hou-smith-tower').y) // Conroe north
    expect(at('aus-killeen-reserve-center').y).toBeLessThan(at('aus-round-rock-urgent-care').y) // Killeen north of Round Rock
    // Dallas is north of Austin and Houston; Houston is east of Austin.
    expect(project(BRANCH_LOCATIONS.dallas).y).toBeLessThan(project(BRANCH_LOCATIONS.austin).y)
    expect(project(BRANCH_LOCATIONS.houston).x).toBeGreaterThan(project(BRANCH_LOCATIONS.austin).x)
    // One scale both ways: Dallas to Houston is about 225 miles as the crow flies.
    const dallasHouston = milesBetween(BRANCH_LOCATIONS.dallas, BRANCH_LOCATIONS.houston)
    expect(dallasHouston).toBeGreaterThan(215)
    expect(dallasHouston).toBeLessThan(235)
    const d = project(BRANCH_LOCATIONS.dallas)
    const h = project(BRANCH_LOCATIONS.houston)
    expect(Math.hypot(d.x - h.x, d.y - h.y) / UNITS_PER_MILE).toBeCloseTo(dallasHouston, -1)
  })

  it('groups only pins that would overlap, and every lead has exactly one pin', () => {
    const groups = pinGroups(LEADS)
    expect(groups.flatMap((g) => g.leads.map((lead) => lead.id)).sort()).toEqual(LEADS.map((lead) => lead.id).sort())
    const shared = groups.filter((g) => g.leads.length > 1).map((g) => g.leads.map((lead) => lead.id))
    expect(shared).toEqual([
      ['dal-federal-building', 'dal-uptown-suites'],
      ['aus-domain-campus', 'aus-round-rock-urgent-care'],
    ])
  })

  it('draws smooth paths with whole tenths (the server and the browser print the same)', () => {
    const d = pathOf([
      [30, -97],
      [31, -96],
      [32, -95],
    ])
    expect(d).toMatch(/^M[\d.]+ [\d.]+(C[\d.]+ [\d.]+ [\d.]+ [\d.]+ [\d.]+ [\d.]+){2}$/)
    for (const n of d.match(/[\d.]+/g)!) expect(n).toMatch(/^\d+(\.\d)?$/)
  })
})
