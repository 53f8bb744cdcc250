import type { IconId } from '../../../content/icons'
import { AppIcon } from '../../icons/AppIcon'
import { RotatingPrompt, type PromptRotation } from '../../rotating-prompt/RotatingPrompt'
import { island } from '../../../islands/island'
import classes from './mock.module.css'

/** The hero's sample prompts, translated by the page: the question the mock-up window answers. */
export type HeroPromptProps = PromptRotation & {
  /** Types each prompt out before it rests (otherwise whole prompts fade). */
  typing: boolean
  /** Tiles above the prompt (the hiring page's four modes). */
  tiles?: { id: string; icon: IconId; label: string }[]
  /** Hides the panel on phones (the hiring page). */
  hideOnSmallScreens?: boolean
}

/**
 * The mock-up window's input line: the rotating sample prompts (with their own accessible list and pause
 * button) and, on one page, a row of tiles. It is part of the window's code, so it hydrates with the
 * window, after first paint (see heroMock).
 */
export function HeroPrompt({ tiles, hideOnSmallScreens, prompts, intervalMs, typing, ...labels }: HeroPromptProps) {
  return (
    <div className={classes.prompt} data-hide-small={hideOnSmallScreens || undefined} data-testid="hero-panel">
      {tiles && (
        <ul className={classes.promptTiles}>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <AppIcon id={tile.icon} size={18} />
              {tile.label}
            </li>
          ))}
        </ul>
      )}
      <RotatingPrompt prompts={prompts} intervalMs={intervalMs} typing={typing} reserveLongest {...labels} />
    </div>
  )
}

/** The prompt as an island: the first screen's one interactive part of a tool page, hydrated once the page has loaded. */
export const HeroPromptIsland = island('hero-prompt', HeroPrompt, { when: 'idle' })
