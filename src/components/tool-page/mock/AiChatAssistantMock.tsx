import { useTranslation } from 'react-i18next'
import { RENEWAL, renewalAnswer } from '../../../content/tools/ai-chat-assistant-mock'
import { AnswerBubble, PromptBubble } from '../../page/ChatBubble'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockHead, TonePill } from './MockParts'
import classes from './mock.module.css'

const ANSWER = renewalAnswer()

/** A question about a contract and the answer, each fact with the clause it comes from; the sample prompts are the chat's input. */
export function AiChatAssistantMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  const cite = (clause: { section: string; page: number }) => (
    <TonePill tone="plain">{t('tools.ai-chat-assistant:mock.source', clause)}</TonePill>
  )
  return (
    <HeroMockup
      frame={frame}
      description={t('tools.ai-chat-assistant:mock.description', {
        deadline: f.longDate(ANSWER.noticeBy),
        noticeSection: RENEWAL.noticeClause.section,
        noticePage: RENEWAL.noticeClause.page,
        cap: f.percent(RENEWAL.cap),
        capSection: RENEWAL.capClause.section,
        capPage: RENEWAL.capClause.page,
      })}
      promptAt="end"
    >
      <MockHead title={t('tools.ai-chat-assistant:mock.title')} meta={t('tools.ai-chat-assistant:mock.documents')} />
      <PromptBubble>{t('tools.ai-chat-assistant:prompts.contract')}</PromptBubble>
      <AnswerBubble className={classes.stack}>
        <p>
          {t('tools.ai-chat-assistant:mock.notice', {
            days: RENEWAL.noticeDays,
            renewal: f.longDate(RENEWAL.renewsOn),
            deadline: f.longDate(ANSWER.noticeBy),
          })}{' '}
          {cite(RENEWAL.noticeClause)}
        </p>
        <p>
          {t('tools.ai-chat-assistant:mock.price', {
            cap: f.percent(RENEWAL.cap),
            cpi: f.percent(RENEWAL.cpi),
            current: f.usd(RENEWAL.monthly, 0),
            next: f.usd(ANSWER.newMonthly, 0),
          })}{' '}
          {cite(RENEWAL.capClause)}
        </p>
      </AnswerBubble>
    </HeroMockup>
  )
}
