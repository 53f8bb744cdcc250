import { LEAD_MATCHES, LEAD_SEARCH, TOP_LEAD } from '../../../content/tools/leads-contracts-mock'
import { TopLeadHead } from '../mock/TopLeadHead'
import { MockBar, TonePill } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import { defineShots } from './define-shots'

/** The board's answer of the hero (the Houston search), feature by feature: the lead, its fit score, the filters. */
export const LeadsContractsShots = defineShots({
  'lead-feed': ({ t, f }) => ({
    title: t('tools.leads-contracts:mock.title', { count: LEAD_MATCHES.length }),
    body: (
      <div className={classes.panel}>
        <TopLeadHead />
        <p className={`${classes.row} ${classes.note}`}>
          <span>{t('tools.leads-contracts:mock.perYear', { value: f.usd(TOP_LEAD.value, 0) })}</span>
          <span>{t('tools.leads-contracts:mock.due', { date: f.date(TOP_LEAD.dueDate) })}</span>
        </p>
      </div>
    ),
  }),
  'fit-score': ({ t, f }) => ({
    title: t(TOP_LEAD.titleKey),
    body: (
      <>
        <p className={classes.meter}>
          {t('tools.leads-contracts:mock.fit', { score: TOP_LEAD.fitScore })}
          <MockBar share={TOP_LEAD.fitScore / 100} />
        </p>
        <p className={`${classes.row} ${classes.note}`}>
          <span>{t('tools.leads-contracts:mock.sqft', { sqft: f.integer(TOP_LEAD.sqft) })}</span>
          <span>{TOP_LEAD.address}</span>
        </p>
      </>
    ),
  }),
  filters: ({ t }) => ({
    title: t('tools.leads-contracts:mock.title', { count: LEAD_MATCHES.length }),
    body: (
      <p className={classes.row}>
        <TonePill tone="plain">{t('tools.leads-contracts:featureShots.filters.city')}</TonePill>
        <TonePill tone="plain">{t('tools.leads-contracts:featureShots.filters.radius', { radius: LEAD_SEARCH.filters.radius })}</TonePill>
        <TonePill tone="plain">{t('tools.leads-contracts:featureShots.filters.due')}</TonePill>
        <TonePill>{t('tools.leads-contracts:featureShots.filters.sort')}</TonePill>
      </p>
    ),
  }),
})
