import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../components/LocaleLink'
import { toast } from '../../components/toast/toast'
import { config } from '../../lib/config'
import type { FetchLike } from '../../lib/http'
import { useEbookForm } from './useEbookForm'
import classes from './EbookPage.module.css'

export function EbookForm({ fetchImpl }: { fetchImpl?: FetchLike }) {
  const { t } = useTranslation()
  const nameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)

  const options = useMemo(
    () => ({
      submitOptions: () => ({
        endpoint: config.formEndpoint,
        accessKey: config.formAccessKey,
        subject: t('ebook:submission.subject'),
        fromName: t('ebook:submission.fromName'),
        timeoutMs: config.formTimeoutMs,
      }),
      fetchImpl,
      onInvalid: (field: 'name' | 'email') => (field === 'name' ? nameRef : emailRef).current?.focus(),
      onFailure: (message: string | null) =>
        toast({ variant: 'destructive', title: t('ebook:form.errorToastTitle'), message: message ?? t('ebook:form.errors.fallback') }),
    }),
    [t, fetchImpl],
  )
  const { state, setValue, submit } = useEbookForm(options)
  const submitting = state.status === 'submitting'

  useEffect(() => {
    if (state.status === 'success') successRef.current?.focus()
    if (state.submitError) errorRef.current?.focus()
  }, [state.status, state.submitError])

  if (state.status === 'success') {
    return (
      <Paper className={classes.formCard} withBorder radius="lg" p="xl" data-testid="ebook-success">
        <Stack align="flex-start" gap="sm">
          <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="24" fill="#e6f7f1" />
            <path d="M14 25l7 7 13-15" fill="none" stroke="#0b6e4f" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <Title order={2} ref={successRef} tabIndex={-1}>
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

  const fieldError = (field: 'name' | 'email') =>
    state.fieldError?.field === field ? t(state.fieldError.messageKey) : undefined

  return (
    <Paper className={classes.formCard} withBorder radius="lg" p="xl">
      <Title order={2} id="ebook-form-title">
        {t('ebook:form.title')}
      </Title>
      <Text mt="xs" mb="lg" c="dimmed">
        {t('ebook:form.lead')}
      </Text>
      <form
        noValidate
        aria-labelledby="ebook-form-title"
        data-testid="ebook-form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="md">
          <TextInput
            ref={nameRef}
            name="name"
            type="text"
            label={t('ebook:form.nameLabel')}
            placeholder={t('ebook:form.namePlaceholder')}
            autoComplete="name"
            required
            aria-required="true"
            size="md"
            value={state.values.name}
            onChange={(event) => setValue('name', event.currentTarget.value)}
            error={fieldError('name')}
          />
          <TextInput
            ref={emailRef}
            name="email"
            type="email"
            inputMode="email"
            label={t('ebook:form.emailLabel')}
            placeholder={t('ebook:form.emailPlaceholder')}
            autoComplete="email"
            required
            aria-required="true"
            size="md"
            value={state.values.email}
            onChange={(event) => setValue('email', event.currentTarget.value)}
            error={fieldError('email')}
          />
          {state.submitError && (
            <p ref={errorRef} tabIndex={-1} role="alert" className={classes.submitError} data-testid="ebook-submit-error">
              {state.submitError.message ?? t('ebook:form.errors.fallback')}
            </p>
          )}
          <Button type="submit" size="md" disabled={submitting} data-testid="ebook-submit">
            {submitting ? t('ebook:form.sending') : t('ebook:form.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('ebook:form.privacy')}
          </Text>
        </Stack>
      </form>
    </Paper>
  )
}
