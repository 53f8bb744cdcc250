import type { HTMLAttributes } from 'react'
import { AppIcon } from '../icons/AppIcon'
import { cx } from '../ui/spacing'
import classes from './checklist.module.css'

/**
 * Checklist's list from words already translated (`items`): what an island draws, which has no `t` (see
 * Checklist, which translates its keys and draws this).
 */
export function CheckItems({ items, className, ...rest }: { items: readonly string[] } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...rest} className={cx(classes.list, className)}>
      {items.map((item, index) => (
        <li key={index} className={classes.item}>
          <AppIcon id="check" size={18} className={classes.check} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
