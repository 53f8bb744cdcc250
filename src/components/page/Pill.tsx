import type { ComponentPropsWithoutRef, ElementType } from 'react'
import { cx } from '../ui/spacing'
import classes from './pill.module.css'

export type PillTone = 'tint' | 'solid' | 'outline' | 'sample'

/**
 * The site's pill, a small rounded tag: pale green with green text (`tint`), white on green (`solid`),
 * white with a pale green outline (`outline`) or a dashed green one (`sample`, for example data). A `span`
 * unless `as` says otherwise (a `p`, a `li`, a link). A page's class sets its size or colours through the
 * `--cs-pill-*` properties (pill.module.css lists them) and adds only what is its own (a margin, a gap).
 */
export function Pill<T extends ElementType = 'span'>({
  as,
  tone = 'tint',
  className,
  ...rest
}: { as?: T; tone?: PillTone; className?: string } & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className'>) {
  const Tag: ElementType = as ?? 'span'
  return <Tag {...rest} className={cx(classes.pill, className)} data-tone={tone === 'tint' ? undefined : tone} />
}
