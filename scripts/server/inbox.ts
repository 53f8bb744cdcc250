/**
 * `POST /api/form-inbox`, the local stand-in for the form service: a fetch gets the service's JSON answers, a form
 * posted without JavaScript a 303 to its confirmation page or its form again with the message. Size cap, rate limit
 * (checked before the body is read), honeypot, the form's own validation, storage one line per record.
 * Called by server.ts.
 */
import type http from 'node:http'
import type { Locale } from '../../src/i18n/locales'
import { EBOOK_SERVICE_MESSAGES, isHoneypotSet, type EbookField } from '../../src/lib/ebook-fields'
import { applyInboxHeaders, escapeForLog, sendHtml, sendJson, type SiteContext } from './context'
import {
  ACCESS_KEY_MISSING,
  confirmationLocation,
  jsonLine,
  localeOfSubmission,
  renderInboxPage,
  SUCCESS_MESSAGE,
  validateSubmission,
  wantsJson,
  type FormSubmission,
} from './inbox-form'
import {
  BadRequestError,
  ClientGoneError,
  clientKey,
  InboxFullError,
  MAX_FORM_BODY_BYTES,
  parseFormFields,
  PayloadTooLargeError,
  readBody,
} from './inbox-store'

/** One post to the inbox, and how it wants its answer: JSON for a fetch, a page or a redirect for a native post. */
interface InboxExchange {
  readonly ctx: SiteContext
  readonly req: http.IncomingMessage
  readonly res: http.ServerResponse
  readonly json: boolean
  readonly referer: string | undefined
}

function answerInboxPreflight(ctx: SiteContext, res: http.ServerResponse): void {
  applyInboxHeaders(ctx, res)
  res.statusCode = 204
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept')
  res.setHeader('Access-Control-Max-Age', '86400')
  res.end()
}

/** A refusal: JSON `{ success: false, message }` for a fetch, the form page again for a native post. */
function refuseSubmission(
  exchange: InboxExchange,
  status: number,
  message: string,
  fields: Readonly<Record<string, string>> | null,
  extra: Record<string, string> = {},
  invalidField: EbookField | null = null,
): void {
  const { ctx, res } = exchange
  if (exchange.json) {
    sendJson(ctx, res, status, { success: false, message }, extra)
    return
  }
  const locale = localeOfSubmission(fields?.redirect, exchange.referer, exchange.req.headers['accept-language'])
  sendHtml(ctx, res, status, renderInboxPage({ locale, message, fields, invalidField, t: ctx.t }), extra)
}

/** How long, and how much, a client answered before its body was read may go on sending (nginx's lingering close). */
const LINGER_MS = 30_000
const LINGER_MAX_BYTES = 64 * 1024 * 1024

/**
 * After an answer given before the body was read (a 413, a 429): the rest of the body is read and dropped, so the
 * client finishes sending and reads the answer. Closing at once would make its kernel answer the unread bytes with
 * a reset, and a browser would show a network error instead of the message and its Retry-After (issue 50, part 13).
 * Bounded: a client still sending after LINGER_MS, or past LINGER_MAX_BYTES, is dropped. Also the server's 503 over
 * the connection cap (server.ts).
 */
export function drainUnreadBody(req: http.IncomingMessage): void {
  let read = 0
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS)
  timer.unref()
  const stop = () => clearTimeout(timer)
  req.on('data', (chunk: Buffer) => {
    read += chunk.length
    if (read > LINGER_MAX_BYTES) req.socket.destroy()
  })
  req.once('end', stop)
  req.once('close', stop)
  req.resume()
}

function refuseTooLarge(exchange: InboxExchange): void {
  const locale = localeOfSubmission(undefined, exchange.referer, exchange.req.headers['accept-language'])
  const message = exchange.json ? 'Payload too large' : exchange.ctx.t(locale, EBOOK_SERVICE_MESSAGES.fallback)
  refuseSubmission(exchange, 413, message, null)
  drainUnreadBody(exchange.req)
}

/** The posted fields; null when the body was refused (too large, unreadable), which has then been answered. */
async function readSubmittedFields(exchange: InboxExchange): Promise<Record<string, string> | null> {
  const { req } = exchange
  const declared = Number(req.headers['content-length'] ?? '0')
  if (Number.isFinite(declared) && declared > MAX_FORM_BODY_BYTES) {
    refuseTooLarge(exchange)
    return null
  }
  try {
    const body = await readBody(req, MAX_FORM_BODY_BYTES)
    return await parseFormFields(req.headers['content-type'] ?? '', body)
  } catch (err) {
    if (err instanceof PayloadTooLargeError) {
      refuseTooLarge(exchange)
      return null
    }
    if (err instanceof ClientGoneError) {
      // Nobody is left to answer: count it for the periodic line and free the socket.
      exchange.ctx.clientGone += 1
      exchange.res.destroy()
      return null
    }
    if (err instanceof BadRequestError) {
      const locale = localeOfSubmission(undefined, exchange.referer, exchange.req.headers['accept-language'])
      const message = exchange.json ? err.message : exchange.ctx.t(locale, EBOOK_SERVICE_MESSAGES.fallback)
      refuseSubmission(exchange, err.status, message, null)
      return null
    }
    throw err
  }
}

