import { Button, Container, SimpleGrid, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { ScrollHint, scrollRow, useScrollRegion } from '../../components/scroll-row/ScrollRow'
import {
  GOALS,
  HOW_IT_WORKS_SECTION_ID,
  HOW_IT_WORKS_STEPS,
  INTEGRATIONS_AVAILABLE,
  INTEGRATIONS_COMING,
  SECURITY_CLAIMS,
} from '../../content/home'
import { toolsForGoal } from '../../content/tool-cards'
import classes from './HomePage.module.css'

/** The home page's goals: one block per goal, with its bullets and related tools. */
export function GoalsSection() {
  const { t } = useTranslation()
  return (
    <section id="goals" className={`${classes.section} ${classes.tinted}`} aria-labelledby="goals-title">
      <Container size="lg">
        <Title order={2} id="goals-title" className={classes.sectionTitle}>
          {t('home:goals.title')}
        </Title>
        <Text mt="sm" className={classes.lead}>
          {t('home:goals.lead')}
        </Text>
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
  )
}

/** The numbered steps of how it works (a scroll row on phones). */
export function HowItWorksSection() {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
  return (
    <section id={HOW_IT_WORKS_SECTION_ID} className={classes.section} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <Title order={2} id="how-it-works-title" className={classes.sectionTitle}>
          {t('home:howItWorks.title')}
        </Title>
        <Text mt="sm" className={classes.lead}>
          {t('home:howItWorks.lead')}
        </Text>
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
  )
}

/** The integrations available now and those coming soon, side by side. */
export function IntegrationsSection() {
  const { t } = useTranslation()
  return (
    <section id="integrations" className={classes.section} aria-labelledby="integrations-title">
      <Container size="lg">
        <Title order={2} id="integrations-title" className={classes.sectionTitle}>
          {t('home:integrations.title')}
        </Title>
        <Text mt="sm" className={classes.lead}>
          {t('home:integrations.lead')}
        </Text>
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
  )
}

/** The security claims, on the dark band. */
export function SecuritySection() {
  const { t } = useTranslation()
  return (
    <section id="security" className={`${classes.section} ${classes.dark}`} aria-labelledby="security-title">
      <Container size="lg">
        <Title order={2} id="security-title" className={classes.sectionTitle}>
          {t('home:security.title')}
        </Title>
        <Text mt="sm" className={classes.lead}>
          {t('home:security.lead')}
        </Text>
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
  )
}
