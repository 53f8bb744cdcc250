import { Text, Title } from '../../components/ui'
import { Trans, useTranslation } from 'react-i18next'
import { CtaNote } from '../../components/CtaBanner'
import { LocaleLink } from '../../components/LocaleLink'
import { ABOUT_STATS } from '../../content/about'
import { Card, PageHero, PageSection, SignUpBanner } from '../../components/page'
import { statFigure } from '../../components/page/statFigure'
import { cx } from '../../components/ui/spacing'
import { ProblemSection, SuiteSection, ValuesSection } from './AboutSections'
import classes from './AboutUsPage.module.css'

export function AboutUsPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        title={t('about-us:hero.title')}
        lead={t('about-us:hero.lead')}
        aside={<HeroArt />}
        footer={
          <dl className={classes.stats} aria-label={t('about-us:stats.label')} data-testid="about-stats">
            {ABOUT_STATS.map((stat) => (
              <Card as="div" key={stat.id} className={classes.stat}>
                <dt className={classes.statLabel}>{t(stat.labelKey)}</dt>
                <dd className={cx(statFigure, classes.statValue)}>{t(stat.valueKey, { value: stat.value })}</dd>
              </Card>
            ))}
          </dl>
        }
      />

      {/* Its own heading: the statement sits 16 px under the title, closer than SectionHeading's 32 px. */}
      <PageSection titleId="mission-title">
        <div className={classes.mission}>
          <Title order={2} id="mission-title" className={classes.missionTitle}>
            {t('about-us:mission.title')}
          </Title>
          <p className={classes.missionStatement}>{t('about-us:mission.body')}</p>
          <Text size="lg" className={classes.muted}>
            {t('about-us:mission.detail')}
          </Text>
        </div>
      </PageSection>

      <ProblemSection />
      <SuiteSection />
      <ValuesSection />

      <SignUpBanner
        id="about-cta-title"
        title={t('about-us:cta.title')}
        body={t('about-us:cta.body')}
        after={
          <CtaNote className={classes.ctaNote}>
            <Trans i18nKey="about-us:cta.careers" components={{ careersLink: <LocaleLink to="/{-$locale}/careers" /> }} />
          </CtaNote>
        }
        signUpTestId="about-signup"
        secondary={{ to: '/{-$locale}/pricing', label: t('about-us:cta.pricing') }}
      />
    </>
  )
}

/** Decorative hero illustration: a building, a spark of AI and a checklist. */
function HeroArt() {
  return (
    <svg className={classes.heroArt} width="360" height="280" viewBox="0 0 360 280" aria-hidden="true" focusable="false">
      <rect x="20" y="20" width="320" height="240" rx="28" fill="#ffffff" stroke="#cdeee2" strokeWidth="2" />
      <rect x="56" y="92" width="120" height="140" rx="8" fill="#e6f7f1" />
      <rect x="56" y="76" width="120" height="24" rx="6" fill="var(--cs-brand)" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect key={`${row}-${col}`} x={72 + col * 32} y={112 + row * 32} width="20" height="20" rx="4" fill="#9ddcc5" />
        )),
      )}
      <rect x="104" y="204" width="24" height="28" rx="4" fill="var(--cs-brand)" />
      <rect x="200" y="76" width="112" height="156" rx="14" fill="#f7faf9" stroke="#cdeee2" strokeWidth="2" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(216 ${100 + i * 32})`}>
          <circle cx="10" cy="10" r="10" fill={i < 3 ? 'var(--cs-brand)' : 'var(--cs-brand-pale)'} />
          {i < 3 && (
            <path d="M5 10.5l3.5 3.5L15 7.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          )}
          <rect x="30" y="5" width={i % 2 ? 44 : 60} height="10" rx="5" fill="#cdeee2" />
        </g>
      ))}
      <g transform="translate(268 36)">
        <circle cx="20" cy="20" r="24" fill="var(--cs-brand)" />
        <path d="M20 6l3.5 10.5L34 20l-10.5 3.5L20 34l-3.5-10.5L6 20l10.5-3.5z" fill="#ffffff" />
      </g>
    </svg>
  )
}
