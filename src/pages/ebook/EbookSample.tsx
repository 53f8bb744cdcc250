import { useTranslation } from 'react-i18next'
import { PageSection } from '../../components/page'
import { LOCALE_TAG } from '../../i18n/locales'
import { useLocale } from '../../i18n/useLocale'
import { ebookEdition } from './editions'
import { EBOOK_SAMPLE_ID, ebookSampleHtml } from './sample'
import classes from './EbookSample.module.css'

/**
 * One real page of the playbook (the first page of the pricing chapter, as the PDF prints it), drawn as a
 * sheet of paper in HTML and CSS. Its HTML is made at build time from the book's own markdown and labels
 * (scripts/ebook/sample-page.ts): text we wrote, escaped, with no markdown parser in the page. On the first
 * load the pre-rendered sheet stays as it is ('' here keeps the server's HTML through hydration); a visit by
 * client-side navigation has it from the route loader (loadEbookSample).
 */
export function EbookSample() {
  const { t } = useTranslation()
  const locale = useLocale()
  // A locale without a playbook of its own shows the English edition's page, marked as English.
  const edition = ebookEdition(locale).locale
  return (
    <PageSection space="compact" tinted titleId="sample-title" title={t('ebook:sample.title')} intro={t('ebook:sample.lead')}>
      <figure className={classes.figure} data-testid="ebook-sample">
        <div
          id={EBOOK_SAMPLE_ID}
          data-locale={locale}
          lang={edition === locale ? undefined : LOCALE_TAG[edition]}
          className={classes.sheet}
          // Not a catalog text: HTML the build writes from the book's own markdown (raw HTML there stops the
          // build), every text escaped, known tags only (tests/unit/ebook-pdf.test.ts). Shipped as HTML so the
          // first load carries no copy of the page and no markdown parser (/ebookpr JS budget 146 KB).
          // eslint-disable-next-line no-restricted-syntax
          dangerouslySetInnerHTML={{ __html: ebookSampleHtml(locale) }}
          suppressHydrationWarning
        />
        <figcaption className={classes.caption}>{t('ebook:sample.caption')}</figcaption>
      </figure>
    </PageSection>
  )
}
