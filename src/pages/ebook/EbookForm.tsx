import { Button, Stack, Text, TextInput, Title } from '../../components/ui'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../components/LocaleLink'
import { toast } from '../../components/toast/toast'
import { FlatRichText } from '../../i18n/FlatRichText'
import { localizePath } from '../../i18n/locales'
import { EBOOK_THANK_YOU_PATH } from '../../i18n/paths'
import { useLocale } from '../../i18n/useLocale'
import { config } from '../../lib/config'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type EbookField, type EbookFieldError } from '../../lib/ebook'
import type { FetchLike } from '../../lib/http'
import { useEbookForm } from './useEbookForm'
import classes from './EbookPage.module.css'
import { SampleMark } from '../../components/page/SampleMark'
import { formatAddress, LEGAL_ENTITY } from '../../content/company'

/**
 * The download card shows only after a sent form: its code is not part of the page's first load. It is
 * fetched when a visitor first focuses the form, so it is there by the time the form is sent.
 */
const loadSuccess = () => import('./EbookSuccess')
const EbookSuccess = lazy(() => loadSuccess().then((m) => ({ default: m.EbookSuccess })))

/** The download card in place of the sent form; its title takes focus. */
function SentCard() {
  return (
    <Suspense fallback={null}>
      <EbookSuccess focusTitle />
    </Suspense>
  )
}

/** The two fields, with what lets the browser fill and check them before (or without) JavaScript. */
const FIELDS = [
  {
    name: 'name',
    type: 'text',
    autoComplete: 'name',
    maxLength: NAME_MAX_LENGTH,
    labelKey: 'ebook:form.nameLabel',
    placeholderKey: 'ebook:form.namePlaceholder',
  },
  {
    name: 'email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: EMAIL_MAX_LENGTH,
    labelKey: 'ebook:form.emailLabel',
    placeholderKey: 'ebook:form.emailPlaceholder',
  },
] as const

/**
 * The ebook form. In HTML it is a real multipart POST to the form service with the service's
 * fields (access key, subject, sender name, the confirmation page to return to, the spam trap),
 * so a visitor without JavaScript (or before it loads) still sends the lead, and name and e-mail
 * never go into a URL. With JavaScript the same form is validated in the page's language and
 * sent with fetch, and the page shows each state in place.
 */
