import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { countByCity, DEFAULT_RADIUS, LEADS, type LeadCity } from '../../../content/tools/leads-contracts-leads'
import classes from './AvailableContracts.module.css'

/** Schematic branch positions (not to scale between cities), in the SVG's 360 x 250 grid. */
const BRANCHES: Record<LeadCity, { x: number; y: number; labelDx: number; labelDy: number; anchor: 'start' | 'end' | 'middle' }> = {
  dallas: { x: 222, y: 52, labelDx: 34, labelDy: 4, anchor: 'start' },
  austin: { x: 104, y: 186, labelDx: -32, labelDy: 44, anchor: 'middle' },
  houston: { x: 268, y: 192, labelDx: 0, labelDy: 46, anchor: 'middle' },
}
/** Pixels per mile around a branch. */
const SCALE = 1.05

function pin(city: LeadCity, miles: number, bearing: number): { x: number; y: number } {
  const branch = BRANCHES[city]
  const radians = (bearing * Math.PI) / 180
  // Whole pixels: the server and the browser print the same coordinates.
  return { x: Math.round(branch.x + Math.sin(radians) * miles * SCALE), y: Math.round(branch.y - Math.cos(radians) * miles * SCALE) }
}

const COUNTS = countByCity(LEADS)
const CITIES = Object.keys(BRANCHES) as LeadCity[]
const ROADS = `M${BRANCHES.dallas.x} ${BRANCHES.dallas.y}L${BRANCHES.houston.x} ${BRANCHES.houston.y}L${BRANCHES.austin.x} ${BRANCHES.austin.y}Z`

/**
 * A static map placeholder (no map service): the three branches, the default 25-mile radius around
 * each, and one pin per sample lead. Described in words for screen readers.
 */
export function LeadMap() {
  const { t } = useTranslation()
  const id = useId()
  const titleId = `lead-map${id}title`
  const descId = `lead-map${id}desc`
  const cityName = {
    houston: t('tools.leads-contracts:board.cities.houston'),
    dallas: t('tools.leads-contracts:board.cities.dallas'),
    austin: t('tools.leads-contracts:board.cities.austin'),
  }
  return (
    <figure className={classes.map} data-testid="lead-map">
      <svg viewBox="0 0 360 250" role="img" aria-labelledby={`${titleId} ${descId}`} className={classes.mapSvg}>
        <title id={titleId}>{t('tools.leads-contracts:board.map.title')}</title>
        <desc id={descId}>
          {t('tools.leads-contracts:board.map.description', {
            count: LEADS.length,
            houston: COUNTS.houston,
            dallas: COUNTS.dallas,
            austin: COUNTS.austin,
            radius: DEFAULT_RADIUS,
          })}
        </desc>
        <rect x="1" y="1" width="358" height="248" rx="14" className={classes.mapGround} />
        <path className={classes.mapRoads} d={ROADS} />
        <g className={classes.mapRoadLabels}>
          <text x="255" y="124">I-45</text>
          <text x="140" y="112">I-35</text>
          <text x="186" y="206">US-290</text>
        </g>
        <g className={classes.mapRings}>
          {CITIES.map((city) => (
            <circle key={city} cx={BRANCHES[city].x} cy={BRANCHES[city].y} r={Math.round(DEFAULT_RADIUS * SCALE)} />
          ))}
        </g>
        <g className={classes.mapBranches}>
          {CITIES.map((city) => (
            <rect key={city} x={BRANCHES[city].x - 5} y={BRANCHES[city].y - 5} width="10" height="10" rx="2" />
          ))}
        </g>
        <g className={classes.mapPins}>
          {LEADS.map((lead) => {
            const p = pin(lead.city, lead.distanceMiles, lead.bearing)
            return <circle key={lead.id} cx={p.x} cy={p.y} r="5" />
          })}
        </g>
        <g className={classes.mapLabels}>
          {CITIES.map((city) => {
            const branch = BRANCHES[city]
            return (
              <text key={city} x={branch.x + branch.labelDx} y={branch.y + branch.labelDy} textAnchor={branch.anchor}>
                {cityName[city]}
              </text>
            )
          })}
        </g>
      </svg>
      <figcaption className={classes.mapCaption}>
        <span data-mark="pin">{t('tools.leads-contracts:board.map.legendLead')}</span>
        <span data-mark="branch">{t('tools.leads-contracts:board.map.legendBranch')}</span>
        <span data-mark="radius">{t('tools.leads-contracts:board.map.legendRadius', { radius: DEFAULT_RADIUS })}</span>
        <small>{t('tools.leads-contracts:board.map.note')}</small>
      </figcaption>
    </figure>
  )
}
