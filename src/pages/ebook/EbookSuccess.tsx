import { Button, Stack, Text, Title } from '../../components/ui'
import { useEffect, useRef } from 'react'
import { FlatRichText } from '../../i18n/FlatRichText'
import { LocaleLink } from '../../components/LocaleLink'
import classes from './EbookPage.module.css'

/**
 * The card's words and files, translated and measured by the server (./success-copy.ts): the card renders in the
 * form's island, where no catalog and no generated-PDF table run.
 */
export type EbookSuccessCopy = {
  title: string
  body: string
  download: string
  /** The page's language edition (the PDF the build generated). */
  href: string
  /** Its measured page count and size ("24 pages, 160 KB"). */
  fileDetails: string
  /** Said when the page's locale has no playbook of its own (the English one is offered). */
  englishEdition: string | null
  /** "Prefer Spanish? <editionLink>…</editionLink>". */
  otherEdition: string
  otherHref: string
  otherHrefLang: string
  home: string
}

/**
 * The confirmation card: shown in place of the form after a JavaScript submission, and on the
 * thank-you page a visitor lands on after a submission without JavaScript. It delivers the ebook at
 * once: the download of the page's language edition (the PDF the build generated, with its measured
 * page count and size), and the other language's edition one link away. Nothing is e-mailed.
 */
export function EbookSuccess({
  copy,
  focusTitle = false,
  headingLevel = 2,
}: {
  copy: EbookSuccessCopy
  focusTitle?: boolean
  headingLevel?: 1 | 2
}) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  // In place of the sent form, the card's title takes focus (it replaces the field the visitor was in).
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus()
  }, [focusTitle])
  return (
    <div className={classes.formCard} data-testid="ebook-success">
      <Stack align="flex-start" gap="sm">
        <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="24" fill="#e6f7f1" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="var(--cs-brand)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Title order={headingLevel} ref={titleRef} tabIndex={-1} id={headingLevel === 1 ? 'page-title' : undefined}>
          {copy.title}
        </Title>
        <Text>{copy.body}</Text>
        <Button
          component="a"
          href={copy.href}
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
          {copy.download}
        </Button>
        <Text size="sm" c="dimmed" data-testid="ebook-download-details">
          {copy.fileDetails}
        </Text>
        {/* A locale without a playbook of its own offers the English one, and says so. */}
        {copy.englishEdition !== null && <Text size="sm">{copy.englishEdition}</Text>}
        <Text size="sm">
          <FlatRichText
            text={copy.otherEdition}
            components={{
              editionLink: (
                <a
                  href={copy.otherHref}
                  hrefLang={copy.otherHrefLang}
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
          {copy.home}
        </Button>
      </Stack>
    </div>
  )
}
