import type { ReactNode } from 'react'
import classes from './FacebookLandingPage.module.css'

/**
 * A browser-window frame around a mock screen. The figure's caption says it is an illustration;
 * the window bar is decoration only (hidden from assistive tech), the screen inside is real text.
 */
export function WindowFrame({ title, caption, testId, children }: { title: string; caption: string; testId: string; children: ReactNode }) {
  return (
    <figure className={classes.figure} data-testid={testId}>
      <div className={classes.window}>
        <div className={classes.windowBar} aria-hidden="true">
          <span className={classes.windowDots}>
            <span />
            <span />
            <span />
          </span>
          <span className={classes.windowTitle}>{title}</span>
        </div>
        <div className={classes.windowBody}>{children}</div>
      </div>
      <figcaption className={classes.caption}>{caption}</figcaption>
    </figure>
  )
}
