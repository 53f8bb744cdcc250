import { Container, SimpleGrid, Text, Title } from '../../components/ui'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { SignUpButton } from '../../components/page'
import { Testimonials } from '../../components/Testimonials'
import { AppIcon } from '../../components/icons/AppIcon'
import { ToolCard } from '../../components/ToolCard'
import { COMPANY_COUNT } from '../../content/company'
import { LANDING_TOOLS, TRUST_POINTS } from '../../content/facebook-landing'
import { PREMIUM_PLAN } from '../../content/plans'
import { TOOL_IDS } from '../../content/tools'
import { useLocale } from '../../i18n/useLocale'
import { formatPrice, formats, type Formats } from '../../lib/format'
import { ContractMock } from './ContractMock'
import { PricingMock } from './PricingMock'
import classes from './FacebookLandingPage.module.css'

/** The page's sign-up action: the shared one, with an arrow (an ad page asks for one click). */
function LandingSignUp({ testId, variant }: { testId: string; variant?: 'white' }) {
  return <SignUpButton testId={testId} variant={variant} rightSection={<AppIcon id="arrowRight" size={20} />} />
}

/**
 * The social ad landing page: one promise (win more cleaning contracts), the tools behind it, two
 * mock screens of one bid from price to contract, two testimonials and a trust footer. The only
 * way forward is Sign Up (the route asks the layout for minimal chrome: no site menus).
 */
export function FacebookLandingPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const f = useMemo(() => formats(locale), [locale])
  const proof = t('facebook-landing:hero.proof', {
    plan: t('common:plans.premium'),
    price: formatPrice(PREMIUM_PLAN.priceUsd, PREMIUM_PLAN.currency, locale),
  })
  return (
    <>
      <LandingHero proof={proof} />
      <ToolsSection />
      <ScreensSection f={f} />

      <section className={classes.section} aria-labelledby="testimonials-title">
        <Container size="lg">
          <Title order={2} id="testimonials-title" className={classes.sectionTitle}>
            {t('facebook-landing:testimonials.title')}
          </Title>
          <Testimonials />
        </Container>
      </section>

      <TrustFooter proof={proof} />
    </>
  )
}

/** A showcase's check-marked points. */
function Points({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <ul className={classes.points}>
      {keys.map((key) => (
        <li key={key}>
          <AppIcon id="check" size={20} className={classes.pointIcon} />
          <span>{t(key)}</span>
        </li>
      ))}
    </ul>
  )
}

function LandingHero({ proof }: { proof: string }) {
  const { t } = useTranslation()
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="lg">
        <p className={classes.eyebrow}>{t('facebook-landing:hero.eyebrow')}</p>
        <Title order={1} id="page-title" className={classes.title}>
          {t('facebook-landing:hero.title')}
        </Title>
        <Text size="xl" mt="md" className={classes.lead}>
          {t('facebook-landing:hero.lead', { count: COMPANY_COUNT })}
        </Text>
        <div className={classes.heroActions}>
          <LandingSignUp testId="hero-cta" />
        </div>
        <p className={classes.proof} data-testid="hero-proof">
          {proof}
        </p>
      </Container>
    </section>
  )
}

function ToolsSection() {
  const { t } = useTranslation()
  return (
    <section className={classes.section} aria-labelledby="tools-title">
      <Container size="lg">
        <Title order={2} id="tools-title" className={classes.sectionTitle}>
          {t('facebook-landing:tools.title')}
        </Title>
        <Text mt="sm" className={classes.sectionLead}>
          {t('facebook-landing:tools.lead')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
          {LANDING_TOOLS.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </SimpleGrid>
        <p className={classes.more}>
          {t('facebook-landing:tools.more', {
            count: TOOL_IDS.length,
            chat: t('common:tools.aiChatAssistant'),
            content: t('common:tools.aiContentManager'),
            seo: t('common:tools.aiLocalSeoAds'),
          })}
        </p>
      </Container>
    </section>
  )
}

/** Two mock screens of one bid: the AI Pricing answer, then the contract drafted from it. */
function ScreensSection({ f }: { f: Formats }) {
  const { t } = useTranslation()
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="screens-title">
      <Container size="lg">
        <Title order={2} id="screens-title" className={classes.sectionTitle}>
          {t('facebook-landing:screens.title')}
        </Title>
        <Text mt="sm" className={classes.sectionLead}>
          {t('facebook-landing:screens.lead')}
        </Text>
        <div className={classes.showcase}>
          <div className={classes.showcaseText}>
            <Title order={3} className={classes.showcaseTitle}>
              {t('facebook-landing:pricing.title')}
            </Title>
            <p className={classes.showcaseBody}>{t('facebook-landing:pricing.body', { tool: t('common:tools.aiPricing') })}</p>
            <Points
              keys={[
                'facebook-landing:pricing.points.rates',
                'facebook-landing:pricing.points.costs',
                'facebook-landing:pricing.points.results',
              ]}
            />
          </div>
          <PricingMock f={f} />
        </div>
        <div className={`${classes.showcase} ${classes.showcaseReverse}`}>
          <div className={classes.showcaseText}>
            <Title order={3} className={classes.showcaseTitle}>
              {t('facebook-landing:contract.title')}
            </Title>
            <p className={classes.showcaseBody}>{t('facebook-landing:contract.body', { tool: t('common:tools.contractWriter') })}</p>
            <Points
              keys={[
                'facebook-landing:contract.points.scope',
                'facebook-landing:contract.points.clauses',
                'facebook-landing:contract.points.export',
              ]}
            />
          </div>
          <ContractMock f={f} />
        </div>
      </Container>
    </section>
  )
}

function TrustFooter({ proof }: { proof: string }) {
  const { t } = useTranslation()
  return (
    <CtaBanner
      id="trust-title"
      testId="trust-footer"
      title={t('facebook-landing:trust.title')}
      body={t('facebook-landing:trust.body')}
      before={
        <ul className={classes.trustList}>
          {TRUST_POINTS.map((point) => (
            <li key={point.id}>
              <AppIcon id={point.icon} size={22} />
              <span>{t(point.labelKey)}</span>
            </li>
          ))}
        </ul>
      }
      after={<p className={classes.trustProof}>{proof}</p>}
    >
      <LandingSignUp testId="closing-cta" variant="white" />
    </CtaBanner>
  )
}
