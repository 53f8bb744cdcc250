import { useEffect, useState, type FocusEvent } from 'react'
import { AppIcon } from '../icons/AppIcon'
import { IconBox } from '../page/cards'
import classes from './RotatingPrompt.module.css'
import { usePrefersReducedMotion, useRotation } from './useRotation'

/** The translated prompts and labels of a rotation (what a hero island gets from its page to pass on). */
export type PromptRotation = {
  /** Translated sample prompts. */
  prompts: string[]
  intervalMs: number
  /** Visible caption, e.g. 'Try asking'. */
  label: string
  /** Accessible name of the full list that screen readers get instead of the changing line. */
  listLabel: string
  pauseLabel: string
  playLabel: string
}

type Props = Omit<PromptRotation, 'prompts'> & {
  prompts: readonly string[]
  className?: string
  /** Type each prompt out character by character (the first one is shown whole, as pre-rendered). */
  typing?: boolean
  /**
   * Hold the height of the longest prompt (each one laid out, unseen, in the line's place), so that no
   * prompt at any width moves what is below the panel (the tool pages' mock-ups).
   */
  reserveLongest?: boolean
  /** Told the shown prompt's index when it changes (home's mock-up shows the answer to the prompt on screen). */
  onIndexChange?: (index: number) => void
}

/** How many characters of `text` to show: grows from 0 while `active`, the whole text otherwise. */
function useTypedLength(text: string, active: boolean, durationMs: number): number {
  const [shown, setShown] = useState<{ text: string; length: number } | null>(null)
  useEffect(() => {
    if (!active) return
    const step = Math.max(12, Math.min(40, durationMs / Math.max(text.length, 1)))
    // The length follows elapsed time, not the tick count, so a busy main thread cannot leave a prompt half typed.
    const start = performance.now()
    const id = window.setInterval(() => {
      const length = Math.min(text.length, Math.floor((performance.now() - start) / step) + 1)
      setShown({ text, length })
      if (length >= text.length) window.clearInterval(id)
    }, step)
    return () => window.clearInterval(id)
  }, [text, active, durationMs])
  if (!active) return text.length
  return shown?.text === text ? shown.length : 0
}

/**
 * A sample-prompt line that rotates on a timer and wraps. It pauses while hovered or focused, has a
 * pause/play button, and does not start by itself under prefers-reduced-motion. Screen readers get
 * the whole list once instead of an announcement per change (the rotating line is aria-hidden).
 */
export function RotatingPrompt({
  prompts,
  intervalMs,
  label,
  listLabel,
  pauseLabel,
  playLabel,
  className,
  typing = false,
  reserveLongest = false,
  onIndexChange,
}: Props) {
  const reducedMotion = usePrefersReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  /** An explicit choice by the pause/play button wins over hover, focus and reduced motion. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const paused = userPaused ?? (hovered || focused || reducedMotion)
  const index = useRotation(prompts.length, intervalMs, paused)
  const prompt = prompts[index] ?? ''
  useEffect(() => onIndexChange?.(index), [index, onIndexChange])
  // Typing starts with the first rotation (the pre-rendered prompt stays whole) and never runs while paused.
  const [rotated, setRotated] = useState(false)
  if (index > 0 && !rotated) setRotated(true)
  const typed = useTypedLength(prompt, typing && rotated && !paused, intervalMs / 2)

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const line = typing ? (
    <p
      className={`${classes.text} ${classes.typing}`}
      aria-hidden="true"
      data-testid="rotating-prompt-text"
      data-typing={typed < prompt.length || undefined}
    >
      {prompt.slice(0, typed)}
      <span className={classes.caret} />
    </p>
  ) : (
    <p key={index} className={classes.text} aria-hidden="true" data-testid="rotating-prompt-text">
      {prompt}
    </p>
  )

  return (
    <div
      className={`${classes.panel} ${className ?? ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid="rotating-prompt"
      data-paused={paused || undefined}
    >
      <IconBox id="sparkles" iconSize={22} tone="solid" className={classes.icon} />
      <div className={classes.body}>
        <span className={classes.label}>{label}</span>
        {reserveLongest ? (
          <div className={classes.stack}>
            {prompts.map((text) => (
              <span key={text} className={`${classes.text} ${classes.sizer}`} aria-hidden="true">
                {text}
                {typing && <span className={classes.caret} />}
              </span>
            ))}
            {line}
          </div>
        ) : (
          line
        )}
        <ul className="sr-only" aria-label={listLabel}>
          {prompts.map((prompt) => (
            <li key={prompt}>{prompt}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={classes.toggle}
        onClick={() => setUserPaused(!paused)}
        aria-label={paused ? playLabel : pauseLabel}
        data-testid="rotating-prompt-toggle"
      >
        <AppIcon id={paused ? 'play' : 'pause'} size={20} />
      </button>
    </div>
  )
}
