import { useBoardT } from './board-text'
import { Card } from '../../page/cards'
import { Pill } from '../../page/Pill'
import { fitBand, type Lead } from '../../../content/tools/leads-contracts-leads'
import {
  CITY_KEYS,
  FACILITY_KEYS,
  FIT_BAND_KEYS,
  FREQUENCY_KEYS,
  INTAKE_KEYS,
  SERVICE_KEYS,
  SOURCE_KEYS,
  STATUS_KEYS,
  TAG_KEYS,
} from '../../../content/tools/leads-contracts-keys'
import classes from './AvailableContracts.module.css'

export type { Formats as LeadFormats } from '../../../lib/format'
import type { Formats as LeadFormats } from '../../../lib/format'

/** One sample lead: tag, status, title, facility and service, address, facts and the fit score in words and as a bar. */
export function LeadCard({ lead, level, format }: { lead: Lead; level: 3 | 4; format: LeadFormats }) {
  const t = useBoardT()
  const Heading = level === 3 ? 'h3' : 'h4'
  const source = t(SOURCE_KEYS[lead.source])
  const band = fitBand(lead.fitScore)
  return (
    <Card as="article" className={classes.card} data-testid="lead-card" data-lead-id={lead.id}>
      <div className={classes.cardTop}>
        <Pill className={classes.tag} data-tag={lead.tag}>
          {t(TAG_KEYS[lead.tag])}
        </Pill>
        <Pill className={classes.status} data-status={lead.status}>
          <span className="sr-only">{`${t('leads-board:card.status')}: `}</span>
          {t(STATUS_KEYS[lead.status])}
        </Pill>
      </div>
      <Heading className={classes.cardTitle}>{t(lead.titleKey)}</Heading>
      <p className={classes.cardMeta}>{`${t(FACILITY_KEYS[lead.facility])} · ${t(SERVICE_KEYS[lead.service])}`}</p>
      <p className={classes.cardAddress}>
        {lead.address}
        <br />
        {t('leads-board:card.distance', { miles: lead.distanceMiles, city: t(CITY_KEYS[lead.city]) })}
      </p>
      <p>{t(lead.descriptionKey)}</p>
      <dl className={classes.facts}>
        <div>
          <dt>{t('leads-board:card.size')}</dt>
          <dd>{t('leads-board:card.sqft', { sqft: format.integer(lead.sqft) })}</dd>
        </div>
        <div>
          <dt>{t('leads-board:card.frequency')}</dt>
          <dd>{t(FREQUENCY_KEYS[lead.frequency])}</dd>
        </div>
        <div>
          <dt>{t('leads-board:card.value')}</dt>
          <dd>{t('leads-board:card.perYear', { value: format.usd(lead.value, 0) })}</dd>
        </div>
        <div>
          <dt>{t('leads-board:card.due')}</dt>
          <dd>
            <time dateTime={lead.dueDate}>{format.date(lead.dueDate)}</time>
          </dd>
        </div>
        <div data-wide="">
          <dt>{t('leads-board:card.source')}</dt>
          <dd>{lead.intake ? t('leads-board:card.sourceWithIntake', { source, intake: t(INTAKE_KEYS[lead.intake]) }) : source}</dd>
        </div>
      </dl>
      <p className={classes.fit} data-band={band} data-testid="lead-fit">
        {t('leads-board:fit.label', { score: lead.fitScore, band: t(FIT_BAND_KEYS[band]) })}
        <span aria-hidden="true">
          <span style={{ width: `${lead.fitScore}%` }} />
        </span>
      </p>
    </Card>
  )
}
