import { Container, Title } from './ui'
import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from './ui/spacing'
import classes from './CtaBanner.module.css'

/** The closing call to action of every marketing page: a dark brand band with a heading, a line of text and actions (sign-up first). */
export function CtaBanner({
  id,
  sectionId,
  title,
  body,
  before,
  after,
  testId,
  children,
}: {
  id: string
  sectionId?: string
  title: string
  body: ReactNode
  /** Between the text and the actions (a list of promises). */
  before?: ReactNode
  /** Below the actions (a line of proof, a link): a `CtaNote`. */
  after?: ReactNode
  testId?: string
  children: ReactNode
}) {
  return (
    <section id={sectionId} className={classes.section} aria-labelledby={id} data-testid={testId} data-closing-band="">
      <Container size="lg">
        <div className={classes.band}>
          <Title order={2} id={id} className={classes.title}>
            {title}
          </Title>
          <p className={classes.body}>{body}</p>
          {before}
          <div className={classes.actions}>{children}</div>
          {after}
        </div>
      </Container>
    </section>
  )
}

/**
 * The line below a closing band's actions (another way to reach the team, a line of proof): pale green,
 * its links white and bold. 16 px below the actions unless a page's class sets `--cs-cta-note-gap`.
 */
export function CtaNote({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...rest} className={cx(classes.note, className)} />
}
