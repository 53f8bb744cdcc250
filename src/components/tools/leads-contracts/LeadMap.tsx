import { useId } from 'react'
import { useBoardT } from './board-text'
import { countByCity, DEFAULT_RADIUS, LEAD_CITIES, LEADS } from '../../../content/tools/leads-contracts-leads'
import {
  BRANCH_LOCATIONS,
  CITY_LABELS,
  DISTRICTS,
  LAKES,
  MAP_HEIGHT,
  MAP_WIDTH,
  milesBetween,
  PARKS,
  pathOf,
  PIN_PATH,
  pinGroups,
  PLACES,
  project,
  RIVERS,
  ROADS,
  UNITS_PER_MILE,
  WATER_AREAS,
} from '../../../content/tools/leads-contracts-map'
import { Card } from '../../page/cards'
import classes from './AvailableContracts.module.css'

const COUNTS = countByCity(LEADS)
/** Leads farther from their branch than the default radius (outside its circle). */
const OUTSIDE = LEADS.filter((lead) => milesBetween(lead.location, BRANCH_LOCATIONS[lead.city]) > DEFAULT_RADIUS).length
const RING = Math.round(DEFAULT_RADIUS * UNITS_PER_MILE * 10) / 10

const PINS = pinGroups(LEADS)

const STATIC_LAYERS = {
  water: WATER_AREAS.map((area) => pathOf(area, true)),
  parks: PARKS.map((area) => pathOf(area, true)),
  districts: DISTRICTS.map((area) => pathOf(area, true)),
  rivers: RIVERS.map((line) => pathOf(line)),
  roads: ROADS.map((road) => ({ ...road, d: pathOf(road.line), at: project(road.labelAt) })),
  lakes: LAKES.map((lake) => ({ ...project(lake.at), rx: lake.rx * UNITS_PER_MILE, ry: lake.ry * UNITS_PER_MILE, angle: lake.angle })),
  places: PLACES.map((place) => ({ ...place, ...project(place.at) })),
}

