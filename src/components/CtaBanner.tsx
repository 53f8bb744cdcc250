import { Container, Title } from './ui'
import type { ReactNode } from 'react'
import classes from './CtaBanner.module.css'

/** Closing call to action of a page: a dark brand band with a heading, a line of text and actions. */
export function CtaBanner({
  id,
  sectionId,
  title,
  body,
  children,
}: {
  id: string
  sectionId?: string
  title: string
  body: ReactNode
  children: ReactNode
}) {
  return (
    <section id={sectionId} className={classes.section} aria-labelledby={id}>
      <Container size="lg">
        <div className={classes.band}>
          <Title order={2} id={id} className={classes.title}>
            {title}
          </Title>
          <p className={classes.body}>{body}</p>
          <div className={classes.actions}>{children}</div>
        </div>
      </Container>
    </section>
  )
}
