import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import { AnswerBubble } from '../../components/page/ChatBubble'
import type { Formats } from '../../lib/format'
import { PriceResults, PricingPrompt } from './PricingMock'
import classes from './FacebookLandingPage.module.css'

/**
 * The first screen's product: the AI Pricing answer of the page's worked example (the screens section's
 * PricingMock, shortened to the question and its three results), pre-rendered HTML and CSS like the rest of
 * this page (no script). It repeats that section, so it is hidden from assistive tech.
 */
export function HeroScreen({ f }: { f: Formats }) {
  const { t } = useTranslation()
  return (
    <BrowserWindow
      title={t('common:tools.aiPricing')}
      className={classes.heroWindow}
      bodyClassName={classes.heroWindowBody}
      aria-hidden="true"
      data-testid="hero-product"
    >
      <PricingPrompt f={f} className={classes.heroPrompt} />
      <AnswerBubble className={classes.answer}>
        <p className={classes.answerTitle}>
          <AppIcon id="sparkles" size={18} />
          {t('facebook-landing:pricing.mock.resultsLabel')}
        </p>
        <PriceResults f={f} testIds={false} />
      </AnswerBubble>
    </BrowserWindow>
  )
}
