import type { ReactNode } from 'react'
import type { Formats } from '../../../lib/format'
import { BrowserWindow } from '../../page/BrowserWindow'
import { HeroPromptIsland, type HeroPromptProps } from './HeroPrompt'
import classes from './mock.module.css'

/** What the tool page gives its mock-up: the window's title and prompt (the hero's rotating prompt), and the formats. */
export type ToolMockProps = { frame: { id: string; title: string; prompt: HeroPromptProps }; f: Formats }

/**
 * The one frame of the nine tool heroes' mock-ups: a browser window with the tool's sample prompt (the
 * hero's rotating prompt: the question the window answers) and, under it, what the tool returns,
 * drawn in HTML and CSS from the tool's sample data. The drawing repeats the page, so it is hidden from
 * assistive tech; `description` says in one sentence what it shows. The prompt keeps its own
 * accessible list and pause button. `promptAt="end"` puts the prompt under the answer, as a chat's
 * input (the chat assistant). Below 62em the answer is cropped to the first lines, faded out.
 */
export function HeroMockup({
  frame,
  description,
  promptAt = 'start',
  children,
}: {
  frame: ToolMockProps['frame']
  description: string
  promptAt?: 'start' | 'end'
  children: ReactNode
}) {
  return (
    <BrowserWindow id={frame.id} title={frame.title} className={classes.window} bodyClassName={classes.body} data-testid="hero-mockup">
      {promptAt === 'start' && <HeroPromptIsland {...frame.prompt} />}
      <div className={classes.output} aria-hidden="true" data-testid="hero-mockup-output">
        {children}
      </div>
      {promptAt === 'end' && <HeroPromptIsland {...frame.prompt} />}
      <p className="sr-only">{description}</p>
    </BrowserWindow>
  )
}
