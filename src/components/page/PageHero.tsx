import type { ReactNode } from 'react'
import { Container, Title } from '../ui'
import { cx } from '../ui/spacing'
import classes from './page.module.css'
import { Pill } from './Pill'

export interface PageHeroProps {
  title: ReactNode
  /** The H1's id (the hero section is labelled by it). */
  titleId?: string
  /** A line above the title: the product pill, a breadcrumb, a date. */
  kicker?: ReactNode
  lead?: ReactNode
  /** The hero's buttons: primary first (HeroActions' sizes). */
  actions?: ReactNode
  /** Between the lead and the actions (a stat line, a search form). */
  children?: ReactNode
  /** Below the actions (a list of facts, a note). */
  footer?: ReactNode
  /** A second column from 62em up (prompt panel, illustration, form). */
  aside?: ReactNode
  /** Text centred (pages without an aside that open with one statement). */
  centered?: boolean
  /** The content width: `md` on pages whose body is one narrow column (FAQ, help center). */
  containerSize?: 'md' | 'lg'
  className?: string
  titleClassName?: string
  leadClassName?: string
  /** Attributes for the aside's wrapper (for example data-testid, data-hide-small). */
  asideProps?: Record<string, string | boolean | undefined>
}

/**
 * The one hero of every page: kicker, H1 on the site's scale, lead, actions, optional aside. Pages
 * pass content; spacing, type and the tinted background come from here.
 */
export function PageHero({
  title,
  titleId = 'page-title',
  kicker,
  lead,
  actions,
  children,
  footer,
  aside,
  centered,
  containerSize = 'lg',
  className,
  titleClassName,
  leadClassName,
  asideProps,
}: PageHeroProps) {
  const text = (
    <div>
      {kicker && <div className={classes.kicker}>{kicker}</div>}
      <Title order={1} id={titleId} className={cx(classes.title, titleClassName)}>
        {title}
      </Title>
      {lead && <p className={cx(classes.lead, leadClassName)}>{lead}</p>}
      {children}
      {actions && <div className={classes.actions}>{actions}</div>}
      {footer}
    </div>
  )
  return (
    <HeroBand
      titleId={titleId}
      containerSize={containerSize}
      className={cx(centered && classes.centered, className)}
      containerClassName={aside ? classes.split : undefined}
    >
      {text}
      {aside && <div {...asideProps}>{aside}</div>}
    </HeroBand>
  )
}

/**
 * The hero's band alone (padding, the pale green fade, labelled by the H1), for a first screen with a
 * layout of its own (the ebook's form beside its pitch, the ebook's confirmation).
 */
export function HeroBand({
  titleId = 'page-title',
  containerSize = 'lg',
  className,
  containerClassName,
  children,
}: {
  titleId?: string
  containerSize?: 'sm' | 'md' | 'lg'
  className?: string
  containerClassName?: string
  children: ReactNode
}) {
  return (
    <section className={cx(classes.hero, className)} aria-labelledby={titleId}>
      <Container size={containerSize} className={containerClassName}>
        {children}
      </Container>
    </section>
  )
}

/** The product-name pill above a tool or feature page's title. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Pill as="p" tone="solid" className={classes.eyebrow}>
      {children}
    </Pill>
  )
}
