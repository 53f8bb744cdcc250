import { useTranslation } from 'react-i18next'
import { HERO_MAP, HERO_MAP_LAYERS, LEAD_MATCHES, LEAD_SEARCH, TOP_LEAD } from '../../../content/tools/leads-contracts-mock'
import { PIN_PATH } from '../../../content/tools/leads-contracts-geo'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockBar, MockHead } from './MockParts'
import { TopLeadHead } from './TopLeadHead'
import own from './leads.module.css'
import classes from './mock.module.css'

const { x, y, width, height } = HERO_MAP
const { branch } = HERO_MAP_LAYERS

/**
 * The board's answer to the first sample prompt: the best-fit lead as a card, and the matches on the map
 * around the branch (a strip above the card in a narrow window, a column beside it in a wide one).
 */
export function LeadsContractsMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  const lead = TOP_LEAD
  return (
    <HeroMockup
      frame={frame}
      description={t('tools.leads-contracts:mock.description', { count: LEAD_MATCHES.length, score: lead.fitScore })}
    >
      <MockHead
        title={t('tools.leads-contracts:mock.title', { count: LEAD_MATCHES.length })}
        meta={t('tools.leads-contracts:mock.search', { radius: LEAD_SEARCH.filters.radius })}
      />
      <div className={classes.split}>
        <div className={`${classes.panel} ${own.map}`}>
          <svg viewBox={`${x} ${y} ${width} ${height}`} preserveAspectRatio="xMidYMid slice">
            <rect x={x} y={y} width={width} height={height} className={own.ground} />
            <path d={HERO_MAP_LAYERS.district} className={own.district} />
            {HERO_MAP_LAYERS.water.map((d) => (
              <path key={d} d={d} className={own.water} />
            ))}
            {HERO_MAP_LAYERS.roads.map((d) => (
              <path key={d} d={d} className={own.road} />
            ))}
            <circle cx={branch.x} cy={branch.y} r={HERO_MAP_LAYERS.ring} className={own.ring} />
            <rect x={branch.x - 2} y={branch.y - 2} width="4" height="4" rx="1" className={own.branch} />
            {HERO_MAP_LAYERS.pins.map((pin) => (
              <path
                key={pin.id}
                d={PIN_PATH}
                transform={`translate(${pin.x} ${pin.y}) scale(0.6)`}
                className={own.pin}
                data-top={pin.id === lead.id || undefined}
              />
            ))}
          </svg>
          <small>{t('tools.leads-contracts:mock.mapCaption', { radius: LEAD_SEARCH.filters.radius })}</small>
        </div>
        <div className={classes.panel}>
          <TopLeadHead />
          <p className={classes.meter}>
            {t('tools.leads-contracts:mock.fit', { score: lead.fitScore })}
            <MockBar share={lead.fitScore / 100} />
          </p>
          <small>{lead.address}</small>
          <p className={`${classes.row} ${classes.note}`}>
            <span>{t('tools.leads-contracts:mock.sqft', { sqft: f.integer(lead.sqft) })}</span>
            <span>{t('tools.leads-contracts:mock.perYear', { value: f.usd(lead.value, 0) })}</span>
            <span>{t('tools.leads-contracts:mock.due', { date: f.date(lead.dueDate) })}</span>
          </p>
        </div>
      </div>
    </HeroMockup>
  )
}
