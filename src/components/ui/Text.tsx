import type { CSSProperties, ElementType, HTMLAttributes } from 'react'
import { cx, marginStyle, type MarginProps } from './spacing'
import classes from './ui.module.css'

export interface TextProps extends HTMLAttributes<HTMLElement>, MarginProps {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'
  /** `dimmed` for secondary text. */
  c?: 'dimmed'
  ta?: 'left' | 'center' | 'right'
  component?: ElementType
}

/** A paragraph in the theme's text scale (Mantine's Text, without the runtime). */
export function Text({ size = 'md', c, ta, mt, mb, component: Tag = 'p', className, style, ...rest }: TextProps) {
  return (
    <Tag
      {...rest}
      className={cx(classes.text, c === 'dimmed' && classes.dimmed, className)}
      style={marginStyle({ mt, mb }, {
        '--text-fz': `var(--mantine-font-size-${size})`,
        '--text-lh': `var(--mantine-line-height-${size})`,
        ...(ta ? { textAlign: ta } : null),
        ...style,
      } as CSSProperties)}
    />
  )
}
