import { SimpleGrid, Text, Title } from '../../components/ui'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CtaBanner, CtaNote } from '../../components/CtaBanner'
import { PageHero, PageSection, SignUpButton } from '../../components/page'
import { SampleMark, SampleMarks } from '../../components/page/SampleMark'
import { Testimonials } from '../../components/Testimonials'
import { ScrollHint, scrollRow } from '../../components/scroll-row/ScrollRow'
import { AppIcon } from '../../components/icons/AppIcon'
import { ToolCard } from '../../components/ToolCard'
import { COMPANY_COUNT } from '../../content/company'
import { LANDING_TOOLS, TRUST_POINTS } from '../../content/facebook-landing'
import { OFFER, PLAN_VALUES } from '../../content/pricing'
import { TOOL_IDS } from '../../content/tools'
import { useLocale } from '../../i18n/useLocale'
import { formats, type Formats } from '../../lib/format'
import { ContractMock } from './ContractMock'
import { HeroScreen } from './HeroScreen'
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
  const proof = t(OFFER.short, PLAN_VALUES)
  return (
    <>
      <LandingHero proof={proof} f={f} />
      <ToolsSection />
      <ScreensSection f={f} />

      <PageSection align="center" titleId="testimonials-title" title={t('facebook-landing:testimonials.title')}>
        <Testimonials title={t('facebook-landing:testimonials.title')} />
      </PageSection>

      <TrustFooter proof={proof} />
    </>
  )
}

/** Text beside a mock screen (`reverse`: the screen first from 62em up): title, body, check-marked points. */
function Showcase({
  title,
  body,
  pointKeys,
  reverse,
  children,
}: {
  title: string
  body: string
  pointKeys: readonly string[]
  reverse?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className={reverse ? `${classes.showcase} ${classes.showcaseReverse}` : classes.showcase}>
      <div className={classes.showcaseText}>
        <Title order={3} className={classes.showcaseTitle}>
          {title}
        </Title>
        <p className={classes.showcaseBody}>{body}</p>
        <ul className={classes.points}>
          {pointKeys.map((key) => (
            <li key={key}>
              <AppIcon id="check" size={20} className={classes.pointIcon} />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
      {children}
    </div>
  )
}

function LandingHero({ proof, f }: { proof: string; f: Formats }) {
  const { t } = useTranslation()
  return (
    // The lead (a size up from PageHero's) and the one action (not full-width on phones) are the page's own;
    // the product (the worked example's AI Pricing answer) is beside them, under them on phones.
    <PageHero
      aside={<HeroScreen f={f} />}
      kicker={<p className={classes.eyebrow}>{t('facebook-landing:hero.eyebrow')}</p>}
      title={t('facebook-landing:hero.title')}
      titleClassName={classes.title}
      footer={
        <>
          <div className={classes.heroActions}>
            <LandingSignUp testId="hero-cta" />
          </div>
          <p className={classes.proof} data-testid="hero-proof">
            {proof}
          </p>
        </>
      }
    >
      <Text size="xl" mt="md" className={classes.lead}>
        {t('facebook-landing:hero.lead', { count: COMPANY_COUNT })} <SampleMark kind="count" />
      </Text>
    </PageHero>
  )
}

function ToolsSection() {
  const { t } = useTranslation()
  return (
    <PageSection align="center" titleId="tools-title" title={t('facebook-landing:tools.title')} intro={t('facebook-landing:tools.lead')}>
      {/* Phones: the six link cards are one sideways row (as a tool page's scenarios), so the screens below come sooner. */}
      <ScrollHint />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={scrollRow.row}>
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
    </PageSection>
  )
}

/** Two mock screens of one bid: the AI Pricing answer, then the contract drafted from it. */
function ScreensSection({ f }: { f: Formats }) {
  const { t } = useTranslation()
  return (
    <PageSection
      align="center"
      tinted
      titleId="screens-title"
      title={t('facebook-landing:screens.title')}
      intro={t('facebook-landing:screens.lead')}
    >
      <Showcase
        title={t('facebook-landing:pricing.title')}
        body={t('facebook-landing:pricing.body', { tool: t('common:tools.aiPricing') })}
        pointKeys={[
          'facebook-landing:pricing.points.rates',
          'facebook-landing:pricing.points.costs',
          'facebook-landing:pricing.points.results',
        ]}
      >
        <PricingMock f={f} />
      </Showcase>
      <Showcase
        reverse
        title={t('facebook-landing:contract.title')}
        body={t('facebook-landing:contract.body', { tool: t('common:tools.contractWriter') })}
        pointKeys={[
          'facebook-landing:contract.points.scope',
          'facebook-landing:contract.points.clauses',
          'facebook-landing:contract.points.export',
        ]}
      >
        <ContractMock f={f} />
      </Showcase>
    </PageSection>
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
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" className={classes.trustList}>
          {TRUST_POINTS.map((point) => (
            <li key={point.id}>
              <AppIcon id={point.icon} size={22} />
              <span>
                {t(point.labelKey)}
                <SampleMarks textKeys={[point.labelKey]} />
              </span>
            </li>
          ))}
        </SimpleGrid>
      }
      after={<CtaNote className={classes.trustProof}>{proof}</CtaNote>}
    >
      <LandingSignUp testId="closing-cta" variant="white" />
    </CtaBanner>
  )
}
