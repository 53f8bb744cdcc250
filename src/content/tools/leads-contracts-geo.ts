/**
 * The geometry of the Leads & Contracts map: the projection, smooth paths, the coast, the built-up
 * districts, the highways and the pin. The board's map (leads-contracts-map.ts, which re-exports this)
 * and the page hero's corner of it (leads-contracts-mock.ts) draw from it; the board-only layers stay
 * in leads-contracts-map.ts, so the hero's first load carries only these.
 */
import type { GeoPoint } from './leads-contracts-leads'

/** Drawing units per mile, the same in both directions. */
export const UNITS_PER_MILE = 0.9
/** The map's top-left corner and the length of a degree at its middle latitude (31° N). */
const NORTH = 33.34
const WEST = -99.77
const MILES_PER_DEGREE_LAT = 69.0
const MILES_PER_DEGREE_LNG = 69.17 * Math.cos((31 * Math.PI) / 180)

/** Equirectangular projection into the drawing grid, to a tenth of a unit (the server and the browser print the same). */
export function project({ lat, lng }: GeoPoint): { x: number; y: number } {
  const x = (lng - WEST) * MILES_PER_DEGREE_LNG * UNITS_PER_MILE
  const y = (NORTH - lat) * MILES_PER_DEGREE_LAT * UNITS_PER_MILE
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 }
}

/** Straight-line distance in miles (flat-earth, fine at this scale). */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const midLat = ((a.lat + b.lat) / 2) * (Math.PI / 180)
  const dy = (a.lat - b.lat) * MILES_PER_DEGREE_LAT
  const dx = (a.lng - b.lng) * 69.17 * Math.cos(midLat)
  return Math.hypot(dx, dy)
}

export type Line = readonly (readonly [lat: number, lng: number])[]

const round = (n: number) => Math.round(n * 10) / 10

/**
 * A smooth SVG path through the points (a Catmull-Rom spline as cubic Béziers), so hand-placed
 * points draw as a river's curves or a shore's; `closed` for areas.
 */
export function pathOf(points: Line, closed = false): string {
  const p = points.map(([lat, lng]) => project({ lat, lng }))
  const at = (i: number) => (closed ? p[(i + p.length) % p.length]! : p[Math.min(Math.max(i, 0), p.length - 1)]!)
  const segments = closed ? p.length : p.length - 1
  let d = `M${p[0]!.x} ${p[0]!.y}`
  for (let i = 0; i < segments; i++) {
    const [a, b, c, e] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1 = `${round(b.x + (c.x - a.x) / 6)} ${round(b.y + (c.y - a.y) / 6)}`
    const c2 = `${round(c.x - (e.x - b.x) / 6)} ${round(c.y - (e.y - b.y) / 6)}`
    d += `C${c1} ${c2} ${c.x} ${c.y}`
  }
  return closed ? `${d}Z` : d
}

/** The Gulf of Mexico with Galveston Bay, and Sabine Lake: the coast runs through the bottom-right corner. */
export const WATER_AREAS: readonly Line[] = [
  [
    [28.6, -95.6],
    [29.05, -95.2],
    [29.3, -94.8],
    [29.36, -94.9],
    [29.46, -94.98],
    [29.55, -95.02],
    [29.63, -95.0],
    [29.72, -94.98],
    [29.77, -94.88],
    [29.78, -94.72],
    [29.71, -94.66],
    [29.6, -94.7],
    [29.47, -94.72],
    [29.4, -94.72],
    [29.48, -94.5],
    [29.56, -94.37],
    [29.66, -94.06],
    [29.72, -93.87],
    [29.76, -93.5],
    [29.78, -92.5],
    [28.6, -92.5],
  ],
  [
    [29.99, -93.85],
    [29.95, -93.76],
    [29.84, -93.79],
    [29.77, -93.87],
    [29.82, -93.95],
    [29.93, -93.91],
  ],
]

