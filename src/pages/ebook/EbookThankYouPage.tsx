import { HeroBand } from '../../components/page'
import { EbookSuccess } from './EbookSuccess'
import classes from './EbookPage.module.css'

/** The confirmation page of a submission made without JavaScript (the form's `redirect`). */
export function EbookThankYouPage() {
  return (
    <HeroBand containerSize="sm" containerClassName={classes.thanks}>
      <EbookSuccess headingLevel={1} />
    </HeroBand>
  )
}
