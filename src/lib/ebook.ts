import { normalizeEbook, type EbookValues } from './ebook-fields'
import { errorTextOf, type FetchLike } from './http'

/** Ebook lead-capture form: validation (shared with the local inbox) and submission. */
export {
  EBOOK_ERRORS,
  EBOOK_SERVICE_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  isHoneypotSet,
  trimField,
  validateEbook,
  validateEbookFields,
} from './ebook-fields'
export type { EbookField, EbookFieldError, EbookValues } from './ebook-fields'

export type SubmitResult = { ok: true } | { ok: false; message: string | null }

export type SubmitOptions = {
  endpoint: string
  accessKey: string
  subject: string
  fromName: string
  timeoutMs: number
  /** The form's hidden honeypot checkbox was checked (a bot): sent as botcheck=true, so the service drops the lead. */
  botcheck?: boolean
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
  const { name, email } = normalizeEbook(values)
  const form = new FormData()
  form.append('access_key', opts.accessKey)
  form.append('name', name)
  form.append('email', email)
  form.append('subject', opts.subject)
  form.append('from_name', opts.fromName)
  if (opts.botcheck) form.append('botcheck', 'true')

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
