import { useState, type FocusEvent } from 'react'
import { AppIcon } from '../icons/AppIcon'
import classes from './RotatingPrompt.module.css'
import { usePrefersReducedMotion, useRotation } from './useRotation'

type Props = {
  /** Translated sample prompts. */
  prompts: readonly string[]
  intervalMs: number
  /** Visible caption, e.g. 'Try asking'. */
  label: string
  /** Accessible name of the full list that screen readers get instead of the changing line. */
  listLabel: string
  pauseLabel: string
  playLabel: string
  className?: string
}

/**
 * A sample-prompt line that rotates on a timer and wraps. It pauses while hovered or focused, has a
 * pause/play button, and does not start by itself under prefers-reduced-motion. Screen readers get
 * the whole list once instead of an announcement per change (the rotating line is aria-hidden).
 */
export function RotatingPrompt({ prompts, intervalMs, label, listLabel, pauseLabel, playLabel, className }: Props) {
  const reducedMotion = usePrefersReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  /** An explicit choice by the pause/play button wins over hover, focus and reduced motion. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const paused = userPaused ?? (hovered || focused || reducedMotion)
  const index = useRotation(prompts.length, intervalMs, paused)

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

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
      <span className={classes.icon}>
        <AppIcon id="sparkles" size={22} />
      </span>
      <div className={classes.body}>
        <span className={classes.label}>{label}</span>
        <p key={index} className={classes.text} aria-hidden="true" data-testid="rotating-prompt-text">
          {prompts[index]}
        </p>
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
