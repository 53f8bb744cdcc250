import { Button } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { TableHead } from '../../components/page/TableHead'
import { LocaleLink } from '../../components/LocaleLink'
import { WHY_AI_BENEFITS, WHY_AI_COMPARISON, WHY_AI_METRICS, type BenefitIcon } from '../../content/why-ai'
import { formats } from '../../lib/format'
import { config, PLACEHOLDER_VIDEO_URL } from '../../lib/config'
import { useLocale } from '../../i18n/useLocale'
import { ACTION_SIZE, CardList, IconBox, IconCard, PageHero, PageSection, SignUpButton } from '../../components/page'
import { PageSignUpBanner } from '../../components/page/PageSignUpBanner'
import { SampleMark, SampleMarks } from '../../components/page/SampleMark'
import { statFigure } from '../../components/page/statFigure'
import { cx } from '../../components/ui/spacing'
import { VideoFacade } from './VideoFacade'
import classes from './WhyAiPage.module.css'

const ICONS: Record<BenefitIcon, string> = {
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  margin: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  checklist: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  people: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6',
  language: 'M4 5h9v7H8l-4 3zM11 15h4l4 3v-3h1V8h-4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
}

function Icon({ id }: { id: BenefitIcon }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[id]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** Whether the why-AI video has a real address (VITE_VIDEO_URL); until then the poster opens the product tour. */
const WHY_AI_HAS_VIDEO = config.videoUrl !== PLACEHOLDER_VIDEO_URL

export function WhyAiPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formats(locale)
  return (
    <>
      <PageHero
        title={t('why-ai:hero.title')}
        lead={t('why-ai:hero.lead')}
        actions={
          <>
            <SignUpButton />
            <Button component={LocaleLink} to="/{-$locale}/features" variant="default" size={ACTION_SIZE.page}>
              {t('common:cta.explore')}
            </Button>
          </>
        }
        aside={
          <>
            <VideoFacade />
            <p className={classes.videoNote}>{t(WHY_AI_HAS_VIDEO ? 'why-ai:video.note' : 'why-ai:videoTour.note')}</p>
          </>
        }
      />

      <PageSection titleId="benefits-title" title={t('why-ai:benefits.title')} intro={t('why-ai:benefits.lead')}>
        <CardList cols={{ base: 1, sm: 2, md: 3 }}>
          {WHY_AI_BENEFITS.map((benefit) => (
            <IconCard
              key={benefit.id}
              data-testid="why-ai-benefit"
              icon={
                <IconBox>
                  <Icon id={benefit.icon} />
                </IconBox>
              }
              title={t(benefit.titleKey)}
              body={
                <>
                  {t(benefit.bodyKey)}
                  <SampleMarks textKeys={[benefit.titleKey, benefit.bodyKey]} />
                </>
              }
            />
          ))}
        </CardList>
      </PageSection>

      <PageSection
        titleId="comparison-title"
        title={t('why-ai:comparison.title')}
        // The visible caption repeats the table's own (screen-reader) caption, so it is hidden from screen readers.
        intro={<span aria-hidden="true">{t('why-ai:comparison.caption')}</span>}
        tinted
      >
        <div className={classes.tableScroll} role="region" aria-label={t('why-ai:comparison.scrollLabel')} tabIndex={0}>
          <table className={classes.table} data-testid="why-ai-comparison">
            <caption className="sr-only">{t('why-ai:comparison.caption')}</caption>
            <TableHead
              columns={[
                { id: 'task', label: t('why-ai:comparison.task') },
                { id: 'traditional', label: t('why-ai:comparison.traditional') },
                { id: 'ai', label: t('why-ai:comparison.ai'), className: classes.aiHead },
              ]}
            />
            <tbody>
              {WHY_AI_COMPARISON.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{t(row.taskKey)}</th>
                  <td>{t(row.traditionalKey)}</td>
                  <td className={classes.aiCell}>{t(row.aiKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>

      <PageSection titleId="metrics-title" title={t('why-ai:metrics.title')}>
        <CardList cols={{ base: 1, sm: 3 }} spacing={20}>
          {WHY_AI_METRICS.map((metric) => (
            <li key={metric.id} className={classes.metric} data-testid="why-ai-metric">
              <p className={cx(statFigure, classes.metricValue)}>{format.percent(metric.value)}</p>
              <p className={classes.metricLabel}>{t(metric.labelKey)}</p>
              <p className={classes.metricDetail}>{t(metric.detailKey)}</p>
            </li>
          ))}
        </CardList>
        <p className={classes.source}>
          <SampleMark kind="survey" /> {t('why-ai:metrics.source')}
        </p>
      </PageSection>

      <PageSignUpBanner ns="why-ai" secondary={{ to: '/{-$locale}/pricing', label: t('why-ai:cta.pricing') }} />
    </>
  )
}
