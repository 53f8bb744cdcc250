import { useTranslation } from 'react-i18next'
import { RENEWAL, renewalAnswer } from '../../../content/tools/ai-chat-assistant-mock'
import { AnswerBubble, PromptBubble } from '../../page/ChatBubble'
import { MockShot, TonePill } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

const ANSWER = renewalAnswer()

/** The hero's cited answer about the Riverside Plaza contract, feature by feature: the answer, a cited fact, the clauses found. */
export function AiChatAssistantShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const cite = (clause: { section: string; page: number }) => (
    <TonePill tone="plain">{t('tools.ai-chat-assistant:mock.source', clause)}</TonePill>
  )
  const notice = t('tools.ai-chat-assistant:mock.notice', {
    days: RENEWAL.noticeDays,
    renewal: f.date(RENEWAL.renewsOn),
    deadline: f.date(ANSWER.noticeBy),
  })
  const price = t('tools.ai-chat-assistant:mock.price', {
    cap: f.percent(RENEWAL.cap),
    cpi: f.percent(RENEWAL.cpi),
    current: f.usd(RENEWAL.monthly, 0),
    next: f.usd(ANSWER.newMonthly, 0),
  })
  if (feature === 'answers') {
    return (
      <MockShot title={t('tools.ai-chat-assistant:mock.title')}>
        <PromptBubble>{t('tools.ai-chat-assistant:prompts.contract')}</PromptBubble>
        <AnswerBubble>{notice}</AnswerBubble>
      </MockShot>
    )
  }
  if (feature === 'citations') {
    return (
      <MockShot title={t('tools.ai-chat-assistant:mock.title')}>
        <AnswerBubble>
          {price} {cite(RENEWAL.capClause)}
        </AnswerBubble>
      </MockShot>
    )
  }
  if (feature === 'search') {
    return (
      <MockShot title={t('tools.ai-chat-assistant:mock.documents')}>
        <ul className={classes.list}>
          {[
            { id: 'notice', labelKey: 'tools.ai-chat-assistant:featureShots.search.notice', clause: RENEWAL.noticeClause },
            { id: 'cap', labelKey: 'tools.ai-chat-assistant:featureShots.search.cap', clause: RENEWAL.capClause },
          ].map(({ id, labelKey, clause }) => (
            <li key={id}>
              <span>
                <strong>{t(labelKey)}</strong>
                <small>{t('tools.ai-chat-assistant:mock.title')}</small>
              </span>
              {cite(clause)}
            </li>
          ))}
        </ul>
      </MockShot>
    )
  }
  return null
}
