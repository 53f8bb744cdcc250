import { Button, SimpleGrid, Text, Title } from '../../components/ui'
import { Trans, useTranslation } from 'react-i18next'
import { CtaBanner, CtaNote } from '../../components/CtaBanner'
import { ScrollHint, scrollRow, useScrollRegion } from '../../components/scroll-row/ScrollRow'
import { ACTION_SIZE, CardList, IconBox, IconCard, PageHero, PageSection, Pill, StepNumber } from '../../components/page'
import { SampleMark } from '../../components/page/SampleMark'
import { textLink } from '../../components/page/textLink'
import {
  calendarDay,
  careersValues,
  CAREER_PERKS,
  listOf,
  HIRING_STEPS,
  JOB_OPENINGS,
  JOB_TYPE_KEYS,
  type JobOpening,
} from '../../content/careers'
import { useLocale } from '../../i18n/useLocale'
import { config } from '../../lib/config'
import { CareersIcon, type CareersIconId } from './CareersIcons'
import { buildMailto } from '../../lib/mailto'
import classes from './CareersPage.module.css'

const OPEN_ROLES_ID = 'open-roles'

export function CareersPage() {
  const { t } = useTranslation()
  const values = careersValues(useLocale(), (key) => t(key))
  const count = JOB_OPENINGS.length
  const generalHref = buildMailto(config.careersEmail, {
    subject: t('careers:general.subject'),
    body: t('careers:general.mailBody'),
  })
  return (
    <>
      <PageHero
        title={t('careers:hero.title')}
        lead={t('careers:hero.lead')}
        actions={
          <>
            <Button
              component="a"
              href={`#${OPEN_ROLES_ID}`}
              size={ACTION_SIZE.page}
              rightSection={<CareersIcon id="arrowDown" size={18} />}
            >
              {t('careers:hero.seeRoles')}
            </Button>
            <GeneralApplicationButton href={generalHref} variant="default" iconSize={18} />
          </>
        }
      >
        <p className={classes.stat}>{t('careers:hero.stat', { count })}</p>
      </PageHero>

      <PerksSection />

      <PageSection
        id={OPEN_ROLES_ID}
        tinted
        titleId="roles-title"
        title={t('careers:roles.title')}
        intro={
          <>
            {t('careers:roles.lead', { count })} <SampleMark kind="pay" /> <SampleMark kind="roleTerms" />
          </>
        }
      >
        <ul className={classes.roles}>
          {JOB_OPENINGS.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
        <div className={classes.fair} data-testid="careers-fair">
          <p>
            {t('careers:fair.pay', values.hubs)} <SampleMark kind="careers" />
          </p>
          <p>
            <Trans
              i18nKey="careers:fair.eeo"
              values={{ email: config.careersEmail }}
              components={{ mailLink: <a href={`mailto:${config.careersEmail}`} className={textLink} /> }}
            />
          </p>
        </div>
      </PageSection>

      <ProcessSection />

      <CtaBanner
        id="general-title"
        title={t('careers:general.title')}
        body={t('careers:general.body')}
        after={
          <CtaNote>
            <Trans
              i18nKey="careers:general.emailNote"
              values={{ email: config.careersEmail }}
              components={{ mailLink: <a href={`mailto:${config.careersEmail}`} /> }}
            />
          </CtaNote>
        }
      >
        <GeneralApplicationButton href={generalHref} variant="white" iconSize={20} testId="general-application" />
      </CtaBanner>
    </>
  )
}

/** The perks that read an owner setting: its values and its sample mark. */
const PERK_SETTINGS = {
  flexible: { values: 'hubs', mark: 'careers' },
  growth: { values: 'fullTimeBenefits', mark: 'roleTerms' },
} as const

/** Why work here: the perks grid. */
function PerksSection() {
  const { t } = useTranslation()
  const values = careersValues(useLocale(), (key) => t(key))
  const scrollRegion = useScrollRegion()
  return (
    <PageSection titleId="perks-title" title={t('careers:perks.title')} intro={t('careers:perks.lead')}>
      <ScrollHint />
      {/* On phones one sideways row (a labelled region: the cards hold no link); from sm up the grid. */}
      <div className={scrollRow.scroller} {...scrollRegion(t('careers:perks.title'))}>
        <CardList cols={{ base: 1, sm: 2, md: 4 }} className={scrollRow.track}>
          {CAREER_PERKS.map((perk) => (
            <IconCard
              key={perk.id}
              icon={
                <IconBox>
                  <CareersIcon id={perk.id} size={22} />
                </IconBox>
              }
              title={t(perk.titleKey)}
              body={
                perk.id in PERK_SETTINGS ? (
                  <>
                    {t(perk.bodyKey, values[PERK_SETTINGS[perk.id as keyof typeof PERK_SETTINGS].values])}{' '}
                    <SampleMark kind={PERK_SETTINGS[perk.id as keyof typeof PERK_SETTINGS].mark} />
                  </>
                ) : (
                  t(perk.bodyKey)
                )
              }
            />
          ))}
        </CardList>
      </div>
    </PageSection>
  )
}

/** The open application by email: the hero's second action and the closing band's. */
function GeneralApplicationButton({
  href,
  variant,
  iconSize,
  testId,
}: {
  href: string
  variant: 'default' | 'white'
  iconSize: number
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <Button
      component="a"
      href={href}
      size={ACTION_SIZE.page}
      variant={variant}
      data-testid={testId}
      leftSection={<CareersIcon id="mail" size={iconSize} />}
    >
      {t('careers:general.button')}
    </Button>
  )
}

/** How hiring works: the numbered steps (the first promises the reply time, an owner setting). */
function ProcessSection() {
  const { t } = useTranslation()
  const values = careersValues(useLocale(), (key) => t(key))
  return (
    <PageSection titleId="process-title" title={t('careers:process.title')}>
      {/* An ordered list (CardList is a ul): the steps' order is their meaning. */}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" className={classes.steps}>
        {HIRING_STEPS.map((step, index) => (
          <IconCard
            key={step.id}
            icon={<StepNumber n={index + 1} />}
            title={t(step.titleKey)}
            body={
              step.id === 'apply' ? (
                <>
                  {t(step.bodyKey, values.reply)} <SampleMark kind="careers" />
                </>
              ) : (
                t(step.bodyKey)
              )
            }
            space="step"
          />
        ))}
      </SimpleGrid>
    </PageSection>
  )
}

function JobCard({ job }: { job: JobOpening }) {
  const { t } = useTranslation()
  const role = t(job.titleKey)
  const titleId = `role-${job.id}`
  const href = buildMailto(config.careersEmail, {
    subject: t('careers:apply.subject', { role }),
    body: t('careers:apply.body', { role }),
  })
  const locale = useLocale()
  // The role's facts as pills, each named for screen readers: department, place, hours, pay (and, for a role with
  // commission, its on-target earnings).
  const meta: { id: string; icon: CareersIconId; labelKey: string; value: string; className?: string; testId?: string }[] = [
    { id: 'department', icon: 'department', labelKey: 'careers:roles.department', value: t(job.departmentKey) },
    { id: 'location', icon: 'location', labelKey: 'careers:roles.location', value: t(job.locationKey, job.locationValues) },
    {
      id: 'type',
      icon: 'clock',
      labelKey: 'careers:roles.type',
      value: t(JOB_TYPE_KEYS[job.type]),
      className: job.type === 'part-time' ? classes.partTime : classes.fullTime,
      testId: 'job-type',
    },
    {
      id: 'pay',
      icon: 'pay',
      labelKey: 'careers:roles.payLabel',
      value: t('careers:roles.pay', { ...job.pay }),
      className: classes.pay,
      testId: 'job-pay',
    },
    ...(job.commission
      ? [
          {
            id: 'ote',
            icon: 'pay' as const,
            labelKey: 'careers:roles.oteLabel',
            value: t('careers:roles.ote', { ...job.commission.ote }),
            className: classes.pay,
            testId: 'job-ote',
          },
        ]
      : []),
  ]
  const benefits = listOf(
    job.benefitKeys.map((key) => t(key)),
    locale,
  )
  return (
    <article className={classes.role} aria-labelledby={titleId} data-testid="job-opening" data-job-id={job.id}>
      <div className={classes.roleMain}>
        <Title order={3} id={titleId} className={classes.roleTitle}>
          {role}
        </Title>
        <dl className={classes.meta}>
          {meta.map((item) => (
            <div key={item.id} className={classes.metaItem}>
              <dt className="sr-only">{t(item.labelKey)}</dt>
              <Pill as="dd" className={item.className} data-testid={item.testId}>
                <CareersIcon id={item.icon} size={16} />
                {item.value}
              </Pill>
            </div>
          ))}
        </dl>
        <Text mt="sm" className={classes.roleDescription}>
          {t(job.descriptionKey)}
        </Text>
        {job.commission && (
          <Text mt="xs" className={classes.roleDescription} data-testid="job-commission">
            {t(job.commission.descriptionKey, { rate: job.commission.ratePercent })}
          </Text>
        )}
        <Text mt="xs" className={classes.roleDescription}>
          <span data-testid="job-benefits">{t('careers:roles.benefits', { benefits })}</span>{' '}
          <span data-testid="job-closes">
            <Trans
              i18nKey="careers:roles.closes"
              values={{ closes: calendarDay(job.closes) }}
              components={{ dateTag: <time dateTime={job.closes} /> }}
            />
          </span>
        </Text>
        <Title order={4} mt="md" className={classes.requirementsTitle}>
          {t('careers:roles.requirementsTitle')}
        </Title>
        <ul className={classes.requirements}>
          {job.requirementKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>
      <div className={classes.roleAction}>
        <Button
          component="a"
          href={href}
          aria-label={t('careers:apply.accessibleName', { role })}
          leftSection={<CareersIcon id="mail" size={18} />}
          data-testid="apply-link"
        >
          {t('careers:apply.button')}
        </Button>
      </div>
    </article>
  )
}
