import type { CSSProperties, HTMLAttributes } from 'react'
import { cx } from './spacing'
import classes from './ui.module.css'

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'
}

/** Centred content column of the theme's container widths. */
export function Container({ size = 'md', className, style, ...rest }: ContainerProps) {
  return (
    <div
      {...rest}
      className={cx(classes.container, className)}
      style={{ '--container-size': `var(--container-size-${size})`, ...style } as CSSProperties}
    />
  )
}
