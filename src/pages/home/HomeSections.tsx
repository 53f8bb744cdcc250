import { SimpleGrid, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { AppIcon, type IconId } from '../../components/icons/AppIcon'
import { Card, CardList, IconCard, PageSection, Pill, SectionHeading, StepNumber } from '../../components/page'
import { ProcessorsLink } from '../../components/page/ProcessorsLink'
import { FlatRichText } from '../../i18n/FlatRichText'
import { SampleMarks } from '../../components/page/SampleMark'
import { ScrollHint, scrollRow, useScrollRegion } from '../../components/scroll-row/ScrollRow'
import {
  HOW_IT_WORKS_SECTION_ID,
  HOW_IT_WORKS_STEPS,
  INTEGRATIONS_AVAILABLE,
  INTEGRATIONS_COMING,
  SECURITY_CLAIMS,
} from '../../content/home'
import classes from './HomePage.module.css'

/** The numbered steps of how it works (a scroll row on phones). */
export function HowItWorksSection() {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
  return (
    <PageSection id={HOW_IT_WORKS_SECTION_ID} titleId="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        title={t('home:howItWorks.title')}
        intro={t('home:howItWorks.lead')}
        className={classes.hintedHeading}
      />
      <ScrollHint />
      <div className={scrollRow.scroller} {...scrollRegion(t('home:howItWorks.title'))}>
        {/* An ordered list (CardList is a ul): the steps' order is their meaning. */}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" component="ol" className={`${classes.steps} ${scrollRow.track}`}>
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <IconCard key={step.id} icon={<StepNumber n={index + 1} />} title={t(step.titleKey)} body={t(step.bodyKey)} space="step" />
          ))}
        </SimpleGrid>
      </div>
    </PageSection>
  )
}

/** The integrations available now and those coming soon, side by side. */
export function IntegrationsSection() {
  const { t } = useTranslation()
  return (
    <PageSection id="integrations" titleId="integrations-title" title={t('home:integrations.title')} intro={t('home:integrations.lead')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <IntegrationGroup status="available" title={t('home:integrations.availableTitle')} items={INTEGRATIONS_AVAILABLE} />
        <IntegrationGroup status="coming" title={t('home:integrations.comingTitle')} items={INTEGRATIONS_COMING} />
      </SimpleGrid>
    </PageSection>
  )
}

const INTEGRATION_BADGE = {
  available: { icon: 'check', tone: 'solid', className: classes.badgeAvailable, labelKey: 'home:integrations.available' },
  coming: { icon: 'clock', tone: 'tint', className: classes.badgeComing, labelKey: 'home:integrations.coming' },
} as const

/** One column of integrations: its title and the integrations, each with its status badge. */
function IntegrationGroup({
  status,
  title,
  items,
}: {
  status: 'available' | 'coming'
  title: string
  items: readonly { id: string; icon: IconId; labelKey: string }[]
}) {
  const { t } = useTranslation()
  const badge = INTEGRATION_BADGE[status]
  return (
    <Card as="div" data-testid={`integrations-${status}`}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <ul className={classes.integrationList}>
        {items.map((item) => (
          <li key={item.id}>
            <AppIcon id={item.icon} size={20} className={classes.integrationIcon} />
            <span className={classes.integrationName}>{t(item.labelKey)}</span>
            <Pill tone={badge.tone} className={badge.className}>
              <AppIcon id={badge.icon} size={14} />
              {t(badge.labelKey)}
            </Pill>
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** The security claims, on the dark band. */
export function SecuritySection() {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
  return (
    <PageSection
      id="security"
      className={classes.dark}
      titleId="security-title"
      title={t('home:security.title')}
      intro={t('home:security.lead')}
    >
      {/* On phones one sideways row (the next claim peeks in; a labelled region: the cards hold no link). */}
      <div className={scrollRow.scroller} {...scrollRegion(t('home:security.title'))}>
        <CardList cols={{ base: 1, sm: 2, md: 3 }} className={scrollRow.track}>
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
                  {claim.extra === 'processors' ? (
                    <FlatRichText
                      text={t(claim.bodyKey)}
                      components={{ processorsLink: <ProcessorsLink className={classes.claimLink} /> }}
                    />
                  ) : (
                    t(claim.bodyKey)
                  )}
                  <SampleMarks textKeys={[claim.titleKey, claim.bodyKey]} />
                </Text>
              </div>
            </li>
          ))}
        </CardList>
      </div>
    </PageSection>
  )
}
