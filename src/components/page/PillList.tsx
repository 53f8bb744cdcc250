import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { cx } from '../ui/spacing'
import { Pill, type PillTone } from './Pill'
import classes from './pill-list.module.css'

/** The wrapping-row layout of a list of pills (also LinkList's pill rows). */
export const pillListClass = classes.list

/**
 * A `ul` of pills in a wrapping row, 8 px apart (a use sets its margin through `--cs-pill-list-margin`).
 * `items` draws one pill per label (`outline` unless `tone` says otherwise: a hero's facts, a tool's
 * badges), each label once; or pass the `li`s yourself (a `Pill as="li"`, or a `li` around a linked Pill).
 */
export function PillList({
  items,
  tone = 'outline',
  className,
  children,
  ...rest
}: Omit<ComponentPropsWithoutRef<'ul'>, 'children'> &
  ({ items: readonly string[]; tone?: PillTone; children?: never } | { items?: never; tone?: never; children: ReactNode })) {
  return (
    <ul {...rest} className={cx(classes.list, className)}>
      {items
        ? items.map((item) => (
            <Pill as="li" tone={tone} key={item}>
              {item}
            </Pill>
          ))
        : children}
    </ul>
  )
}
