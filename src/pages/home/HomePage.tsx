import { Button, Container, SimpleGrid, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { Testimonials } from '../../components/Testimonials'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { ScrollHint, scrollRow, useScrollRegion } from '../../components/scroll-row/ScrollRow'
import {
  COMPANY_COUNT,
  GOALS,
  HOME_FAQ,
  HOW_IT_WORKS_SECTION_ID,
  HOW_IT_WORKS_STEPS,
  INTEGRATIONS_AVAILABLE,
  INTEGRATIONS_COMING,
  SECURITY_CLAIMS,
} from '../../content/home'
import { toolsForGoal } from '../../content/tool-cards'
import { FaqSection, SignUpButton } from '../../components/page'
import { HomeGlow } from './HomeGlow'
import { HomeHero } from './HomeHero'
import { ProductStrip } from './ProductStrip'
import classes from './HomePage.module.css'

export function HomePage() {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
  return (
    <div className={classes.page}>
      <HomeGlow />
      <HomeHero />
      <ProductStrip />

      <section id="goals" className={`${classes.section} ${classes.tinted}`} aria-labelledby="goals-title">
        <Container size="lg">
          <Title order={2} id="goals-title" className={classes.sectionTitle}>
            {t('home:goals.title')}
          </Title>
          <Text mt="sm" className={classes.lead}>{t('home:goals.lead')}</Text>
          <ScrollHint />
          <div className={`${classes.goals} ${scrollRow.row}`}>
            {GOALS.map((goal) => (
              <article key={goal.id} className={classes.goal} aria-labelledby={`goal-${goal.id}`} data-testid="goal-block">
                <div className={classes.goalMain}>
                  <span className={classes.goalIcon}>
                    <AppIcon id={goal.icon} size={26} />
                  </span>
                  <p className={classes.goalKicker}>{t(goal.filterKey)}</p>
                  <Title order={3} id={`goal-${goal.id}`} className={classes.goalTitle}>
                    {t(goal.titleKey)}
                  </Title>
                  <Text mt={8} className={classes.text}>
                    {t(goal.bodyKey)}
                  </Text>
                  <ul className={classes.bullets}>
                    {goal.bulletKeys.map((key) => (
                      <li key={key}>
                        <AppIcon id="check" size={18} className={classes.check} />
                        <span>{t(key)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className={classes.goalSide}>
                  <p className={classes.goalSideTitle} id={`goal-${goal.id}-tools`}>
                    {t('home:goals.relatedTools')}
                  </p>
                  <ul className={classes.goalTools} aria-labelledby={`goal-${goal.id}-tools`}>
                    {toolsForGoal(goal.id).map((tool) => (
                      <li key={tool.id}>
                        <LocaleLink to={tool.to} className={classes.goalTool}>
                          <AppIcon id={tool.icon} size={18} />
                          {t(tool.nameKey)}
                        </LocaleLink>
                      </li>
                    ))}
                  </ul>
                  <Button component={LocaleLink} to="/{-$locale}" hash={HOW_IT_WORKS_SECTION_ID} variant="light" mt="md">
                    {t('home:goals.seeHow')}
                  </Button>
                </div>
              </article>
            ))}
          </div>
        </Container>
      </section>

      <section id={HOW_IT_WORKS_SECTION_ID} className={classes.section} aria-labelledby="how-it-works-title">
        <Container size="lg">
          <Title order={2} id="how-it-works-title" className={classes.sectionTitle}>
            {t('home:howItWorks.title')}
          </Title>
          <Text mt="sm" className={classes.lead}>{t('home:howItWorks.lead')}</Text>
          <ScrollHint />
          <div className={scrollRow.scroller} {...scrollRegion(t('home:howItWorks.title'))}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mt="xl" component="ol" className={`${classes.list} ${scrollRow.track}`}>
              {HOW_IT_WORKS_STEPS.map((step, index) => (
                <li key={step.id} className={classes.step}>
                  <span className={classes.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <Title order={3} size="h4">
                    {t(step.titleKey)}
                  </Title>
                  <Text mt={6} className={classes.text}>
                    {t(step.bodyKey)}
                  </Text>
                </li>
              ))}
            </SimpleGrid>
          </div>
        </Container>
      </section>

      <section id="social-proof" className={`${classes.section} ${classes.tinted}`} aria-labelledby="proof-title">
        <Container size="lg">
          <Title order={2} id="proof-title" className={classes.sectionTitle}>
            {t('home:proof.title', { count: COMPANY_COUNT })}
          </Title>
          <Text mt="sm" className={classes.lead}>{t('home:proof.lead')}</Text>
          <Testimonials />
        </Container>
      </section>

      <section id="integrations" className={classes.section} aria-labelledby="integrations-title">
        <Container size="lg">
          <Title order={2} id="integrations-title" className={classes.sectionTitle}>
            {t('home:integrations.title')}
          </Title>
          <Text mt="sm" className={classes.lead}>{t('home:integrations.lead')}</Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
            <div className={classes.integrationGroup} data-testid="integrations-available">
              <Title order={3} size="h4">
                {t('home:integrations.availableTitle')}
              </Title>
              <ul className={classes.integrationList}>
                {INTEGRATIONS_AVAILABLE.map((item) => (
                  <li key={item.id}>
                    <AppIcon id={item.icon} size={20} className={classes.integrationIcon} />
                    <span className={classes.integrationName}>{t(item.labelKey)}</span>
                    <span className={classes.badgeAvailable}>
                      <AppIcon id="check" size={14} />
                      {t('home:integrations.available')}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className={classes.integrationGroup} data-testid="integrations-coming">
              <Title order={3} size="h4">
                {t('home:integrations.comingTitle')}
              </Title>
              <ul className={classes.integrationList}>
                {INTEGRATIONS_COMING.map((item) => (
                  <li key={item.id}>
                    <AppIcon id={item.icon} size={20} className={classes.integrationIcon} />
                    <span className={classes.integrationName}>{t(item.labelKey)}</span>
                    <span className={classes.badgeComing}>
                      <AppIcon id="clock" size={14} />
                      {t('home:integrations.coming')}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </SimpleGrid>
        </Container>
      </section>

      <section id="security" className={`${classes.section} ${classes.dark}`} aria-labelledby="security-title">
        <Container size="lg">
          <Title order={2} id="security-title" className={classes.sectionTitle}>
            {t('home:security.title')}
          </Title>
          <Text mt="sm" className={classes.lead}>{t('home:security.lead')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl" component="ul" className={classes.list}>
            {SECURITY_CLAIMS.map((claim) => (
              <li key={claim.id} className={classes.claim}>
                <span className={classes.claimIcon}>
                  <AppIcon id={claim.icon} size={22} />
                </span>
                <div>
                  <Title order={3} size="h5" className={classes.claimTitle}>
                    {t(claim.titleKey)}
                  </Title>
                  <Text size="sm" mt={4} className={classes.claimText}>
                    {t(claim.bodyKey)}
                  </Text>
                </div>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <FaqSection
        id="faq"
        titleId="faq-title"
        title={t('home:faq.title')}
        items={HOME_FAQ.map((item) => ({ id: item.id, question: t(item.questionKey), answer: t(item.answerKey, item.values) }))}
      />

      <CtaBanner
        id="home-cta-title"
        sectionId="get-started"
        title={t('home:cta.title')}
        body={t('home:cta.body', { count: COMPANY_COUNT })}
      >
        <SignUpButton onDark />
        <Button component={LocaleLink} to="/{-$locale}/features" variant="outline" color="white" size="lg">
          {t('home:cta.explore')}
        </Button>
      </CtaBanner>
    </div>
  )
}
