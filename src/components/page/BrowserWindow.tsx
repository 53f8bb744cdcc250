import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from '../ui/spacing'
import classes from './browser-window.module.css'

/**
 * A mock screen in a browser window drawn in CSS: the bar (three dots and the window's `title`) is
 * decoration, hidden from assistive tech; `children` are the screen, in a `div` with `bodyClassName`
 * (its padding is the use's). A use's `className` sets its size and, through `--cs-window-*`, its corners,
 * shadow and bar height.
 */
export function BrowserWindow({
  title,
  bodyClassName,
  className,
  children,
  ...rest
}: { title: ReactNode; bodyClassName?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'title'>) {
  return (
    <div {...rest} className={cx(classes.frame, className)}>
      <div className={classes.bar} aria-hidden="true">
        <span className={classes.dots}>
          <span />
          <span />
          <span />
        </span>
        <span className={classes.title}>{title}</span>
      </div>
      <div className={bodyClassName}>{children}</div>
    </div>
  )
}
