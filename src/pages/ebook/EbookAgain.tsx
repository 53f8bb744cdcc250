import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { ACTION_SIZE } from '../../components/page/actions'
import { Button } from '../../components/ui'
import { useLocale } from '../../i18n/useLocale'
import { ebookEdition } from './editions'
import { EBOOK_FORM_BOX_ID } from './ids'

/**
 * The offer again at the end of the page: one link back to the one form, not a second form, so the page
 * has one set of fields, one error summary and one download card, whatever the visitor did above. HTML only: the
 * form's island puts the visitor in its first field when this link is followed (EbookForm, useLinksToForm); without
 * JavaScript the link scrolls there, and the form is where the next Tab lands.
 */
export function EbookAgain() {
  const { t } = useTranslation()
  const edition = ebookEdition(useLocale())
  return (
    <CtaBanner
      id="ebook-again-title"
      testId="ebook-again"
      title={t('ebook:again.title')}
      body={t('ebook:again.body', { chapters: edition.chapters, templates: edition.templates })}
    >
      <Button component="a" href={`#${EBOOK_FORM_BOX_ID}`} variant="white" size={ACTION_SIZE.page} data-testid="ebook-again-link">
        {t('ebook:again.action')}
      </Button>
    </CtaBanner>
  )
}
