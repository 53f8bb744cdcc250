import { Text, Title } from '../../components/ui'
import { Trans, useTranslation } from 'react-i18next'
import { CtaNote } from '../../components/CtaBanner'
import { LocaleLink } from '../../components/LocaleLink'
import { ABOUT_STATS } from '../../content/about'
import { Card, PageHero, PageSection, SignUpBanner } from '../../components/page'
import { SampleMark } from '../../components/page/SampleMark'
import { statFigure } from '../../components/page/statFigure'
import { cx } from '../../components/ui/spacing'
import { ABOUT_HERO_ART, ABOUT_HERO_ART_ID } from './hero-art'
import { ProblemSection, SuiteSection, ValuesSection } from './AboutSections'
import classes from './AboutUsPage.module.css'

export function AboutUsPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        title={t('about-us:hero.title')}
        lead={t('about-us:hero.lead')}
        aside={<ABOUT_HERO_ART.DeferredSection id={ABOUT_HERO_ART_ID} />}
        footer={
          <dl className={classes.stats} aria-label={t('about-us:stats.label')} data-testid="about-stats">
            {ABOUT_STATS.map((stat) => (
              <Card as="div" key={stat.id} className={classes.stat}>
                <dt className={classes.statLabel}>{t(stat.labelKey)}</dt>
                <dd className={cx(statFigure, classes.statValue)}>{t(stat.valueKey, { value: stat.value })}</dd>
                {stat.sample && (
                  <dd className={classes.statSample}>
                    <SampleMark kind={stat.sample} />
                  </dd>
                )}
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
