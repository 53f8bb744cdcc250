import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { ACTION_SIZE } from '../../components/page/actions'
import { Button } from '../../components/ui'
import { useLocale } from '../../i18n/useLocale'
import { ebookEdition } from './editions'

/** The id of the box that holds the form (or, after a send, the download card) at the top of the page. */
export const EBOOK_FORM_BOX_ID = 'get-the-ebook'

/**
 * Takes the visitor to the form and into its first field (or, once sent, to the download card). Without
 * JavaScript the link still scrolls there, and the form is where the next Tab lands.
 */
function goToForm(event: MouseEvent<HTMLAnchorElement>) {
  const box = document.getElementById(EBOOK_FORM_BOX_ID)
  const target = box?.querySelector<HTMLElement>('input[name="name"], [data-testid="ebook-success"] [tabindex="-1"]')
  if (!target) return
  event.preventDefault()
  target.focus()
}

/**
 * The offer again at the end of the page: one link back to the one form, not a second form, so the page
 * has one set of fields, one error summary and one download card, whatever the visitor did above.
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
      <Button
        component="a"
        href={`#${EBOOK_FORM_BOX_ID}`}
        onClick={goToForm}
        variant="white"
        size={ACTION_SIZE.page}
        data-testid="ebook-again-link"
      >
        {t('ebook:again.action')}
      </Button>
    </CtaBanner>
  )
}
