import type { ElementType, HTMLAttributes, ReactNode } from 'react'
import { AppIcon, type IconId } from '../icons/AppIcon'
import { SimpleGrid, type SimpleGridProps } from '../ui/SimpleGrid'
import { cx } from '../ui/spacing'
import classes from './page.module.css'

/** A grid of cards as a list (`ul`, no bullets): screen readers announce how many there are. */
export function CardList({ className, spacing = 'lg', ...rest }: Omit<SimpleGridProps, 'component'>) {
  return <SimpleGrid {...rest} spacing={spacing} component="ul" className={cx(classes.list, className)} />
}

/** The site's card surface: white, the border token, 16 px corners, 24 px padding. A list item unless `as` says otherwise. */
export function Card({ as: Tag = 'li', className, ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType }) {
  return <Tag {...rest} className={cx(classes.card, className)} />
}

/** The number of a step in a numbered list of cards (a green disc, 36 px; a page may set `--cs-step-size`, `--cs-step-gap`). */
export function StepNumber({ n, className }: { n: number; className?: string }) {
  return (
    <span className={cx(classes.stepNumber, className)} aria-hidden="true">
      {n}
    </span>
  )
}

/**
 * The tinted square an icon sits in at the top of a card (44 px; `sm` 40 px; `solid` is white on brand green).
 * It draws the shared icon `id`, or a page's own glyph passed as `children`. A page that needs another
 * square size sets `--cs-icon-box` (and `--cs-icon-box-radius`) in its `className`.
 */
export function IconBox({
  id,
  children,
  size = 'md',
  tone = 'tint',
  iconSize,
  className,
}: {
  size?: 'md' | 'sm'
  tone?: 'tint' | 'solid'
  /** The glyph's size in px (24 unless set). */
  iconSize?: number
  className?: string
} & ({ id: IconId; children?: never } | { id?: never; children: ReactNode })) {
  return (
    <span
      className={cx(classes.iconBox, className)}
      data-size={size === 'md' ? undefined : size}
      data-tone={tone === 'tint' ? undefined : tone}
    >
      {id ? <AppIcon id={id} size={iconSize} /> : children}
    </span>
  )
}
