import { useTranslation } from 'react-i18next'
import { LEAD_MATCHES, LEAD_SEARCH, TOP_LEAD } from '../../../content/tools/leads-contracts-mock'
import { TopLeadHead } from '../mock/LeadsContractsMock'
import { MockBar, MockShot, TonePill } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

/** The board's answer of the hero (the Houston search), feature by feature: the lead, its fit score, the filters. */
export function LeadsContractsShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const lead = TOP_LEAD
  if (feature === 'lead-feed') {
    return (
      <MockShot title={t('tools.leads-contracts:mock.title', { count: LEAD_MATCHES.length })}>
        <div className={classes.panel}>
          <TopLeadHead />
          <p className={`${classes.row} ${classes.note}`}>
            <span>{t('tools.leads-contracts:mock.perYear', { value: f.usd(lead.value, 0) })}</span>
            <span>{t('tools.leads-contracts:mock.due', { date: f.date(lead.dueDate) })}</span>
          </p>
        </div>
      </MockShot>
    )
  }
  if (feature === 'fit-score') {
    return (
      <MockShot title={t(lead.titleKey)}>
        <p className={classes.meter}>
          {t('tools.leads-contracts:mock.fit', { score: lead.fitScore })}
          <MockBar share={lead.fitScore / 100} />
        </p>
        <p className={`${classes.row} ${classes.note}`}>
          <span>{t('tools.leads-contracts:mock.sqft', { sqft: f.integer(lead.sqft) })}</span>
          <span>{lead.address}</span>
        </p>
      </MockShot>
    )
  }
  if (feature === 'filters') {
    return (
      <MockShot title={t('tools.leads-contracts:mock.title', { count: LEAD_MATCHES.length })}>
        <p className={classes.row}>
          <TonePill tone="plain">{t('tools.leads-contracts:featureShots.filters.city')}</TonePill>
          <TonePill tone="plain">{t('tools.leads-contracts:featureShots.filters.radius', { radius: LEAD_SEARCH.filters.radius })}</TonePill>
          <TonePill tone="plain">{t('tools.leads-contracts:featureShots.filters.due')}</TonePill>
          <TonePill>{t('tools.leads-contracts:featureShots.filters.sort')}</TonePill>
        </p>
      </MockShot>
    )
  }
  return null
}
