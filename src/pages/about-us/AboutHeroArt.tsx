import { useTranslation } from 'react-i18next'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import { MockHead } from '../../components/tool-page/mock/MockParts'
import mock from '../../components/tool-page/mock/mock.module.css'
import { ABOUT_WORKSPACE_TOOLS } from '../../content/about'
import { PRICING_EXAMPLE, priceExample } from '../../content/pricing-example'
import { camelCase } from '../../content/keys'
import { TOOL_IDS } from '../../content/tools'
import { applicantScores } from '../../content/tools/ai-hiring-mock'
import { CONTRACT_FLAGS, riskCounts } from '../../content/tools/contract-analyzer-mock'
import { RFP_REQUIREMENTS, statusCounts } from '../../content/tools/rfp-reader-mock'
import { useLocale } from '../../i18n/useLocale'
import { formats } from '../../lib/format'
import classes from './AboutUsPage.module.css'

/**
 * The hero's product fragment: the suite's workspace, four of the nine tools with one line of the
 * sample output each tool's page shows (the worked price, the RFP's matrix, the contract review, the
 * applicant). Decorative: the hero and the stats under it say the same in words.
 */
export function AboutHeroArt({ id }: { id: string }) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const price = priceExample()
  const rfp = statusCounts()
  const lines: Record<(typeof ABOUT_WORKSPACE_TOOLS)[number], string> = {
    'ai-pricing': t('about-us:heroArt.lines.aiPricing', {
      monthly: f.usd(price.monthlyPrice),
      sqft: f.integer(PRICING_EXAMPLE.buildingSqFt),
      margin: f.percent(PRICING_EXAMPLE.targetMargin),
    }),
    'rfp-reader': t('about-us:heroArt.lines.rfpReader', { total: RFP_REQUIREMENTS.length, gap: rfp.gap }),
    'contract-analyzer': t('about-us:heroArt.lines.contractAnalyzer', {
      count: CONTRACT_FLAGS.length,
      high: riskCounts().high,
    }),
    'ai-hiring': t('about-us:heroArt.lines.aiHiring', { score: f.number(applicantScores().overall, 1) }),
  }
  return (
    <div id={id} className={classes.heroArt} aria-hidden="true" data-testid="product-art">
      <BrowserWindow title={t('about-us:heroArt.window')} className={classes.artWindow} bodyClassName={mock.body}>
        <div className={mock.output}>
          <MockHead title={t('about-us:heroArt.title')} meta={t('about-us:heroArt.meta', { tools: TOOL_IDS.length })} />
          <ul className={mock.list}>
            {ABOUT_WORKSPACE_TOOLS.map((id) => (
              <li key={id} className={classes.artTool}>
                <span className={mock.title}>{t(`common:tools.${camelCase(id)}`)}</span>
                <span className={mock.note}>{lines[id]}</span>
              </li>
            ))}
          </ul>
          <p className={mock.note}>{t('about-us:heroArt.more', { count: TOOL_IDS.length - ABOUT_WORKSPACE_TOOLS.length })}</p>
        </div>
      </BrowserWindow>
    </div>
  )
}
