import { Button, Stack, Text, TextInput, Title } from '../../components/ui'
import { useEffect, useMemo, useRef, type Ref, type RefObject } from 'react'
import { LocaleLink } from '../../components/LocaleLink'
import { SampleNote } from '../../components/page/SamplePill'
import { toast } from '../../components/toast/toast'
import { FlatRichText } from '../../i18n/FlatRichText'
import { island } from '../../islands/island'
import { messageFormatter, type Formatter, type IslandMessages } from '../../islands/messages'
import { config } from '../../lib/config'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type EbookField, type EbookFieldError } from '../../lib/ebook'
import { EbookSuccess, type EbookSuccessCopy } from './EbookSuccess'
import { EBOOK_FIELD_ID, EBOOK_FORM_BOX_ID } from './ids'
import { useEbookForm, type EbookFormState } from './useEbookForm'
import classes from './EbookPage.module.css'

/** What the form's island needs, translated by the server (see ebookFormProps in ./EbookPage.tsx): plain data. */
export type EbookFormProps = {
  /** The form's own catalog slice (ebook:form.*, ebook:submission.*): labels, validation messages, the summary's plural. */
  messages: IslandMessages
  /** The privacy note, formatted (entity and address in), with its `<privacyLink>` tag. */
  privacy: string
  /** The "sample" mark's words beside the address while the legal entity is a placeholder (SampleMark), or null. */
  sampleMark: string | null
  /** The confirmation page the form service sends a visitor back to after a post without JavaScript. */
  redirect: string
  /** The download card shown in place of the form once it is sent. */
  success: EbookSuccessCopy
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
 * A click on a link to the form's box (the offer again at the end of the page, EbookAgain) puts the visitor in the
 * first field (or, once sent, on the download card's title). Without JavaScript the link still scrolls there, and
 * the form is where the next Tab lands.
 */
function useLinksToForm() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`a[href="#${EBOOK_FORM_BOX_ID}"]`) : null
      if (!link) return
      const box = document.getElementById(EBOOK_FORM_BOX_ID)
      const target = box?.querySelector<HTMLElement>(`#${EBOOK_FIELD_ID.name}, [data-testid="ebook-success"] [tabindex="-1"]`)
      if (!target) return
      event.preventDefault()
      target.focus()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}

/** A refused send focuses its message; each submit with invalid fields (not an edit) focuses the error summary. */
function useFocusMoves(state: EbookFormState, errorRef: RefObject<HTMLElement | null>, summaryRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (state.submitError) errorRef.current?.focus()
  }, [state.status, state.submitError, errorRef])
  useEffect(() => {
    if (state.invalidSubmits > 0) summaryRef.current?.focus()
  }, [state.invalidSubmits, summaryRef])
}

/**
 * The ebook form. In HTML it is a real multipart POST to the form service with the service's
 * fields (access key, subject, sender name, the confirmation page to return to, the spam trap),
 * so a visitor without JavaScript (or before it loads) still sends the lead, and name and e-mail
 * never go into a URL. With JavaScript (an island, hydrated once the page has loaded) the same form is
 * validated in the page's language and sent with fetch, and the page shows each state in place.
 */
export function EbookForm({ messages, privacy, sampleMark, redirect, success }: EbookFormProps) {
  const t = useMemo(() => messageFormatter(messages), [messages])
  const formRef = useRef<HTMLFormElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const fieldRefs = useMemo(() => ({ name: nameRef, email: emailRef }), [])
  const errorRef = useRef<HTMLParagraphElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  useLinksToForm()

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
      onFailure: (message: string | null) =>
        toast({ variant: 'destructive', title: t('ebook:form.errorToastTitle'), message: message ?? t('ebook:form.errors.fallback') }),
    }),
    [t],
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

  useFocusMoves(state, errorRef, summaryRef)

  // The download card in place of the sent form; its title takes focus.
  if (state.status === 'success') return <EbookSuccess copy={success} focusTitle />

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
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <input type="hidden" name="access_key" value={config.formAccessKey} />
        <input type="hidden" name="subject" value={t('ebook:submission.subject')} />
        <input type="hidden" name="from_name" value={t('ebook:submission.fromName')} />
        <input type="hidden" name="redirect" value={redirect} />
        <input type="checkbox" name="botcheck" hidden tabIndex={-1} />
        <Stack gap="md">
          {state.fieldErrors.length > 0 && (
            <ErrorSummary ref={summaryRef} errors={state.fieldErrors} t={t} onPick={(field) => fieldRefs[field].current?.focus()} />
          )}
          {FIELDS.map(({ labelKey, placeholderKey, ...field }) => (
            <TextInput
              key={field.name}
              ref={fieldRefs[field.name]}
              {...field}
              id={EBOOK_FIELD_ID[field.name]}
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
              text={privacy}
              components={{ privacyLink: <LocaleLink to="/{-$locale}/privacy-policy" className={classes.privacyLink} /> }}
            />
            <SampleNote kind="address" label={sampleMark} />
          </Text>
        </Stack>
      </form>
    </div>
  )
}

/** The form as an island: the first screen's one interactive part, hydrated once the page has loaded. */
export const EbookFormIsland = island('ebook-form', EbookForm, { when: 'idle' })

/**
 * The GOV.UK error summary: at the top of the form, focused after a submit with invalid fields, one link per
 * problem that takes the visitor to its field (the field itself is marked too: aria-invalid and its message).
 */
function ErrorSummary({
  ref,
  errors,
  t,
  onPick,
}: {
  ref: Ref<HTMLDivElement>
  errors: readonly EbookFieldError[]
  t: Formatter
  onPick: (field: EbookField) => void
}) {
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
              href={`#${EBOOK_FIELD_ID[error.field]}`}
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
