import { useTranslation } from 'react-i18next'
import { TOP_LEAD } from '../../../content/tools/leads-contracts-mock'
import { TonePill } from './MockParts'
import classes from './mock.module.css'

/** The top lead's tag and status pills over its title (the hero's and the lead-feed shot's). */
export function TopLeadHead() {
  const { t } = useTranslation()
  return (
    <>
      <p className={classes.row}>
        <TonePill>{t(TOP_LEAD.tagKey)}</TonePill>
        <TonePill tone="plain">{t(TOP_LEAD.statusKey)}</TonePill>
      </p>
      <strong className={classes.title}>{t(TOP_LEAD.titleKey)}</strong>
    </>
  )
}
