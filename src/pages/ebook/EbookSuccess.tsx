import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../components/LocaleLink'
import classes from './EbookPage.module.css'

/**
 * The confirmation card: shown in place of the form after a JavaScript submission, and on the
 * thank-you page a visitor lands on after a submission without JavaScript.
 */
export function EbookSuccess({ titleRef, headingLevel = 2 }: { titleRef?: Ref<HTMLHeadingElement>; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation()
  return (
    <Paper className={classes.formCard} withBorder radius="lg" p="xl" data-testid="ebook-success">
      <Stack align="flex-start" gap="sm">
        <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="24" fill="#e6f7f1" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="#0b6e4f" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Title order={headingLevel} ref={titleRef} tabIndex={-1} id={headingLevel === 1 ? 'page-title' : undefined}>
          {t('ebook:success.title')}
        </Title>
        <Text>{t('ebook:success.body')}</Text>
        <Button component={LocaleLink} to="/{-$locale}" size="md" mt="sm">
          {t('ebook:success.homeButton')}
        </Button>
      </Stack>
    </Paper>
  )
}
