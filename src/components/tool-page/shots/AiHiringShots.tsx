import { APPLICANT, applicantScores, EVIDENCE } from '../../../content/tools/ai-hiring-mock'
import { JobPost, ScoreMeters } from '../mock/AiHiringMock'
import { TonePill } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import { defineShots } from './define-shots'

const SCORES = applicantScores()
const KIND = {
  strength: 'tools.ai-hiring:featureShots.evidence.strength',
  concern: 'tools.ai-hiring:featureShots.evidence.concern',
} as const

/** The hero's job post and applicant review, feature by feature: the post, the scores, the quoted evidence. */
export const AiHiringShots = defineShots({
  'job-posts': ({ t, f }) => ({ title: t('tools.ai-hiring:mock.job.title'), body: <JobPost f={f} duties={2} /> }),
  scoring: ({ t, f }) => ({
    title: t('tools.ai-hiring:mock.review.label'),
    body: (
      <>
        <p className={classes.row}>
          <strong>{t(APPLICANT.nameKey)}</strong>
          <strong className={classes.title}>{t('tools.ai-hiring:mock.outOf10', { score: f.number(SCORES.overall, 1) })}</strong>
          <TonePill>{t('tools.ai-hiring:mock.review.recommendation')}</TonePill>
        </p>
        <ScoreMeters f={f} />
      </>
    ),
  }),
  evidence: ({ t }) => ({
    title: t(APPLICANT.nameKey),
    body: (
      <ul className={classes.list}>
        {EVIDENCE.map((item) => (
          <li key={item.id}>
            <span>
              <strong>{t(item.pointKey)}</strong>
              <small>{t(item.quoteKey)}</small>
            </span>
            <TonePill tone={item.kind === 'strength' ? 'ok' : 'warn'}>{t(KIND[item.kind])}</TonePill>
          </li>
        ))}
      </ul>
    ),
  }),
})
