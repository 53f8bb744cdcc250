import { Button, Container } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { NEW_TAB, NewTabHint } from '../../components/layout/ExternalLink'
import { ACTION_SIZE, Eyebrow, PageHero } from '../../components/page'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { islandMessages } from '../../islands/messages-server'
import { config } from '../../lib/config'
import { BID_CALCULATOR_MESSAGES, BidCalculatorIsland } from './BidCalculator'
import { COPY_VALUES } from './fields'
import classes from './BidCalculatorPage.module.css'

/**
 * The bid calculator page. Server-rendered HTML but for the calculator itself (form, estimate and pinned bar),
 * which is an island (./BidCalculator.tsx) with its own slice of the catalog: the page loads no router and no
 * i18next. Without scripts it shows the defaults' estimate, and the bar's link reaches the breakdown.
 */
export function BidCalculatorPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        className={classes.hero}
        kicker={
          <Eyebrow>
            <AppIcon id="calculator" size={18} /> {t('bid-calculator:hero.eyebrow')}
          </Eyebrow>
        }
        title={t('bid-calculator:hero.title')}
        lead={t('bid-calculator:hero.lead')}
      />

      <BidCalculatorIsland messages={islandMessages(BID_CALCULATOR_MESSAGES)} />

      <section className={classes.notes} aria-labelledby="bid-notes-title">
        <Container size="lg">
          <h2 id="bid-notes-title" className={classes.notesTitle}>
            {t('bid-calculator:notes.title')}
          </h2>
          <ul className={classes.formulas} data-testid="bid-formulas">
            <li>{t('bid-calculator:notes.hours')}</li>
            <li>{t('bid-calculator:notes.monthlyHours', COPY_VALUES)}</li>
            <li>{t('bid-calculator:notes.labor')}</li>
            <li>{t('bid-calculator:notes.supplies')}</li>
            <li>{t('bid-calculator:notes.overhead')}</li>
            <li>{t('bid-calculator:notes.price', COPY_VALUES)}</li>
            <li>{t('bid-calculator:notes.perUnit', COPY_VALUES)}</li>
          </ul>
          <div className={classes.disclaimer} data-testid="bid-disclaimer">
            <h3 className={classes.disclaimerTitle}>{t('bid-calculator:notes.disclaimerTitle')}</h3>
            <p>{t('bid-calculator:notes.disclaimer')}</p>
          </div>
        </Container>
      </section>

      <CtaBanner id="bid-cta-title" title={t('bid-calculator:cta.title')} body={t('bid-calculator:cta.body')}>
        <Button
          component="a"
          href={config.signupUrl}
          {...NEW_TAB}
          variant="white"
          size={ACTION_SIZE.page}
          className={classes.ctaAction}
          data-testid="bid-signup"
        >
          {t('bid-calculator:cta.button')}
          <NewTabHint />
        </Button>
        <Button
          component={LocaleLink}
          to="/{-$locale}/resources/get-cleaning-accounts-ai-ebook"
          variant="outline"
          color="white"
          size={ACTION_SIZE.page}
          className={classes.ctaAction}
          data-testid="bid-ebook"
        >
          {t('bid-calculator:cta.ebook')}
        </Button>
      </CtaBanner>
    </>
  )
}
