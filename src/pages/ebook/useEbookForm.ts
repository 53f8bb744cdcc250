import { useCallback, useRef, useState } from 'react'
import { submitEbook, validateEbook, type EbookErrorKey, type EbookField, type EbookValues, type SubmitOptions } from '../../lib/ebook'

type EbookStatus = 'idle' | 'submitting' | 'success' | 'error'

export type EbookFormState = {
  status: EbookStatus
  values: EbookValues
  fieldError: { field: EbookField; messageKey: EbookErrorKey } | null
  /** The service's (or the error's) message; null means: show the localized fallback. */
  submitError: { message: string | null } | null
}

const EMPTY: EbookValues = { name: '', email: '' }

/**
 * The ebook form's state machine: idle -> submitting -> success | error. Values survive every
 * failure; editing a field clears the error; one request per submission.
 */
export function useEbookForm(opts: {
  submitOptions: () => Omit<SubmitOptions, 'fetchImpl'>
  fetchImpl?: SubmitOptions['fetchImpl']
  onInvalid?: (field: EbookField) => void
  onFailure?: (message: string | null) => void
  onSuccess?: () => void
}) {
  const [state, setState] = useState<EbookFormState>({ status: 'idle', values: EMPTY, fieldError: null, submitError: null })
  const inFlight = useRef(false)

  const setValue = useCallback((field: EbookField, value: string) => {
    setState((s) => ({
      status: s.status === 'error' ? 'idle' : s.status,
      values: { ...s.values, [field]: value },
      fieldError: null,
      submitError: null,
    }))
  }, [])

  const submit = useCallback(async () => {
    if (inFlight.current) return
    const values = state.values
    const invalid = validateEbook(values)
    if (invalid) {
      setState((s) => ({ ...s, status: 'error', fieldError: invalid, submitError: null }))
      opts.onInvalid?.(invalid.field)
      return
    }
    inFlight.current = true
    setState((s) => ({ ...s, status: 'submitting', fieldError: null, submitError: null }))
    const result = await submitEbook(values, { ...opts.submitOptions(), fetchImpl: opts.fetchImpl })
    inFlight.current = false
    if (result.ok) {
      setState({ status: 'success', values: EMPTY, fieldError: null, submitError: null })
      opts.onSuccess?.()
    } else {
      setState((s) => ({ ...s, status: 'error', submitError: { message: result.message } }))
      opts.onFailure?.(result.message)
    }
  }, [opts, state.values])

  const reset = useCallback(() => setState({ status: 'idle', values: EMPTY, fieldError: null, submitError: null }), [])

  return { state, setValue, submit, reset }
}
