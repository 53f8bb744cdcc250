import { useTranslation } from 'react-i18next'
import { Pill } from '../../components/page'
import { MockBar, TonePill } from '../../components/tool-page/mock/MockParts'
import mock from '../../components/tool-page/mock/mock.module.css'
import { cx } from '../../components/ui/spacing'
import { PRICING_EXAMPLE, priceExample } from '../../content/pricing-example'
import type { ComplianceStatus } from '../../content/tools/rfp-reader-mock'
import { WHY_AI_POSTER } from '../../content/why-ai'
import { useLocale } from '../../i18n/useLocale'
import { formats } from '../../lib/format'
import classes from './WhyAiPage.module.css'

const PRICE = priceExample()
const STATUS: Record<ComplianceStatus, { key: string; tone: 'ok' | 'warn' | 'bad' }> = {
  compliant: { key: 'why-ai:poster.status.compliant', tone: 'ok' },
  gap: { key: 'why-ai:poster.status.gap', tone: 'bad' },
  clarify: { key: 'why-ai:poster.status.clarify', tone: 'warn' },
}

/**
 * The poster: the product's dashboard in HTML and CSS (spans, as a button's content must be): the worked
 * example's monthly price, three RFP requirements with their statuses and where the price goes. It
 * scales with the player's width (sizes in em, the font size from the width). Decorative: the button
 * is named by its caption. Static HTML: no code of its own in the browser.
 */
export function VideoPoster({ id }: { id: string }) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const top = Math.max(...WHY_AI_POSTER.bars.map((bar) => PRICE[bar.id]))
  return (
    <span id={id} className={classes.posterArt} aria-hidden="true" data-testid="product-art">
      <span className={classes.dash}>
        <span className={classes.dashCard}>
          <Pill tone="sample" className={mock.sample}>
            {t('common:toolPage.mockSample')}
          </Pill>
          <span className={classes.dashLabel}>{t('why-ai:poster.monthly')}</span>
          <span className={classes.dashPrice}>{f.usd(PRICE.monthlyPrice)}</span>
          <span className={classes.dashNote}>
            {t('why-ai:poster.scope', { sqft: f.integer(PRICING_EXAMPLE.buildingSqFt), nights: PRICING_EXAMPLE.visitsPerWeek })}
          </span>
        </span>
        <span className={cx(classes.dashCard, classes.dashList)}>
          <span className={classes.dashLabel}>{t('why-ai:poster.rfp')}</span>
          {WHY_AI_POSTER.requirements.map((row) => (
            <span key={row.id} className={classes.dashRow}>
              <span>{t(row.labelKey)}</span>
              <TonePill tone={STATUS[row.status].tone}>{t(STATUS[row.status].key)}</TonePill>
            </span>
          ))}
        </span>
        <span className={cx(classes.dashCard, classes.dashChart)}>
          <span className={classes.dashLabel}>{t('why-ai:poster.chart')}</span>
          {WHY_AI_POSTER.bars.map((bar) => (
            <span key={bar.id} className={classes.dashBar}>
              <span>{t(bar.labelKey)}</span>
              <MockBar share={PRICE[bar.id] / top} />
            </span>
          ))}
        </span>
      </span>
    </span>
  )
}
