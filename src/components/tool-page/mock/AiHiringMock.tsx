import { useTranslation } from 'react-i18next'
import { APPLICANT, applicantScores, JOB_POST } from '../../../content/tools/ai-hiring-mock'
import { Checklist } from '../../page'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockBar, MockHead, TonePill } from './MockParts'
import classes from './mock.module.css'

const SCORES = applicantScores()

/** The job post's pay range, schedule and duties (all in the hero, the first two in the job-posts shot). */
export function JobPost({ f, duties }: Pick<ToolMockProps, 'f'> & { duties?: number }) {
  const { t } = useTranslation()
  return (
    <>
      <p>
        <strong className={classes.title}>
          {t('tools.ai-hiring:mock.job.pay', { min: f.usd(JOB_POST.payMin), max: f.usd(JOB_POST.payMax) })}
        </strong>
        <small>{t('tools.ai-hiring:mock.job.schedule')}</small>
      </p>
      <Checklist itemKeys={JOB_POST.dutyKeys.slice(0, duties)} />
    </>
  )
}

/**
 * The applicant's position fit and experience match, each a score out of 10 over its bar and the resume line it
 * quotes (the page promises every score its evidence; the hero's and the scoring shot's).
 */
export function ScoreMeters({ f }: Pick<ToolMockProps, 'f'>) {
  const { t } = useTranslation()
  const outOf10 = (score: number) => t('tools.ai-hiring:mock.outOf10', { score: f.number(score, 1) })
  return (
    <>
      <p className={classes.meter}>
        {t('tools.ai-hiring:mock.review.fit', { score: outOf10(SCORES.fit) })}
        <MockBar share={SCORES.fit / 10} />
        <small>{t('tools.ai-hiring:mock.review.fitQuote')}</small>
      </p>
      <p className={classes.meter}>
        {t('tools.ai-hiring:mock.review.experience', { score: outOf10(SCORES.experience) })}
        <MockBar share={SCORES.experience / 10} />
        <small>{t('tools.ai-hiring:mock.review.experienceQuote')}</small>
      </p>
    </>
  )
}

/**
 * The night cleaner job post and one applicant's review against it: overall score, position fit, experience
 * match. The review comes first: on a phone, where the mock-up is cropped, the score is what shows.
 */
export function AiHiringMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  const outOf10 = (score: number) => t('tools.ai-hiring:mock.outOf10', { score: f.number(score, 1) })
  return (
    <HeroMockup
      frame={frame}
      description={t('tools.ai-hiring:mock.description', {
        min: f.usd(JOB_POST.payMin, 0),
        max: f.usd(JOB_POST.payMax, 0),
        score: f.number(SCORES.overall, 1),
      })}
    >
      <MockHead title={t('tools.ai-hiring:mock.job.title')} meta={t('tools.ai-hiring:mock.job.meta', { hours: JOB_POST.hoursPerWeek })} />
      <div className={classes.split}>
        <div className={classes.panel}>
          <p className={classes.label}>{t('tools.ai-hiring:mock.review.label')}</p>
          <p>
            <strong>{t(APPLICANT.nameKey)}</strong>
            <small>{t('tools.ai-hiring:mock.review.source')}</small>
          </p>
          <p className={classes.row}>
            <strong className={classes.title}>{outOf10(SCORES.overall)}</strong>
            <TonePill>{t('tools.ai-hiring:mock.review.recommendation')}</TonePill>
          </p>
          <ScoreMeters f={f} />
        </div>
        <div className={classes.panel}>
          <p className={classes.label}>{t('tools.ai-hiring:mock.job.label')}</p>
          <JobPost f={f} />
        </div>
      </div>
    </HeroMockup>
  )
}
