import { Button, Stack, Text, Title } from '../../components/ui'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FlatRichText } from '../../i18n/FlatRichText'
import { LocaleLink } from '../../components/LocaleLink'
import { useLocale } from '../../i18n/useLocale'
import { INTL_LOCALE, LOCALE_TAG, type Locale } from '../../i18n/locales'
import { ebookEdition, kilobytes, otherEdition } from './editions'
import classes from './EbookPage.module.css'

/**
 * The confirmation card: shown in place of the form after a JavaScript submission, and on the
 * thank-you page a visitor lands on after a submission without JavaScript. It delivers the ebook at
 * once: the download of the page's language edition (the PDF the build generated, with its measured
 * page count and size), and the other language's edition one link away. Nothing is e-mailed.
 */
export function EbookSuccess({ focusTitle = false, headingLevel = 2 }: { focusTitle?: boolean; headingLevel?: 1 | 2 }) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  // In place of the sent form, the card's title takes focus (it replaces the field the visitor was in).
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus()
  }, [focusTitle])
  const { t } = useTranslation()
  const locale = useLocale()
  const edition = ebookEdition(locale)
  const other = otherEdition(locale)
  // Languages named in the page's language ("Spanish", "inglés"), from the locale table.
  const languageName = (l: Locale) => new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language' }).of(LOCALE_TAG[l]) ?? LOCALE_TAG[l]
  return (
    <div className={classes.formCard} data-testid="ebook-success">
      <Stack align="flex-start" gap="sm">
        <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="24" fill="#e6f7f1" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="var(--cs-brand)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Title order={headingLevel} ref={titleRef} tabIndex={-1} id={headingLevel === 1 ? 'page-title' : undefined}>
          {t('ebook:success.title')}
        </Title>
        <Text>{t('ebook:success.body')}</Text>
        <Button
          component="a"
          href={edition.href}
          download
          type="application/pdf"
          size="md"
          mt="xs"
          leftSection={
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
          }
          data-testid="ebook-download"
        >
          {t('ebook:success.download')}
        </Button>
        <Text size="sm" c="dimmed" data-testid="ebook-download-details">
          {t('ebook:success.fileDetails', { pages: edition.pages, size: kilobytes(edition.bytes) })}
        </Text>
        {/* A locale without a playbook of its own offers the English one, and says so. */}
        {edition.locale !== locale && <Text size="sm">{t('ebook:success.englishEdition', { language: languageName(locale) })}</Text>}
        <Text size="sm">
          <FlatRichText
            text={t('ebook:success.otherEdition', { language: languageName(other.locale) })}
            components={{
              editionLink: (
                <a
                  href={other.edition.href}
                  hrefLang={LOCALE_TAG[other.locale]}
                  download
                  type="application/pdf"
                  className={classes.editionLink}
                  data-testid="ebook-download-other"
                />
              ),
            }}
          />
        </Text>
        <Button component={LocaleLink} to="/{-$locale}" size="md" mt="sm" variant="default">
          {t('ebook:success.homeButton')}
        </Button>
      </Stack>
    </div>
  )
}
