/**
 * What the server's handlers share: its options, the per-server state (the folder, its rules, the file sender, the
 * inbox's limiter and appender, counters for the log), escaping for the log, and the small answers (text, JSON, HTML)
 * with the headers every answer carries. Used by server.ts and inbox.ts.
 */
import type http from 'node:http'
import type { Locale } from '../../src/i18n/locales'
import type { FileSender } from './files'
import { cacheControlForStatus, NO_CACHE } from './files'
import { INBOX_PATH } from './inbox-form'
import type { RateLimiter } from './inbox-store'
import { headersForPath, type SiteRules } from './rules'

/**
 * Makes request-derived text safe to print on one log line: control and format characters (line breaks, terminal
 * escapes, bidi overrides), line separators and backslashes are written as escapes, and long text is cut.
 */
export function escapeForLog(text: string, max = 300): string {
  const clipped = text.length > max ? `${text.slice(0, max)}…` : text
  return clipped.replace(/[\\\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, (char) => {
    if (char === '\\') return '\\\\'
    const code = char.codePointAt(0) ?? 0
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

export interface SiteServerOptions {
  /** Folder to serve (the built `dist/`). */
  root: string
  /** JSON-lines file the form inbox appends submissions to. */
  inboxFile: string
  /** Inbox posts one client may send per minute (default 20; 0 = no limit). */
  maxPerMinute?: number
  /** Catalogs the inbox's messages come from (default: the repository's locales/). */
  localesDir?: string
  /** Log sink for one line per stored submission and for faults (default console). Never given visitor data. */
  log?: (line: string) => void
  /** Largest the inbox file may grow, in bytes (default 50 MB, FORM_INBOX_MAX_BYTES); past it posts are refused. */
  maxInboxBytes?: number
  /** Limits for a slow client (defaults 20 s for the headers, 30 s for the whole request); tests set them lower. */
  headersTimeoutMs?: number
  requestTimeoutMs?: number
  /** How often ended-by-client requests are counted into one log line (default 60 s). */
  clientGoneLogIntervalMs?: number
  /**
   * A connection on which nothing moves for this long, either way, is dropped (default 60 s, nginx's `send_timeout`;
   * SERVE_SEND_TIMEOUT_MS): a client that stops reading its answer cannot hold the socket, its buffers and file data.
   */
  sendTimeoutMs?: number
  /** Open connections one client (IP address, IPv6 by /64) may hold; more are answered 503 with Retry-After, or closed when they send nothing (default 64; SERVE_MAX_CONNECTIONS_PER_CLIENT). */
  maxConnectionsPerClient?: number
}

/** What the request handlers share: the served folder and its rules, the file sender, and the inbox's state. */
export interface SiteContext {
  /** The served folder: absolute, and real when it exists. */
  readonly root: string
  readonly inboxFile: string
  readonly log: (line: string) => void
  /** The rules of `_redirects` and `_headers`, read once when the server starts (empty until `ready`). */
  rules: SiteRules
  /** Settles when the rules are read: every request waits for it. */
  readonly ready: Promise<void>
  readonly files: FileSender
  readonly limiter: RateLimiter
  readonly t: (locale: Locale, key: string) => string
  readonly appendRecord: (line: string) => Promise<void>
  /** Submissions stored since the server started (for the log line). */
  stored: number
  /** Requests their clients ended (or that timed out sending) since the last periodic log line. */
  clientGone: number
  /** Connections over their client's cap since the last periodic log line (answered 503, or closed). */
  connectionsRefused: number
  /** Whether "inbox full" has been logged since the last stored submission (it is logged once). */
  inboxFullLogged: boolean
}

export function applySiteHeaders(ctx: SiteContext, res: http.ServerResponse, pathname: string): void {
  for (const [name, value] of headersForPath(ctx.rules.headers, pathname)) res.setHeader(name, value)
}

/** The site's headers for the inbox, the baseline ones where `_headers` has none, and no caching. */
export function applyInboxHeaders(ctx: SiteContext, res: http.ServerResponse): void {
  applySiteHeaders(ctx, res, INBOX_PATH)
  if (!res.hasHeader('x-content-type-options')) res.setHeader('X-Content-Type-Options', 'nosniff')
  if (!res.hasHeader('referrer-policy')) res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  if (!res.hasHeader('x-frame-options')) res.setHeader('X-Frame-Options', 'DENY')
  if (!res.hasHeader('content-security-policy')) {
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
  }
  res.setHeader('Cache-Control', 'no-store')
}

export function sendText(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: string,
  extra: Record<string, string> = {},
): void {
  const buf = Buffer.from(body, 'utf8')
  res.statusCode = status
  // Its own type and caching, whatever a `_headers` rule set for the path (a 405 on the rules file is not JSON).
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', cacheControlForStatus(status, NO_CACHE))
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
  res.setHeader('Content-Length', buf.length)
  res.end(req.method === 'HEAD' ? undefined : buf)
}

export function sendJson(
  ctx: SiteContext,
  res: http.ServerResponse,
  status: number,
  payload: unknown,
  extra: Record<string, string> = {},
): void {
  const buf = Buffer.from(JSON.stringify(payload), 'utf8')
  applyInboxHeaders(ctx, res)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Access-Control-Allow-Origin', '*')
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
  res.setHeader('Content-Length', buf.length)
  res.end(buf)
}

export function sendHtml(
  ctx: SiteContext,
  res: http.ServerResponse,
  status: number,
  html: string,
  extra: Record<string, string> = {},
): void {
  const buf = Buffer.from(html, 'utf8')
  applyInboxHeaders(ctx, res)
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
  res.setHeader('Content-Length', buf.length)
  res.end(buf)
}
