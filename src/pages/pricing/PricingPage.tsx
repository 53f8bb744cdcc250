import { Container, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { FlatRichText } from '../../i18n/FlatRichText'
import { PREMIUM_PLAN } from '../../content/plans'
import { OFFER, PLAN_VALUES, PRICING_FAQ, PRICING_FEATURES, PRICING_TERMS } from '../../content/pricing'
import { TOOL_IDS, TOOL_NAV } from '../../content/tools'
import { ClosingCta, FaqSection, PillList, PageHero, Pill, SignUpButton } from '../../components/page'
import { useLocale } from '../../i18n/useLocale'
import { config } from '../../lib/config'
import { formatPrice } from '../../lib/format'
import classes from './PricingPage.module.css'
import { SampleMark, SampleMarks, sampleNotes } from '../../components/page/SampleMark'
import { SUPPORT_RESPONSE } from '../../content/company'

function Check() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={classes.check}>
      <circle cx="12" cy="12" r="11" fill="#e6f7f1" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="var(--cs-brand)" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function PricingPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const price = formatPrice(PREMIUM_PLAN.priceUsd, PREMIUM_PLAN.currency, locale)
  return (
    <>
      <PageHero title={t('pricing:hero.title')} lead={t('pricing:hero.lead')} containerSize="md" />

      <section className={classes.planSection} aria-labelledby="plan-title">
        <Container size="md">
          <article className={classes.card} data-testid="premium-plan">
            <div className={classes.summary}>
              <Title order={2} id="plan-title" className={classes.planName}>
                {t('pricing:plan.name')}
              </Title>
              <Text mt={6} className={classes.muted}>
                {t('pricing:plan.tagline')}
              </Text>
              <p className={classes.price} data-testid="plan-price">
                <span className={classes.amount}>{price}</span> <span className={classes.period}>{t('pricing:plan.perMonth')}</span>
              </p>
              <Pill as="p" className={classes.cancel}>
                {t('pricing:plan.cancelAnytime')}
              </Pill>
              <SignUpButton fullWidth className={classes.planCta} testId="pricing-signup" />
            </div>
            <div className={classes.details}>
              <Title order={3} className={classes.subTitle}>
                {t('pricing:plan.featuresTitle')}
              </Title>
              <ul className={classes.features}>
                {PRICING_FEATURES.map((feature) => (
                  <li key={feature.id}>
                    <Check />
                    <span>
                      {t(feature.textKey, { count: TOOL_IDS.length, responseHours: SUPPORT_RESPONSE.hours })}
                      <SampleMarks textKeys={[feature.textKey]} />
                    </span>
                  </li>
                ))}
              </ul>
              <Title order={3} className={classes.subTitle} mt="xl">
                {t('pricing:plan.toolsTitle')}
              </Title>
              <PillList
                className={classes.tools}
                tone="tint"
                linkClassName={classes.tool}
                links={TOOL_NAV.map((tool) => ({ to: tool.to, label: t(tool.nameKey) }))}
              />
            </div>
            <div className={classes.terms}>
              <Title order={3} className={classes.subTitle}>
                {t('pricing:terms.title')}
              </Title>
              <ul className={classes.termList} data-testid="pricing-terms">
                {PRICING_TERMS.map((term) => (
                  <li key={term.id} data-term={term.id}>
                    <FlatRichText text={t(term.textKey, PLAN_VALUES)} components={{ strong: <strong /> }} />
                  </li>
                ))}
              </ul>
              <p className={classes.contact} data-testid="pricing-contact">
                <FlatRichText
                  text={t(OFFER.contact, { email: config.supportEmail, responseHours: SUPPORT_RESPONSE.hours })}
                  components={{ mailLink: <a href={`mailto:${config.supportEmail}`} className={classes.contactLink} /> }}
                />{' '}
                <SampleMark kind="response" />
              </p>
            </div>
          </article>
        </Container>
      </section>

      <FaqSection
        titleId="pricing-faq-title"
        title={t('pricing:faq.title')}
        items={PRICING_FAQ.map((item) => ({
          id: item.id,
          question: t(item.questionKey),
          answer: t(item.answerKey, item.values),
          samples: sampleNotes(t, item.answerKey),
        }))}
      />

      <ClosingCta />
    </>
  )
}
