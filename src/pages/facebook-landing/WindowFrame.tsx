import type { ReactNode } from 'react'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import classes from './FacebookLandingPage.module.css'

/**
 * A browser-window frame around a mock screen. The figure's caption says it is an illustration;
 * the window bar is decoration only (hidden from assistive tech), the screen inside is real text.
 */
export function WindowFrame({ title, caption, testId, children }: { title: string; caption: string; testId: string; children: ReactNode }) {
  return (
    <figure className={classes.figure} data-testid={testId}>
      <BrowserWindow title={title} bodyClassName={classes.windowBody}>
        {children}
      </BrowserWindow>
      <figcaption className={classes.caption}>{caption}</figcaption>
    </figure>
  )
}
