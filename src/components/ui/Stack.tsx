import type { HTMLAttributes } from 'react'
import { cx, spacing, type Spacing } from './spacing'
import classes from './ui.module.css'

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  gap?: Spacing
  align?: 'stretch' | 'center' | 'flex-start' | 'flex-end'
}

/** A vertical flex column. */
export function Stack({ gap = 'md', align = 'stretch', className, style, ...rest }: StackProps) {
  return <div {...rest} className={cx(classes.stack, className)} style={{ gap: spacing(gap), alignItems: align, ...style }} />
}
