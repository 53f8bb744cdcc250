import { Button, Container, SimpleGrid, Text, Title } from '../../components/ui'
import { Trans, useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { ACTION_SIZE, PageHero } from '../../components/page'
import { CAREER_PERKS, HIRING_STEPS, JOB_OPENINGS, JOB_TYPE_KEYS, type JobOpening } from '../../content/careers'
import { config } from '../../lib/config'
import { CareersIcon } from './CareersIcons'
import { buildMailto } from '../../lib/mailto'
import classes from './CareersPage.module.css'

const OPEN_ROLES_ID = 'open-roles'

export function CareersPage() {
  const { t } = useTranslation()
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
            <Button
              component="a"
              href={generalHref}
              size={ACTION_SIZE.page}
              variant="default"
              leftSection={<CareersIcon id="mail" size={18} />}
            >
              {t('careers:general.button')}
            </Button>
          </>
        }
      >
        <p className={classes.stat}>{t('careers:hero.stat', { count })}</p>
      </PageHero>

      <PerksSection />

      <section id={OPEN_ROLES_ID} className={`${classes.section} ${classes.tinted}`} aria-labelledby="roles-title">
        <Container size="lg">
          <Title order={2} id="roles-title" className={classes.sectionTitle}>
            {t('careers:roles.title')}
          </Title>
          <Text size="lg" mt="xs" className={classes.sectionLead}>
            {t('careers:roles.lead', { count })}
          </Text>
          <ul className={classes.roles}>
            {JOB_OPENINGS.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <ProcessSection />

      <CtaBanner
        id="general-title"
        title={t('careers:general.title')}
        body={t('careers:general.body')}
        after={
          <p className={classes.generalNote}>
            <Trans
              i18nKey="careers:general.emailNote"
              values={{ email: config.careersEmail }}
              components={{ mailLink: <a href={`mailto:${config.careersEmail}`} className={classes.generalLink} /> }}
            />
          </p>
        }
      >
        <Button
          component="a"
          href={generalHref}
          size={ACTION_SIZE.page}
          variant="white"
          data-testid="general-application"
          leftSection={<CareersIcon id="mail" size={20} />}
        >
          {t('careers:general.button')}
        </Button>
      </CtaBanner>
    </>
  )
}

/** Why work here: the perks grid. */
function PerksSection() {
  const { t } = useTranslation()
  return (
    <section className={classes.section} aria-labelledby="perks-title">
      <Container size="lg">
        <Title order={2} id="perks-title" className={classes.sectionTitle}>
          {t('careers:perks.title')}
        </Title>
        <Text size="lg" mt="xs" className={classes.sectionLead}>
          {t('careers:perks.lead')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mt="xl" component="ul" className={classes.plainList}>
          {CAREER_PERKS.map((perk) => (
            <li key={perk.id} className={classes.perk}>
              <span className={classes.iconBox}>
                <CareersIcon id={perk.id} size={22} />
              </span>
              <Title order={3} size="h4" mt="sm">
                {t(perk.titleKey)}
              </Title>
              <Text mt={6} className={classes.muted}>
                {t(perk.bodyKey)}
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  )
}

/** How hiring works: the numbered steps. */
function ProcessSection() {
  const { t } = useTranslation()
  return (
    <section className={classes.section} aria-labelledby="process-title">
      <Container size="lg">
        <Title order={2} id="process-title" className={classes.sectionTitle}>
          {t('careers:process.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl" component="ol" className={classes.plainList}>
          {HIRING_STEPS.map((step, index) => (
            <li key={step.id} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Title order={3} size="h4">
                {t(step.titleKey)}
              </Title>
              <Text mt={6} className={classes.muted}>
                {t(step.bodyKey)}
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
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
  return (
    <article className={classes.role} aria-labelledby={titleId} data-testid="job-opening" data-job-id={job.id}>
      <div className={classes.roleMain}>
        <Title order={3} id={titleId} className={classes.roleTitle}>
          {role}
        </Title>
        <dl className={classes.meta}>
          <div className={classes.metaItem}>
            <dt className="sr-only">{t('careers:roles.department')}</dt>
            <dd>
              <CareersIcon id="department" size={16} />
              {t(job.departmentKey)}
            </dd>
          </div>
          <div className={classes.metaItem}>
            <dt className="sr-only">{t('careers:roles.location')}</dt>
            <dd>
              <CareersIcon id="location" size={16} />
              {t(job.locationKey)}
            </dd>
          </div>
          <div className={classes.metaItem}>
            <dt className="sr-only">{t('careers:roles.type')}</dt>
            <dd className={job.type === 'part-time' ? classes.partTime : classes.fullTime} data-testid="job-type">
              <CareersIcon id="clock" size={16} />
              {t(JOB_TYPE_KEYS[job.type])}
            </dd>
          </div>
        </dl>
        <Text mt="sm" className={classes.roleDescription}>
          {t(job.descriptionKey)}
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
