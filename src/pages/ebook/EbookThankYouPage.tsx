import { Container } from '../../components/ui'
import { EbookSuccess } from './EbookSuccess'
import classes from './EbookPage.module.css'

/** The confirmation page of a submission made without JavaScript (the form's `redirect`). */
export function EbookThankYouPage() {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="sm" className={classes.thanks}>
        <EbookSuccess headingLevel={1} />
      </Container>
    </section>
  )
}
