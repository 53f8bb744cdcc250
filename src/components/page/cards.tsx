import type { ElementType, HTMLAttributes, ReactNode } from 'react'
import { AppIcon, type IconId } from '../icons/AppIcon'
import { SimpleGrid, type SimpleGridProps } from '../ui/SimpleGrid'
import { cx } from '../ui/spacing'
import { Text } from '../ui/Text'
import { Title } from '../ui/Title'
import classes from './page.module.css'

/** A grid of cards as a list (`ul`, no bullets): screen readers announce how many there are. */
export function CardList({ className, spacing = 'lg', ...rest }: Omit<SimpleGridProps, 'component'>) {
  return <SimpleGrid {...rest} spacing={spacing} component="ul" className={cx(classes.list, className)} />
}

/**
 * The site's card surface: white, the border token, 16 px corners, 24 px padding. A list item unless `as` says otherwise.
 * A page that sets its cards closer, or draws another edge, sets `--cs-card-pad` or `--cs-card-border` in its `className`.
 */
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

/** The gaps above an IconCard's title and above its paragraph (Mantine's scale, or px). */
const ICON_CARD_SPACE = {
  sm: { title: 'sm', body: 6 },
  md: { title: 'md', body: 8 },
  // A StepNumber keeps its own gap below it, so the title adds none.
  step: { title: undefined, body: 6 },
} as const

/**
 * A card of one point: its icon (an `IconBox`, or a `StepNumber` with `space="step"`), an H3 in the h4 size,
 * and a paragraph in the muted text colour. `space="sm"` (12 px above the title, 6 px above the paragraph)
 * unless `md` (16 px, 8 px). `leading="loose"` sets the paragraph's line height to 1.6 instead of 1.55
 * (about us, whose text is all 1.6). A page sets another padding through `--cs-card-pad` in its `className`.
 */
export function IconCard({
  icon,
  title,
  body,
  space = 'sm',
  leading = 'normal',
  ...rest
}: {
  icon: ReactNode
  title: ReactNode
  body: ReactNode
  space?: keyof typeof ICON_CARD_SPACE
  leading?: 'normal' | 'loose'
} & Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'>) {
  const gap = ICON_CARD_SPACE[space]
  return (
    <Card {...rest}>
      {icon}
      <Title order={3} size="h4" mt={gap.title}>
        {title}
      </Title>
      <Text mt={gap.body} className={leading === 'loose' ? classes.iconCardBodyLoose : classes.iconCardBody}>
        {body}
      </Text>
    </Card>
  )
}