/** A success: the service's JSON answer for a fetch, a 303 to the confirmation page for a native post. */
function acceptSubmission(exchange: InboxExchange, redirect: string | undefined, locale: Locale, data: FormSubmission): void {
  const { ctx, res } = exchange
  if (exchange.json) {
    sendJson(ctx, res, 200, { success: true, message: SUCCESS_MESSAGE, data })
    return
  }
  applyInboxHeaders(ctx, res)
  res.statusCode = 303
  res.setHeader('Location', confirmationLocation(redirect, locale))
  res.setHeader('Content-Length', 0)
  res.end()
}

/** Appends a valid submission to the inbox file and answers; a failed write is logged and refused. */
async function storeSubmission(
  exchange: InboxExchange,
  fields: Readonly<Record<string, string>>,
  locale: Locale,
  submission: FormSubmission,
): Promise<void> {
  const { ctx } = exchange
  const record = { receivedAt: new Date().toISOString(), ...submission }
  try {
    await ctx.appendRecord(jsonLine(record))
  } catch (err) {
    if (err instanceof InboxFullError) {
      if (!ctx.inboxFullLogged)
        ctx.log(
          `[form-inbox] ${escapeForLog(ctx.inboxFile)} is full (${escapeForLog(err.message)}): refusing posts until it is moved or FORM_INBOX_MAX_BYTES is raised`,
        )
      ctx.inboxFullLogged = true
      refuseSubmission(exchange, 507, ctx.t(locale, EBOOK_SERVICE_MESSAGES.inboxFull), fields)
      return
    }
    const code = err instanceof Error ? ((err as NodeJS.ErrnoException).code ?? err.message) : String(err)
    ctx.log(`[form-inbox] could not store a submission in ${escapeForLog(ctx.inboxFile)}: ${escapeForLog(code)}`)
    refuseSubmission(exchange, 500, ctx.t(locale, EBOOK_SERVICE_MESSAGES.fallback), fields)
    return
  }
  ctx.stored += 1
  ctx.inboxFullLogged = false
  ctx.log(`[form-inbox] submission stored (${ctx.stored} since start) -> ${escapeForLog(ctx.inboxFile)}`)
  acceptSubmission(exchange, fields.redirect, locale, submission)
}

/** `POST /api/form-inbox` (and its CORS preflight): size limit, parsing, rate limit, honeypot, validation, storage. */
export async function handleInbox(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    answerInboxPreflight(ctx, res)
    return
  }
  if (req.method !== 'POST') {
    sendJson(ctx, res, 405, { success: false, message: 'Method not allowed' }, { Allow: 'POST, OPTIONS' })
    return
  }
  const exchange: InboxExchange = { ctx, req, res, json: wantsJson(req.headers), referer: req.headers.referer }
  // The limit is checked before the body is read: a flood costs no parsing. A fetch (the form with JavaScript, which
  // keeps what was typed) gets its 429 at once; a post without JavaScript has its (capped) body read only to give the
  // form back filled in.
  const wait = ctx.limiter.take(clientKey(req.socket.remoteAddress))
  if (wait > 0 && exchange.json) {
    const locale = localeOfSubmission(undefined, exchange.referer, exchange.req.headers['accept-language'])
    refuseSubmission(exchange, 429, ctx.t(locale, EBOOK_SERVICE_MESSAGES.tooManyAttempts), null, { 'Retry-After': String(wait) })
    drainUnreadBody(req)
    return
  }
  const fields = await readSubmittedFields(exchange)
  if (fields === null) return
  const locale = localeOfSubmission(fields.redirect, exchange.referer, exchange.req.headers['accept-language'])
  if (wait > 0) {
    refuseSubmission(exchange, 429, ctx.t(locale, EBOOK_SERVICE_MESSAGES.tooManyAttempts), fields, { 'Retry-After': String(wait) })
    return
  }

  const result = validateSubmission(fields)
  if (isHoneypotSet(fields.botcheck)) {
    // A bot filled the hidden checkbox: answer like a success (so it learns nothing), record nothing.
    ctx.log('[form-inbox] honeypot field set: answered as sent, not stored')
    const data = result.ok ? result.submission : { name: '', email: '', subject: '', from_name: '' }
    acceptSubmission(exchange, fields.redirect, locale, data)
    return
  }
  if (!result.ok) {
    if (result.messageKey === null) {
      refuseSubmission(exchange, 400, ACCESS_KEY_MISSING, fields)
      return
    }
    const field = result.field === 'access_key' ? null : result.field
    refuseSubmission(exchange, 400, ctx.t(locale, result.messageKey), fields, {}, field)
    return
  }
  await storeSubmission(exchange, fields, locale, result.submission)
}
