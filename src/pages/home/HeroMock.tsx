import { useState } from 'react'
import { AppIcon, type IconId } from '../../components/icons/AppIcon'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import { CheckItems } from '../../components/page/CheckItems'
import { AnswerBubble } from '../../components/page/ChatBubble'
import { RotatingPrompt, type PromptRotation } from '../../components/rotating-prompt/RotatingPrompt'
import { island } from '../../islands/island'
import classes from './HomePage.module.css'

/** The answer a hero prompt gets: the tool it is for (its id, icon and name) and three of its benefits. */
type HeroAnswer = { tool: string; icon: IconId; name: string; benefits: string[] }

/** Everything the window shows, translated by the page (HomeHero's heroMockProps): an island formats nothing. */
export type HeroMockProps = PromptRotation & {
  /** One per prompt, in the prompts' order. */
  answers: HeroAnswer[]
  /** The first prompt's worked example (AI Pricing's figures). */
  priced: {
    title: string
    figures: { label: string; value: string }[]
    source: string
  }
}

/**
 * The hero's product window: its input line is the rotating sample prompt (the question, with its own
 * accessible list and pause button), and under it the answer of the tool that prompt is for. The first
 * prompt (the pre-rendered one, and the only one under reduced motion) is AI Pricing's worked example with
 * its figures; the others show the tool that answers them and what it returns (the tool card's words). Both
 * answers share one grid cell, so the window keeps the taller one's height whichever is shown. The answer
 * repeats the page, so it is hidden from assistive tech. An island: the prompt's index drives the answer.
 */
export function HeroMock({ prompts, intervalMs, answers, priced, ...labels }: HeroMockProps) {
  const [index, setIndex] = useState(0)
  const answer = answers[index] ?? answers[0]!
  const isPriced = index === 0
  return (
    <BrowserWindow title={answer.name} className={classes.mock} bodyClassName={classes.mockBody} data-testid="home-hero-mock">
      <RotatingPrompt prompts={prompts} intervalMs={intervalMs} reserveLongest onIndexChange={setIndex} {...labels} />
      <div className={classes.mockAnswers} aria-hidden="true" data-testid="home-hero-answer" data-tool={answer.tool}>
        <AnswerBubble className={classes.mockAnswer} data-shown={isPriced || undefined}>
          <span className={classes.mockAnswerTitle}>
            <AppIcon id="sparkles" size={18} />
            {priced.title}
          </span>
          <dl className={classes.mockFigures}>
            {priced.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <div className={classes.mockBars}>
            <span style={{ width: '62%' }} />
            <span style={{ width: '24%' }} />
            <span style={{ width: '14%' }} />
          </div>
          <p className={classes.mockSource}>
            <AppIcon id="fileSearch" size={16} />
            {priced.source}
          </p>
        </AnswerBubble>
        <AnswerBubble className={classes.mockAnswer} data-shown={!isPriced || undefined}>
          <span className={classes.mockAnswerTitle}>
            <AppIcon id={answer.icon} size={18} />
            {answer.name}
          </span>
          <CheckItems className={classes.mockChecks} items={answer.benefits} />
        </AnswerBubble>
      </div>
    </BrowserWindow>
  )
}

/** The window as an island: the first screen's moving part, hydrated once the page has loaded. */
export const HeroMockIsland = island('home-hero-mock', HeroMock, { when: 'idle' })
