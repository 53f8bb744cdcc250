import type { CSSProperties, HTMLAttributes } from 'react'
import { cx, marginStyle, spacing, type MarginProps, type Spacing } from '../ui/spacing'
import grid from './grid.module.css'
import classes from './page.module.css'

/**
 * Up to four cards in a row, as a list (`ul`, no bullets): one column on phones, two from 40em, four from
 * 62em (about us' tool categories, the partner directory). `spacing` and `mt` as in CardList.
 */
export function FourUpList({
  spacing: gap = 'md',
  mt,
  className,
  style,
  ...rest
}: HTMLAttributes<HTMLUListElement> & Pick<MarginProps, 'mt'> & { spacing?: Spacing }) {
  const vars = { '--four-up-gap': spacing(gap) } as CSSProperties
  return <ul {...rest} className={cx(classes.list, grid.fourUp, className)} style={marginStyle({ mt }, { ...vars, ...style })} />
}
