import { HeroBand } from '../../components/page'
import { EbookSuccess } from './EbookSuccess'
import { useEbookSuccessCopy } from './success-copy'
import classes from './EbookPage.module.css'

/** The confirmation page of a submission made without JavaScript (the form's `redirect`): HTML only, no script. */
export function EbookThankYouPage() {
  const copy = useEbookSuccessCopy()
  return (
    <HeroBand containerSize="sm" containerClassName={classes.thanks}>
      <EbookSuccess copy={copy} headingLevel={1} />
    </HeroBand>
  )
}