/** The three metro areas' built-up districts, and the smaller towns' (Waco, Killeen–Temple, Bryan, Tyler, Beaumont). */
export const DISTRICTS: readonly Line[] = [
  [
    [33.13, -97.45],
    [33.15, -96.62],
    [32.97, -96.5],
    [32.62, -96.55],
    [32.56, -97.0],
    [32.6, -97.47],
    [32.85, -97.58],
  ],
  [
    [30.65, -97.8],
    [30.62, -97.55],
    [30.32, -97.55],
    [30.12, -97.7],
    [30.18, -97.93],
    [30.45, -97.95],
  ],
  [
    [30.2, -95.6],
    [30.08, -95.2],
    [29.86, -95.03],
    [29.57, -95.06],
    [29.52, -95.38],
    [29.63, -95.85],
    [29.84, -95.87],
  ],
  [
    [31.63, -97.22],
    [31.62, -97.08],
    [31.5, -97.07],
    [31.47, -97.2],
  ],
  [
    [31.14, -97.85],
    [31.15, -97.32],
    [31.03, -97.3],
    [31.04, -97.85],
  ],
  [
    [30.72, -96.4],
    [30.69, -96.28],
    [30.56, -96.25],
    [30.58, -96.38],
  ],
  [
    [32.41, -95.36],
    [32.4, -95.24],
    [32.28, -95.24],
    [32.29, -95.36],
  ],
  [
    [30.15, -94.2],
    [30.15, -94.05],
    [30.02, -94.03],
    [30.03, -94.18],
  ],
]

/** Highways: a label and the road, with where to print the label. */
export const ROADS: readonly { label: string; line: Line; labelAt: GeoPoint; major: boolean }[] = [
  {
    label: 'I-35',
    major: true,
    labelAt: { lat: 31.75, lng: -97.45 },
    line: [
      [29.45, -98.3],
      [29.88, -97.94],
      [30.27, -97.74],
      [30.51, -97.68],
      [30.63, -97.68],
      [31.1, -97.34],
      [31.55, -97.14],
      [32.01, -97.13],
      [32.39, -96.85],
      [32.78, -96.8],
      [33.21, -97.13],
      [33.6, -97.15],
    ],
  },
  {
    label: 'I-35W',
    major: false,
    labelAt: { lat: 32.4, lng: -97.33 },
    line: [
      [32.01, -97.13],
      [32.75, -97.33],
      [33.21, -97.13],
    ],
  },
  {
    label: 'I-45',
    major: true,
    labelAt: { lat: 31.55, lng: -95.85 },
    line: [
      [32.78, -96.8],
      [32.33, -96.63],
      [32.09, -96.47],
      [31.72, -96.16],
      [30.95, -95.91],
      [30.72, -95.55],
      [30.31, -95.46],
      [30.16, -95.46],
      [29.76, -95.36],
      [29.3, -94.8],
    ],
  },
  {
    label: 'I-10',
    major: true,
    labelAt: { lat: 29.6, lng: -97.5 },
    line: [
      [29.5, -99.3],
      [29.57, -97.96],
      [29.68, -96.9],
      [29.7, -96.54],
      [29.78, -96.16],
      [29.79, -95.82],
      [29.77, -95.37],
      [29.78, -94.98],
      [29.82, -94.38],
      [30.08, -94.1],
      [30.09, -93.74],
      [30.2, -92.5],
    ],
  },
  {
    label: 'US-290',
    major: false,
    labelAt: { lat: 30.38, lng: -96.65 },
    line: [
      [30.24, -97.8],
      [30.35, -97.37],
      [30.18, -96.94],
      [30.17, -96.4],
      [30.1, -96.08],
      [29.97, -95.69],
      [29.8, -95.45],
    ],
  },
  {
    label: 'I-20',
    major: false,
    labelAt: { lat: 32.62, lng: -95.75 },
    line: [
      [32.45, -99.5],
      [32.76, -97.8],
      [32.68, -97.4],
      [32.66, -96.8],
      [32.73, -96.28],
      [32.42, -95.3],
      [32.5, -94.74],
      [32.5, -92.5],
    ],
  },
]

/** A map pin whose tip is at (0, 0): a 5.4-unit head centred 10 units above it (the board's map and the hero's). */
export const PIN_PATH = 'M0 0L-4.6 -7.4A5.4 5.4 0 1 1 4.6 -7.4Z'

/** A part of the map in drawing units (an SVG viewBox). */
export type MapBounds = { x: number; y: number; width: number; height: number }

/**
 * The stretch of a line that a crop of the map shows: the points inside `bounds`, with one point beyond
 * each end so the line runs out of the frame; empty when no point is inside. Lines only (a closed area
 * keeps all its points).
 */
export function visibleStretch(line: Line, bounds: MapBounds): Line {
  const inside = line.map(([lat, lng]) => {
    const p = project({ lat, lng })
    return p.x >= bounds.x && p.x <= bounds.x + bounds.width && p.y >= bounds.y && p.y <= bounds.y + bounds.height
  })
  const first = inside.indexOf(true)
  if (first < 0) return []
  const last = inside.lastIndexOf(true)
  return line.slice(Math.max(first - 1, 0), last + 2)
}
