import type { HTMLAttributes, Ref } from 'react'
import { cx, marginStyle, type MarginProps } from './spacing'
import classes from './ui.module.css'

type Level = 1 | 2 | 3 | 4 | 5 | 6

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement>, MarginProps {
  /** The heading level (h1-h6). */
  order?: Level
  /** Look like another level (`size="h3"` on an h2). */
  size?: `h${Level}`
  ta?: 'left' | 'center' | 'right'
  ref?: Ref<HTMLHeadingElement>
}

/** A heading in the theme's type scale (Mantine's Title, without the runtime). */
export function Title({ order = 1, size, ta, mt, mb, className, style, ...rest }: TitleProps) {
  const Tag = `h${order}` as const
  return (
    <Tag
      {...rest}
      className={cx(classes.title, classes[size ?? `h${order}`], className)}
      style={marginStyle({ mt, mb }, ta ? { textAlign: ta, ...style } : style)}
    />
  )
}
