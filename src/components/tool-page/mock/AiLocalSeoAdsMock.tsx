import { useTranslation } from 'react-i18next'
import { AD_MONTH, adResults } from '../../../content/tools/ai-local-seo-ads-mock'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockHead, MockStats } from './MockParts'
import classes from './mock.module.css'

const RESULTS = adResults()

/** The sponsored search ad as it shows: label, business, headline, description (the hero's and the starter-ads shot's). */
export function AdPreview() {
  const { t } = useTranslation()
  return (
    <p className={classes.panel}>
      <small>
        <strong>{t('tools.ai-local-seo-ads:mock.ad.sponsored')}</strong> · {t('tools.ai-local-seo-ads:mock.ad.business')}
        <strong className={classes.title}>{t('tools.ai-local-seo-ads:mock.ad.headline')}</strong>
      </small>
      {t('tools.ai-local-seo-ads:mock.ad.description')}
    </p>
  )
}

/** The starter Houston search ad as searchers see it, and its month in four numbers. */
export function AiLocalSeoAdsMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  return (
    <HeroMockup
      frame={frame}
      description={t('tools.ai-local-seo-ads:mock.description', {
        impressions: f.integer(AD_MONTH.impressions),
        clicks: f.integer(AD_MONTH.clicks),
        calls: f.integer(AD_MONTH.calls),
        costPerLead: f.usd(RESULTS.costPerLead),
      })}
    >
      <MockHead
        title={t('tools.ai-local-seo-ads:mock.title')}
        meta={t('tools.ai-local-seo-ads:mock.month', { spend: f.usd(AD_MONTH.spend), budget: f.usd(AD_MONTH.budget, 0) })}
      />
      <AdPreview />
      <MockStats
        stats={[
          { id: 'impressions', label: t('tools.ai-local-seo-ads:mock.impressions'), value: f.integer(AD_MONTH.impressions) },
          { id: 'clicks', label: t('tools.ai-local-seo-ads:mock.clicks'), value: f.integer(AD_MONTH.clicks) },
          { id: 'calls', label: t('tools.ai-local-seo-ads:mock.calls'), value: f.integer(AD_MONTH.calls) },
          { id: 'cost-per-lead', label: t('tools.ai-local-seo-ads:mock.costPerLead'), value: f.usd(RESULTS.costPerLead), main: true },
        ]}
      />
      <p className={classes.note}>
        {t('tools.ai-local-seo-ads:mock.summary', {
          rate: f.percent(RESULTS.clickRate, 2),
          leads: RESULTS.leads,
          calls: AD_MONTH.calls,
          forms: AD_MONTH.forms,
        })}
      </p>
    </HeroMockup>
  )
}
