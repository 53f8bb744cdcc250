import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import { AnswerBubble, PromptBubble } from '../../components/page/ChatBubble'
import { PRICE_DISPLAY, PRICING_MOCK, pricePricingMock } from '../../content/facebook-landing'
import type { Formats } from '../../lib/format'
import classes from './FacebookLandingPage.module.css'

const RESULT = pricePricingMock()

/**
 * The first screen's product: the AI Pricing answer of the page's worked example (the screens section's
 * PricingMock, shortened to the question and its three results), pre-rendered HTML and CSS like the rest of
 * this page (no script). It repeats that section, so it is hidden from assistive tech.
 */
export function HeroScreen({ f }: { f: Formats }) {
  const { t } = useTranslation()
  const money = (n: number) => f.usd(n, PRICE_DISPLAY.moneyDigits)
  const visits = f.fixed(RESULT.visitsPerMonth, 2)
  return (
    <BrowserWindow
      title={t('common:tools.aiPricing')}
      className={classes.heroWindow}
      bodyClassName={classes.heroWindowBody}
      aria-hidden="true"
      data-testid="hero-product"
    >
      <PromptBubble className={classes.heroPrompt}>
        {t('facebook-landing:pricing.mock.prompt', {
          sqft: f.integer(PRICING_MOCK.buildingSqFt),
          nights: PRICING_MOCK.visitsPerWeek,
          wage: f.usd(PRICING_MOCK.wagePerHour, 2),
          margin: f.percent(PRICING_MOCK.targetMargin),
        })}
      </PromptBubble>
      <AnswerBubble className={classes.answer}>
        <p className={classes.answerTitle}>
          <AppIcon id="sparkles" size={18} />
          {t('facebook-landing:pricing.mock.resultsLabel')}
        </p>
        <dl className={classes.results}>
          <div className={classes.resultMain}>
            <dt>{t('facebook-landing:pricing.mock.monthly')}</dt>
            <dd>{money(RESULT.monthlyPrice)}</dd>
            <dd className={classes.basis}>
              {t('facebook-landing:pricing.mock.monthlyBasis', { margin: f.percent(PRICING_MOCK.targetMargin) })}
            </dd>
          </div>
          <div>
            <dt>{t('facebook-landing:pricing.mock.perVisit')}</dt>
            <dd>{money(RESULT.pricePerVisit)}</dd>
            <dd className={classes.basis}>{t('facebook-landing:pricing.mock.perVisitBasis', { visits })}</dd>
          </div>
          <div>
            <dt>{t('facebook-landing:pricing.mock.hourly')}</dt>
            <dd>{f.usd(RESULT.effectiveHourlyRate, PRICE_DISPLAY.rateDigits)}</dd>
            <dd className={classes.basis}>
              {t('facebook-landing:pricing.mock.hourlyBasis', { hours: f.fixed(RESULT.laborHours, PRICE_DISPLAY.hoursDigits) })}
            </dd>
          </div>
        </dl>
      </AnswerBubble>
    </BrowserWindow>
  )
}