/** The land: parks (and their woods), districts, water and lakes, rivers, highways and their numbers. */
function TerrainLayers({ woodsId }: { woodsId: string }) {
  return (
    <>
      <g className={classes.mapParks}>
        {STATIC_LAYERS.parks.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill={`url(#${woodsId})`}>
        {STATIC_LAYERS.parks.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g className={classes.mapDistricts}>
        {STATIC_LAYERS.districts.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g className={classes.mapWater}>
        {STATIC_LAYERS.water.map((d) => (
          <path key={d} d={d} />
        ))}
        {STATIC_LAYERS.lakes.map((lake) => (
          <ellipse
            key={`${lake.x} ${lake.y}`}
            cx={lake.x}
            cy={lake.y}
            rx={lake.rx}
            ry={lake.ry}
            transform={`rotate(${lake.angle} ${lake.x} ${lake.y})`}
          />
        ))}
      </g>
      <g className={classes.mapRivers}>
        {STATIC_LAYERS.rivers.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g className={classes.mapRoads}>
        {STATIC_LAYERS.roads.map((road) => (
          <path key={road.label} d={road.d} data-major={road.major || undefined} />
        ))}
      </g>
      <g className={classes.mapRoadLabels}>
        {STATIC_LAYERS.roads.map((road) => (
          <text key={road.label} x={road.at.x} y={road.at.y} textAnchor="middle">
            {road.label}
          </text>
        ))}
      </g>
    </>
  )
}

/** The Gulf's name and the towns that are not branches, each a dot with its name. */
function PlaceLabels() {
  const t = useBoardT()
  const placeName = {
    waco: t('leads-board:map.places.waco'),
    killeen: t('leads-board:map.places.killeen'),
    bryan: t('leads-board:map.places.bryan'),
    tyler: t('leads-board:map.places.tyler'),
    conroe: t('leads-board:map.places.conroe'),
    beaumont: t('leads-board:map.places.beaumont'),
  }
  const gulf = project({ lat: 29.45, lng: -94.0 })
  return (
    <>
      <text x={gulf.x} y={gulf.y} className={classes.mapGulf} textAnchor="middle">
        {t('leads-board:map.places.gulf')}
      </text>
      <g className={classes.mapPlaces}>
        {STATIC_LAYERS.places.map((place) => (
          <g key={place.id}>
            <circle cx={place.x} cy={place.y} r="1.8" />
            <text x={place.x + (place.anchor === 'start' ? 4 : -4)} y={place.y + 3.5} textAnchor={place.anchor}>
              {placeName[place.id]}
            </text>
          </g>
        ))}
      </g>
    </>
  )
}

/** The company's side: the radius ring and square of each branch, a pin per lead address, the branch names. */
function BranchesAndPins() {
  const t = useBoardT()
  const cityName = {
    houston: t('leads-board:cities.houston'),
    dallas: t('leads-board:cities.dallas'),
    austin: t('leads-board:cities.austin'),
  }
  return (
    <>
      <g className={classes.mapRings}>
        {LEAD_CITIES.map((city) => {
          const c = project(BRANCH_LOCATIONS[city])
          return <circle key={city} cx={c.x} cy={c.y} r={RING} />
        })}
      </g>
      <g className={classes.mapBranches}>
        {LEAD_CITIES.map((city) => {
          const c = project(BRANCH_LOCATIONS[city])
          return <rect key={city} x={c.x - 3.5} y={c.y - 3.5} width="7" height="7" rx="1.5" />
        })}
      </g>
      <g className={classes.mapPins}>
        {PINS.map((pin) => (
          <g key={pin.leads[0]!.id} transform={`translate(${pin.x} ${pin.y})`} data-lead={pin.leads.map((lead) => lead.id).join(' ')}>
            <path d={PIN_PATH} />
            {pin.leads.length > 1 ? (
              <text y="-7.3" textAnchor="middle">
                {pin.leads.length}
              </text>
            ) : (
              <circle cy="-10.2" r="2" />
            )}
          </g>
        ))}
      </g>
      <g className={classes.mapLabels}>
        {LEAD_CITIES.map((city) => {
          const c = project(BRANCH_LOCATIONS[city])
          const label = CITY_LABELS[city]
          return (
            <text key={city} x={c.x + label.dx} y={c.y + label.dy} textAnchor={label.anchor}>
              {cityName[city]}
            </text>
          )
        })}
      </g>
    </>
  )
}

/** The legend under the map: what a pin, a square and a ring mean, and a note. */
function MapLegend() {
  const t = useBoardT()
  return (
    <figcaption className={classes.mapCaption}>
      <span data-mark="pin">{t('leads-board:map.legendLead')}</span>
      <span data-mark="branch">{t('leads-board:map.legendBranch')}</span>
      <span data-mark="radius">{t('leads-board:map.legendRadius', { radius: DEFAULT_RADIUS })}</span>
      <small>{t('leads-board:map.note')}</small>
    </figcaption>
  )
}

/**
 * The board's map: Central and East Texas drawn to scale in the brand palette (districts, parks,
 * rivers, lakes, the Gulf coast, highways), the company's three branches with the default radius
 * around each, and a pin at every sample lead's address. Static SVG, the same with or without
 * JavaScript; described in words for screen readers, and the lead list below is its text equivalent.
 */
export function LeadMap() {
  const t = useBoardT()
  const id = useId()
  const titleId = `lead-map${id}title`
  const descId = `lead-map${id}desc`
  const clipId = `lead-map${id}clip`
  const woodsId = `lead-map${id}woods`
  return (
    <Card as="figure" className={classes.map} data-testid="lead-map">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className={classes.mapSvg}>
        <title id={titleId}>{t('leads-board:map.title')}</title>
        <desc id={descId}>
          {t('leads-board:map.description', {
            count: LEADS.length,
            houston: COUNTS.houston,
            dallas: COUNTS.dallas,
            austin: COUNTS.austin,
            radius: DEFAULT_RADIUS,
            outside: OUTSIDE,
          })}
        </desc>
        <defs>
          <clipPath id={clipId}>
            <rect x="1" y="1" width={MAP_WIDTH - 2} height={MAP_HEIGHT - 2} rx="14" />
          </clipPath>
          {/* Woods: rows of small trees, offset every other row. */}
          <pattern id={woodsId} width="6" height="6" patternUnits="userSpaceOnUse" className={classes.mapWoods}>
            <circle cx="1.5" cy="1.5" r="1.1" />
            <circle cx="4.5" cy="4.5" r="1.1" />
          </pattern>
        </defs>
        <g clipPath={`url(#${clipId})`}>
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} className={classes.mapGround} />
          <TerrainLayers woodsId={woodsId} />
          <PlaceLabels />
          <BranchesAndPins />
        </g>
        <rect x="0.5" y="0.5" width={MAP_WIDTH - 1} height={MAP_HEIGHT - 1} rx="14" className={classes.mapFrame} />
      </svg>
      <MapLegend />
    </Card>
  )
}
