import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { Checklist } from '../../components/page'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import { AnswerBubble } from '../../components/page/ChatBubble'
import { RotatingPrompt } from '../../components/rotating-prompt/RotatingPrompt'
import { HERO_MOCK_VALUES, HERO_PROMPT_INTERVAL_MS, HERO_PROMPT_TOOLS, HERO_PROMPTS } from '../../content/home'
import { toolCard } from '../../content/tool-cards'
import classes from './HomePage.module.css'

/**
 * The hero's product window: its input line is the rotating sample prompt (the question, with its own
 * accessible list and pause button), and under it the answer of the tool that prompt is for. The first
 * prompt (the pre-rendered one, and the only one under reduced motion) is AI Pricing's worked example with
 * its figures; the others show the tool that answers them and what it returns (the tool card's words). Both
 * answers share one grid cell, so the window keeps the taller one's height whichever is shown. The answer
 * repeats the page, so it is hidden from assistive tech.
 */
export function HeroMock() {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const tool = toolCard(HERO_PROMPT_TOOLS[index] ?? HERO_PROMPT_TOOLS[0]!)
  const priced = index === 0
  return (
    <BrowserWindow title={t(tool.nameKey)} className={classes.mock} bodyClassName={classes.mockBody} data-testid="home-hero-mock">
      <RotatingPrompt
        prompts={HERO_PROMPTS.map((key) => t(key))}
        intervalMs={HERO_PROMPT_INTERVAL_MS}
        label={t('home:hero.prompt.label')}
        listLabel={t('home:hero.prompt.listLabel')}
        pauseLabel={t('home:hero.prompt.pause')}
        playLabel={t('home:hero.prompt.play')}
        reserveLongest
        onIndexChange={setIndex}
      />
      <div className={classes.mockAnswers} aria-hidden="true" data-testid="home-hero-answer" data-tool={tool.id}>
        <AnswerBubble className={classes.mockAnswer} data-shown={priced || undefined}>
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
        <AnswerBubble className={classes.mockAnswer} data-shown={!priced || undefined}>
          <span className={classes.mockAnswerTitle}>
            <AppIcon id={tool.icon} size={18} />
            {t(tool.nameKey)}
          </span>
          <Checklist className={classes.mockChecks} itemKeys={tool.benefitKeys.slice(0, 3)} />
        </AnswerBubble>
      </div>
    </BrowserWindow>
  )
}
