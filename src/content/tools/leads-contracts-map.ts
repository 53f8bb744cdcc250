/**
 * The illustrated map of the Leads & Contracts board: Central and East Texas with the company's three
 * branches and the sample leads at their addresses, drawn to scale (one projection for everything).
 * Geography is simplified by hand from public maps (a few points per road, river and shore): enough
 * to place a pin in the right suburb, not a survey. Pure data and pure functions; LeadMap.tsx draws it.
 * The projection, the coast, the districts and the highways are in leads-contracts-geo.ts (the hero's
 * mock-up draws them too), re-exported here; the layers only the board draws are below.
 */
import { BRANCH_LOCATIONS, type GeoPoint, type Lead, type LeadCity } from './leads-contracts-leads'
import { project, type Line } from './leads-contracts-geo'

export * from './leads-contracts-geo'

/** The SVG's drawing grid (kept from the earlier map, so the figure keeps its size). */
export const MAP_WIDTH = 360
export const MAP_HEIGHT = 250

/** Lakes: centre, half-lengths in miles and the long axis' angle (degrees clockwise from east). */
export const LAKES: readonly { at: GeoPoint; rx: number; ry: number; angle: number }[] = [
  { at: { lat: 33.08, lng: -96.99 }, rx: 5, ry: 2.2, angle: -50 }, // Lewisville Lake
  { at: { lat: 32.86, lng: -96.51 }, rx: 4, ry: 1.6, angle: -70 }, // Lake Ray Hubbard
  { at: { lat: 30.8, lng: -95.1 }, rx: 12, ry: 2.6, angle: -45 }, // Lake Livingston
  { at: { lat: 30.44, lng: -95.59 }, rx: 6, ry: 1.8, angle: -60 }, // Lake Conroe
  { at: { lat: 30.43, lng: -97.95 }, rx: 9, ry: 1.6, angle: -25 }, // Lake Travis
  { at: { lat: 31.1, lng: -97.5 }, rx: 5, ry: 1.5, angle: -20 }, // Belton Lake
  { at: { lat: 31.55, lng: -93.77 }, rx: 16, ry: 2.4, angle: -80 }, // Toledo Bend
  { at: { lat: 31.1, lng: -94.13 }, rx: 11, ry: 2.6, angle: -65 }, // Sam Rayburn
]

/** Rivers, upstream first: Trinity, Brazos, Colorado, San Jacinto, Sabine. */
export const RIVERS: readonly Line[] = [
  [
    [32.76, -97.45],
    [32.77, -97.2],
    [32.77, -96.85],
    [32.6, -96.63],
    [32.35, -96.4],
    [32.05, -96.15],
    [31.75, -95.9],
    [31.4, -95.7],
    [31.05, -95.42],
    [30.85, -95.17],
    [30.5, -94.98],
    [30.1, -94.82],
    [29.78, -94.74],
  ],
  [
    [32.7, -98.2],
    [32.2, -97.75],
    [31.95, -97.38],
    [31.55, -97.13],
    [31.15, -96.9],
    [30.8, -96.6],
    [30.45, -96.35],
    [30.1, -96.12],
    [29.75, -95.95],
    [29.4, -95.7],
    [28.9, -95.4],
  ],
  [
    [30.75, -98.7],
    [30.55, -98.35],
    [30.42, -97.95],
    [30.27, -97.74],
    [30.11, -97.32],
    [29.9, -96.88],
    [29.7, -96.54],
    [29.4, -96.2],
    [28.9, -96.0],
  ],
  [
    [30.44, -95.6],
    [30.1, -95.25],
    [29.93, -95.15],
    [29.76, -95.06],
  ],
  [
    [32.3, -94.3],
    [32.0, -94.03],
    [31.8, -93.85],
    [30.6, -93.72],
    [30.0, -93.8],
  ],
]

/** Parks: Sam Houston National Forest (by Conroe), Davy Crockett, Angelina and Sabine national forests, Big Thicket. */
export const PARKS: readonly Line[] = [
  [
    [30.72, -95.62],
    [30.7, -95.35],
    [30.55, -95.18],
    [30.42, -95.3],
    [30.47, -95.55],
    [30.6, -95.68],
  ],
  [
    [31.5, -95.3],
    [31.45, -95.05],
    [31.2, -95.0],
    [31.15, -95.25],
    [31.3, -95.4],
  ],
  [
    [31.4, -94.55],
    [31.35, -94.2],
    [31.05, -94.05],
    [31.0, -94.35],
    [31.2, -94.6],
  ],
  [
    [31.65, -94.05],
    [31.6, -93.82],
    [31.3, -93.8],
    [31.28, -94.0],
    [31.45, -94.12],
  ],
  [
    [30.6, -94.45],
    [30.55, -94.2],
    [30.3, -94.15],
    [30.25, -94.35],
    [30.4, -94.5],
  ],
]

/** Reference towns with a label (the catalog's board.map.places), besides the three branch cities. */
export const PLACES = [
  { id: 'waco', at: { lat: 31.55, lng: -97.14 }, anchor: 'start' },
  { id: 'killeen', at: { lat: 31.11, lng: -97.73 }, anchor: 'end' },
  { id: 'bryan', at: { lat: 30.67, lng: -96.37 }, anchor: 'end' },
  { id: 'tyler', at: { lat: 32.35, lng: -95.3 }, anchor: 'start' },
  { id: 'conroe', at: { lat: 30.31, lng: -95.46 }, anchor: 'start' },
  { id: 'beaumont', at: { lat: 30.08, lng: -94.1 }, anchor: 'start' },
] as const satisfies readonly { id: string; at: GeoPoint; anchor: 'start' | 'end' }[]

/** Where each branch city's label goes, relative to its branch (drawing units). */
export const CITY_LABELS: Record<LeadCity, { dx: number; dy: number; anchor: 'start' | 'end' | 'middle' }> = {
  dallas: { dx: 25, dy: 4, anchor: 'start' },
  austin: { dx: -24, dy: 4, anchor: 'end' },
  houston: { dx: -24, dy: 21, anchor: 'end' },
}

export { BRANCH_LOCATIONS }

/** Pins closer than this (drawing units, about 8 miles) share one pin that shows their number. */
const CLUSTER = 7
export type PinGroup = { x: number; y: number; leads: Lead[] }

/** One pin per address, or one per group of nearby addresses (downtown Dallas; the Domain and Round Rock), in data order. */
export function pinGroups(leads: readonly Lead[]): PinGroup[] {
  const groups: PinGroup[] = []
  for (const lead of leads) {
    const p = project(lead.location)
    const near = groups.find((g) => Math.hypot(g.x - p.x, g.y - p.y) < CLUSTER)
    if (near) near.leads.push(lead)
    else groups.push({ ...p, leads: [lead] })
  }
  return groups
}
