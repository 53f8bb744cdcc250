import { useTranslation } from 'react-i18next'
import { APPLICANT, applicantScores, EVIDENCE } from '../../../content/tools/ai-hiring-mock'
import { JobPost, ScoreMeters } from '../mock/AiHiringMock'
import { MockShot, TonePill } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

const SCORES = applicantScores()
const KIND = {
  strength: 'tools.ai-hiring:featureShots.evidence.strength',
  concern: 'tools.ai-hiring:featureShots.evidence.concern',
} as const

/** The hero's job post and applicant review, feature by feature: the post, the scores, the quoted evidence. */
export function AiHiringShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const outOf10 = (score: number) => t('tools.ai-hiring:mock.outOf10', { score: f.number(score, 1) })
  if (feature === 'job-posts') {
    return (
      <MockShot title={t('tools.ai-hiring:mock.job.title')}>
        <JobPost f={f} duties={2} />
      </MockShot>
    )
  }
  if (feature === 'scoring') {
    return (
      <MockShot title={t('tools.ai-hiring:mock.review.label')}>
        <p className={classes.row}>
          <strong>{APPLICANT.name}</strong>
          <strong className={classes.title}>{outOf10(SCORES.overall)}</strong>
          <TonePill>{t('tools.ai-hiring:mock.review.recommendation')}</TonePill>
        </p>
        <ScoreMeters f={f} />
      </MockShot>
    )
  }
  if (feature === 'evidence') {
    return (
      <MockShot title={APPLICANT.name}>
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
      </MockShot>
    )
  }
  return null
}
