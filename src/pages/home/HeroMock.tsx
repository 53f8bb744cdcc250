import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import { AnswerBubble, PromptBubble } from '../../components/page/ChatBubble'
import { HERO_MOCK_VALUES } from '../../content/home'
import classes from './HomePage.module.css'

/** A mock of the AI Pricing answer screen, drawn in HTML/CSS (illustration only, hidden from assistive tech). */
export function HeroMock() {
  const { t } = useTranslation()
  return (
    <BrowserWindow title={t('home:hero.mock.window')} className={classes.mock} bodyClassName={classes.mockBody} aria-hidden="true">
      <PromptBubble className={classes.mockQuestion}>{t('home:hero.mock.question')}</PromptBubble>
      <AnswerBubble>
        <span className={classes.mockAnswerTitle}>
          <AppIcon id="sparkles" size={18} />
          {t('home:hero.mock.answerTitle')}
        </span>
        <dl className={classes.mockFigures}>
          <div>
            <dt>{t('home:hero.mock.perVisit')}</dt>
            <dd>{t('home:hero.mock.perVisitValue', HERO_MOCK_VALUES)}</dd>
          </div>
          <div>
            <dt>{t('home:hero.mock.monthly')}</dt>
            <dd>{t('home:hero.mock.monthlyValue', HERO_MOCK_VALUES)}</dd>
          </div>
          <div>
            <dt>{t('home:hero.mock.hourly')}</dt>
            <dd>{t('home:hero.mock.hourlyValue', HERO_MOCK_VALUES)}</dd>
          </div>
        </dl>
        <div className={classes.mockBars}>
          <span style={{ width: '62%' }} />
          <span style={{ width: '24%' }} />
          <span style={{ width: '14%' }} />
        </div>
        <p className={classes.mockSource}>
          <AppIcon id="fileSearch" size={16} />
          {t('home:hero.mock.source')}
        </p>
      </AnswerBubble>
    </BrowserWindow>
  )
}
