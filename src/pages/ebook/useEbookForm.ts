import { useCallback, useRef, useState } from 'react'
import {
  submitEbook,
  validateEbookFields,
  type EbookField,
  type EbookFieldError,
  type EbookValues,
  type SubmitOptions,
} from '../../lib/ebook'

type EbookStatus = 'idle' | 'submitting' | 'success' | 'error'

export type EbookFormState = {
  status: EbookStatus
  values: EbookValues
  /** Every invalid field of the last submit, in the form's order; editing a field takes its own off. */
  fieldErrors: readonly EbookFieldError[]
  /** Submits refused for invalid fields so far: each one moves focus to the error summary. */
  invalidSubmits: number
  /** The service's (or the error's) message; null means: show the localized fallback. */
  submitError: { message: string | null } | null
}

const EMPTY: EbookValues = { name: '', email: '' }

const NO_ERRORS: readonly EbookFieldError[] = []
const INITIAL: EbookFormState = { status: 'idle', values: EMPTY, fieldErrors: NO_ERRORS, invalidSubmits: 0, submitError: null }

/**
 * The ebook form's state machine: idle -> submitting -> success | error. Values survive every
 * failure; a submit marks every invalid field; editing a field clears its error; one request per submission.
 */
export function useEbookForm(opts: {
  submitOptions: () => Omit<SubmitOptions, 'fetchImpl'>
  fetchImpl?: SubmitOptions['fetchImpl']
  onInvalid?: (errors: readonly EbookFieldError[]) => void
  onFailure?: (message: string | null) => void
  onSuccess?: () => void
}) {
  const [state, setState] = useState<EbookFormState>(INITIAL)
  const inFlight = useRef(false)

  const setValue = useCallback((field: EbookField, value: string) => {
    setState((s) => ({
      ...s,
      status: s.status === 'error' ? 'idle' : s.status,
      values: { ...s.values, [field]: value },
      fieldErrors: s.fieldErrors.some((e) => e.field === field) ? s.fieldErrors.filter((e) => e.field !== field) : s.fieldErrors,
      submitError: null,
    }))
  }, [])

  const submit = useCallback(async () => {
    if (inFlight.current) return
    const values = state.values
    const invalid = validateEbookFields(values)
    if (invalid.length > 0) {
      setState((s) => ({ ...s, status: 'error', fieldErrors: invalid, invalidSubmits: s.invalidSubmits + 1, submitError: null }))
      opts.onInvalid?.(invalid)
      return
    }
    inFlight.current = true
    setState((s) => ({ ...s, status: 'submitting', fieldErrors: NO_ERRORS, invalidSubmits: 0, submitError: null }))
    const result = await submitEbook(values, { ...opts.submitOptions(), fetchImpl: opts.fetchImpl })
    inFlight.current = false
    if (result.ok) {
      setState({ ...INITIAL, status: 'success' })
      opts.onSuccess?.()
    } else {
      setState((s) => ({ ...s, status: 'error', submitError: { message: result.message } }))
      opts.onFailure?.(result.message)
    }
  }, [opts, state.values])

  const reset = useCallback(() => setState(INITIAL), [])

  return { state, setValue, submit, reset }
}
