import type { HTMLAttributes } from 'react'
import { cx } from '../ui/spacing'
import classes from './pill-list.module.css'

/** A `ul` of pills (`Pill as="li"`, or a `li` around a linked Pill) in a wrapping row, 8 px apart. */
export function PillList({ className, ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul {...rest} className={cx(classes.list, className)} />
}
