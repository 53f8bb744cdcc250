import { Button, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { NEW_TAB } from '../../components/layout/ExternalLink'
import { PageSection, Pill } from '../../components/page'
import { GUIDED_TEMPLATE, STEP_STATUS } from '../../content/templates'
import { config } from '../../lib/config'
import classes from './TemplatesPage.module.css'

/** The featured guided template: a mock of the in-app template runner with its progress and steps. */
export function GuidedTemplate() {
  const { t } = useTranslation()
  const { progress } = GUIDED_TEMPLATE
  const progressText = t('templates:guided.progressValue', { value: progress })
  return (
    <PageSection
      titleId="guided-title"
      title={t('templates:guided.sectionTitle')}
      intro={t('templates:guided.sectionLead')}
      space="compact"
    >
      <article className={classes.guided} aria-labelledby="guided-template-title" data-testid="guided-template">
        <header className={classes.guidedHeader}>
          <Pill as="p" className={classes.guidedCategory}>
            <span className={classes.visuallyHidden}>{t('templates:guided.categoryLabel')}: </span>
            {t(GUIDED_TEMPLATE.categoryKey)}
          </Pill>
          <Title order={3} id="guided-template-title" className={classes.guidedTitle}>
            {t(GUIDED_TEMPLATE.titleKey)}
          </Title>
          <Text mt={8} className={classes.cardText}>
            {t(GUIDED_TEMPLATE.subtitleKey)}
          </Text>
          <div className={classes.progressRow}>
            <span id="guided-progress-label" className={classes.progressLabel}>
              {t('templates:guided.progressLabel')}
            </span>
            <span className={classes.progressValue} aria-hidden="true">
              {progressText}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="guided-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={progressText}
            className={classes.progressTrack}
          >
            <div className={classes.progressBar} style={{ width: `${progress}%` }} />
          </div>
        </header>
        <ol className={classes.steps} aria-label={t('templates:guided.stepsTitle')}>
          {GUIDED_TEMPLATE.steps.map((step, index) => {
            const status = STEP_STATUS[step.status]
            const title = t(step.titleKey)
            return (
              <li key={step.id} className={classes.step} data-status={step.status} data-testid="guided-step">
                <div className={classes.stepMeta}>
                  <Pill className={classes.stepStatus} data-testid="step-status">
                    <AppIcon id={status.icon} size={20} />
                    {t(status.labelKey)}
                  </Pill>
                  <span className={classes.stepNumber}>{t('templates:guided.stepNumber', { number: index + 1 })}</span>
                </div>
                <Title order={4} size="h5" className={classes.stepTitle}>
                  {title}
                </Title>
                <Text size="sm" mt={6} className={classes.cardText}>
                  {t(step.descriptionKey)}
                </Text>
                <div className={classes.stepFooter}>
                  <span className={classes.stepTime} data-testid="step-time">
                    <AppIcon id="clock" size={18} />
                    {t('templates:guided.minutes', { minutes: step.minutes })}
                  </span>
                  <Button
                    component="a"
                    href={config.signupUrl}
                    {...NEW_TAB}
                    variant={step.status === 'in-progress' ? 'filled' : 'light'}
                    size="sm"
                    aria-label={t('templates:guided.startStep', { step: title })}
                  >
                    {t('templates:guided.start')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
      </article>
    </PageSection>
  )
}
