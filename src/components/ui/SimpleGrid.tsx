import type { CSSProperties, ElementType, HTMLAttributes } from 'react'
import { cx, marginStyle, spacing, type Breakpoint, type MarginProps, type Spacing } from './spacing'
import classes from './ui.module.css'

type Columns = number | Partial<Record<Breakpoint, number>>

export interface SimpleGridProps extends HTMLAttributes<HTMLElement>, MarginProps {
  /** Columns, per breakpoint from `base` up (`{ base: 1, sm: 2, md: 3 }`). */
  cols?: Columns
  spacing?: Spacing
  component?: ElementType
}

/** Equal columns that change at breakpoints, in CSS only (the pre-rendered HTML is the layout). */
export function SimpleGrid({ cols = 1, spacing: gap = 'md', component: Tag = 'div', mt, mb, className, style, ...rest }: SimpleGridProps) {
  const perBreakpoint = typeof cols === 'number' ? { base: cols } : cols
  const vars: Record<string, string | number> = { '--grid-gap': spacing(gap) }
  for (const [breakpoint, count] of Object.entries(perBreakpoint)) vars[`--cols-${breakpoint}`] = count
  return <Tag {...rest} className={cx(classes.grid, className)} style={marginStyle({ mt, mb }, { ...(vars as CSSProperties), ...style })} />
}
