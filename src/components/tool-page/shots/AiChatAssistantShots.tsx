import { RENEWAL, renewalAnswer } from '../../../content/tools/ai-chat-assistant-mock'
import { AnswerBubble, PromptBubble } from '../../page/ChatBubble'
import { TonePill } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import { defineShots, type ShotContext } from './define-shots'

const ANSWER = renewalAnswer()

/** A clause's source (section and page) as a pill. */
function cite({ t }: ShotContext, clause: { section: string; page: number }) {
  return <TonePill tone="plain">{t('tools.ai-chat-assistant:mock.source', clause)}</TonePill>
}

/** The hero's cited answer about the Riverside Plaza contract, feature by feature: the answer, a cited fact, the clauses found. */
export const AiChatAssistantShots = defineShots({
  answers: ({ t, f }) => ({
    title: t('tools.ai-chat-assistant:mock.title'),
    body: (
      <>
        <PromptBubble>{t('tools.ai-chat-assistant:prompts.contract')}</PromptBubble>
        <AnswerBubble>
          {t('tools.ai-chat-assistant:mock.notice', {
            days: RENEWAL.noticeDays,
            renewal: f.longDate(RENEWAL.renewsOn),
            deadline: f.longDate(ANSWER.noticeBy),
          })}
        </AnswerBubble>
      </>
    ),
  }),
  citations: (context) => ({
    title: context.t('tools.ai-chat-assistant:mock.title'),
    body: (
      <AnswerBubble>
        {context.t('tools.ai-chat-assistant:mock.price', {
          cap: context.f.percent(RENEWAL.cap),
          cpi: context.f.percent(RENEWAL.cpi),
          current: context.f.usd(RENEWAL.monthly, 0),
          next: context.f.usd(ANSWER.newMonthly, 0),
        })}{' '}
        {cite(context, RENEWAL.capClause)}
      </AnswerBubble>
    ),
  }),
  search: (context) => ({
    title: context.t('tools.ai-chat-assistant:mock.documents'),
    body: (
      <ul className={classes.list}>
        {[
          { id: 'notice', labelKey: 'tools.ai-chat-assistant:featureShots.search.notice', clause: RENEWAL.noticeClause },
          { id: 'cap', labelKey: 'tools.ai-chat-assistant:featureShots.search.cap', clause: RENEWAL.capClause },
        ].map(({ id, labelKey, clause }) => (
          <li key={id}>
            <span>
              <strong>{context.t(labelKey)}</strong>
              <small>{context.t('tools.ai-chat-assistant:mock.title')}</small>
            </span>
            {cite(context, clause)}
          </li>
        ))}
      </ul>
    ),
  }),
})
