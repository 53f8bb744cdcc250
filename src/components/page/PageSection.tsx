import type { ReactNode } from 'react'
import { Container, Title } from '../ui'
import { cx } from '../ui/spacing'
import classes from './page.module.css'

/** The section H2 in the site's one section-title style (for a heading row that carries more than the title). */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Title order={2} id={id} className={classes.sectionTitle}>
      {children}
    </Title>
  )
}

/** A section's H2 and optional intro, in the site's one section-title style. */
export function SectionHeading({
  id,
  title,
  intro,
  align = 'start',
  className,
}: {
  id: string
  title: ReactNode
  intro?: ReactNode
  align?: 'start' | 'center'
  className?: string
}) {
  return (
    <div className={cx(classes.sectionHeading, className)} data-align={align}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {intro && <p className={classes.sectionIntro}>{intro}</p>}
    </div>
  )
}

/**
 * A page section on the site's vertical rhythm, labelled by its heading. With `title` it renders the
 * SectionHeading; without, the children bring their own heading with id `titleId`.
 */
export function PageSection({
  titleId,
  title,
  intro,
  align,
  tinted,
  space,
  id,
  className,
  containerSize = 'lg',
  children,
  ...rest
}: {
  titleId: string
  title?: ReactNode
  intro?: ReactNode
  align?: 'start' | 'center'
  tinted?: boolean
  /** `compact`: the 48 px rhythm of the dense pages (templates, partners, tool pages) instead of 64 px. */
  space?: 'compact'
  id?: string
  className?: string
  containerSize?: 'sm' | 'md' | 'lg'
  children?: ReactNode
  'data-testid'?: string
}) {
  return (
    <section
      id={id}
      className={cx(classes.section, tinted && classes.tinted, className)}
      data-space={space}
      aria-labelledby={titleId}
      {...rest}
    >
      <Container size={containerSize}>
        {title !== undefined && <SectionHeading id={titleId} title={title} intro={intro} align={align} />}
        {children}
      </Container>
    </section>
  )
}
