import { errorTextOf, type FetchLike } from './http'

/** Ebook lead-capture form: validation (spec section 5) and submission (sections 7 and 8). */
export type EbookValues = { name: string; email: string }
export type EbookField = keyof EbookValues

/** Catalog keys of the validation messages, in the order the rules run. */
export const EBOOK_ERRORS = {
  nameRequired: 'ebook:form.errors.nameRequired',
  emailRequired: 'ebook:form.errors.emailRequired',
  emailInvalid: 'ebook:form.errors.emailInvalid',
} as const
export type EbookErrorKey = (typeof EBOOK_ERRORS)[keyof typeof EBOOK_ERRORS]

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Runs the rules in order and returns the first failure, or null when the values are valid. */
export function validateEbook(values: EbookValues): { field: EbookField; messageKey: EbookErrorKey } | null {
  if (values.name.trim() === '') return { field: 'name', messageKey: EBOOK_ERRORS.nameRequired }
  if (values.email.trim() === '') return { field: 'email', messageKey: EBOOK_ERRORS.emailRequired }
  if (!EMAIL_PATTERN.test(values.email.trim())) return { field: 'email', messageKey: EBOOK_ERRORS.emailInvalid }
  return null
}

export type SubmitResult = { ok: true } | { ok: false; message: string | null }

export type SubmitOptions = {
  endpoint: string
  accessKey: string
  subject: string
  fromName: string
  timeoutMs: number
  fetchImpl?: FetchLike
  log?: (error: unknown) => void
}

function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as { message?: unknown; body?: { message?: unknown } }
  const candidate = record.message ?? record.body?.message
  return typeof candidate === 'string' && candidate.trim() !== '' ? candidate : null
}

/**
 * Posts the lead as multipart form data. Never throws: the result says whether the service
 * accepted it, and which message to show otherwise (null = the localized fallback).
 */
export async function submitEbook(values: EbookValues, opts: SubmitOptions): Promise<SubmitResult> {
  const form = new FormData()
  form.append('access_key', opts.accessKey)
  form.append('name', values.name.trim())
  form.append('email', values.email.trim())
  form.append('subject', opts.subject)
  form.append('from_name', opts.fromName)

  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error(`Request timed out after ${opts.timeoutMs} ms`)), opts.timeoutMs)
  try {
    const response = await (opts.fetchImpl ?? fetch)(opts.endpoint, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    if (body && typeof body === 'object' && (body as { success?: unknown }).success === true && response.ok) {
      return { ok: true }
    }
    const message = messageOf(body)
    if (message) return { ok: false, message }
    if (!response.ok) {
      // Not JSON (or no message): the HTTP helper's 'status: body' text.
      return { ok: false, message: await errorTextOf(new Response(text, { status: response.status, statusText: response.statusText })) }
    }
    return { ok: false, message: null }
  } catch (error) {
    ;(opts.log ?? console.error)(error)
    const reason = controller.signal.aborted ? controller.signal.reason : error
    const message = reason instanceof Error && reason.message.trim() !== '' ? reason.message : null
    return { ok: false, message }
  } finally {
    clearTimeout(timer)
  }
}