export function EbookForm({ fetchImpl }: { fetchImpl?: FetchLike }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const fieldRefs = useMemo(() => ({ name: nameRef, email: emailRef }), [])
  const errorRef = useRef<HTMLParagraphElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const idPrefix = `ebook${useId().replace(/[^\w-]/g, '')}`
  const fieldId = (field: EbookField) => `${idPrefix}-${field}`

  const options = useMemo(
    () => ({
      submitOptions: () => ({
        endpoint: config.formEndpoint,
        accessKey: config.formAccessKey,
        subject: t('ebook:submission.subject'),
        fromName: t('ebook:submission.fromName'),
        timeoutMs: config.formTimeoutMs,
        botcheck: (formRef.current?.elements.namedItem('botcheck') as HTMLInputElement | null)?.checked ?? false,
      }),
      fetchImpl,
      onFailure: (message: string | null) =>
        toast({ variant: 'destructive', title: t('ebook:form.errorToastTitle'), message: message ?? t('ebook:form.errors.fallback') }),
    }),
    [t, fetchImpl],
  )
  const { state, setValue, submit } = useEbookForm(options)
  const submitting = state.status === 'submitting'

  useEffect(() => {
    // With JavaScript the page validates in its own language; without, the browser checks the fields.
    if (formRef.current) formRef.current.noValidate = true
    // Keep what was typed before hydration.
    for (const { name } of FIELDS) {
      const typed = fieldRefs[name].current?.value ?? ''
      if (typed !== '') setValue(name, typed)
    }
  }, [setValue, fieldRefs])

  useEffect(() => {
    if (state.submitError) errorRef.current?.focus()
  }, [state.status, state.submitError])
  // After each submit with invalid fields (not after an edit), the summary takes focus.
  useEffect(() => {
    if (state.invalidSubmits > 0) summaryRef.current?.focus()
  }, [state.invalidSubmits])

  if (state.status === 'success') return <SentCard />

  const fieldError = (field: EbookField) => {
    const error = state.fieldErrors.find((e) => e.field === field)
    return error ? t(error.messageKey) : undefined
  }

  return (
    <div className={classes.formCard}>
      <Title order={2} id="ebook-form-title">
        {t('ebook:form.title')}
      </Title>
      <Text mt="xs" mb="lg" c="dimmed">
        {t('ebook:form.lead')}
      </Text>
      <form
        ref={formRef}
        method="post"
        action={config.formEndpoint}
        encType="multipart/form-data"
        aria-labelledby="ebook-form-title"
        data-testid="ebook-form"
        onFocus={() => void loadSuccess()}
        onSubmit={(event) => {
          event.preventDefault()
          void loadSuccess()
          void submit()
        }}
      >
        <input type="hidden" name="access_key" value={config.formAccessKey} />
        <input type="hidden" name="subject" value={t('ebook:submission.subject')} />
        <input type="hidden" name="from_name" value={t('ebook:submission.fromName')} />
        <input type="hidden" name="redirect" value={`${config.siteUrl}${localizePath(EBOOK_THANK_YOU_PATH, locale)}`} />
        <input type="checkbox" name="botcheck" hidden tabIndex={-1} />
        <Stack gap="md">
          {state.fieldErrors.length > 0 && (
            <ErrorSummary
              ref={summaryRef}
              errors={state.fieldErrors}
              fieldId={fieldId}
              onPick={(field) => fieldRefs[field].current?.focus()}
            />
          )}
          {FIELDS.map(({ labelKey, placeholderKey, ...field }) => (
            <TextInput
              key={field.name}
              ref={fieldRefs[field.name]}
              {...field}
              id={fieldId(field.name)}
              label={t(labelKey)}
              placeholder={t(placeholderKey)}
              required
              aria-required="true"
              size="md"
              value={state.values[field.name]}
              onChange={(event) => setValue(field.name, event.currentTarget.value)}
              error={fieldError(field.name)}
            />
          ))}
          {state.submitError && (
            <p ref={errorRef} tabIndex={-1} role="alert" className={classes.alert} data-testid="ebook-submit-error">
              {state.submitError.message ?? t('ebook:form.errors.fallback')}
            </p>
          )}
          <Button type="submit" size="lg" disabled={submitting} data-testid="ebook-submit">
            {submitting ? t('ebook:form.sending') : t('ebook:form.submit')}
          </Button>
          <Text size="sm" c="dimmed" data-testid="ebook-privacy">
            <FlatRichText
              text={t('ebook:form.privacy', { entity: LEGAL_ENTITY.name, address: formatAddress(LEGAL_ENTITY.address) })}
              components={{ privacyLink: <LocaleLink to="/{-$locale}/privacy-policy" className={classes.privacyLink} /> }}
            />{' '}
            <SampleMark kind="address" />
          </Text>
        </Stack>
      </form>
    </div>
  )
}

/**
 * The GOV.UK error summary: at the top of the form, focused after a submit with invalid fields, one link per
 * problem that takes the visitor to its field (the field itself is marked too: aria-invalid and its message).
 */
function ErrorSummary({
  ref,
  errors,
  fieldId,
  onPick,
}: {
  ref: Ref<HTMLDivElement>
  errors: readonly EbookFieldError[]
  fieldId: (field: EbookField) => string
  onPick: (field: EbookField) => void
}) {
  const { t } = useTranslation()
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby="ebook-error-summary-title"
      className={classes.alert}
      data-testid="ebook-error-summary"
    >
      <h3 id="ebook-error-summary-title" className={classes.alertTitle}>
        {t('ebook:form.errorSummary', { count: errors.length })}
      </h3>
      <ul className={classes.alertList}>
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${fieldId(error.field)}`}
              onClick={(event) => {
                event.preventDefault()
                onPick(error.field)
              }}
            >
              {t(error.messageKey)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
