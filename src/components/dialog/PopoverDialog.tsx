import type { ReactNode } from 'react'
import { AppIcon } from '../icons/AppIcon'
import classes from './popover-dialog.module.css'

/**
 * A dialog that the HTML opens: a native popover, in the page from the build, opened by any button that names it
 * (`popoverTarget={id}`) the moment that button is painted, with scripts or without. It takes the focus when it opens
 * (`autofocus` on itself, so a screen reader reads its title), Escape or a tap outside closes it, and the browser puts
 * the focus back on the button. Scripts only add to it (an example's address, the copy button).
 */
export function PopoverDialog({
  id,
  title,
  closeLabel,
  size = 'lg',
  testId,
  className,
  children,
  ...data
}: {
  id: string
  title: string
  closeLabel: string
  size?: 'md' | 'lg'
  testId?: string
  className?: string
  children: ReactNode
} & { [data: `data-${string}`]: string | undefined }) {
  const titleId = `${id}-title`
  return (
    <div
      popover="auto"
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      autoFocus
      className={className ? `${classes.dialog} ${className}` : classes.dialog}
      data-size={size}
      data-testid={testId}
      {...data}
    >
      <div className={classes.head}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        <button type="button" popoverTarget={id} popoverTargetAction="hide" className={classes.close} aria-label={closeLabel}>
          <AppIcon id="close" size={20} />
        </button>
      </div>
      {children}
    </div>
  )
}
