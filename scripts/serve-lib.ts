/**
 * Static file server for the pre-rendered `dist/` folder, behaving like a
 * static host / CDN (Netlify-style `_redirects` and `_headers`, extensionless
 * URLs, no trailing slashes, ETag / Last-Modified / 304), plus a local stand-in
 * for the form service (`POST /api/form-inbox`). Node built-ins, the site's own
 * modules (locales, the ebook field rules) and intl-messageformat only.
 *
 * It is meant to hold hostile input: every check is linear in the input, no
 * redirect leaves the site, logs carry no visitor data and escape what they
 * print from a request, and the inbox limits how fast one client may post.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { IntlMessageFormat } from 'intl-messageformat'
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALE_TABLE, LOCALES, localeOfPath, localizePath, type Locale } from '../src/i18n/locales'
import { EBOOK_PATH, EBOOK_THANK_YOU_PATH } from '../src/i18n/paths'
import {
  EBOOK_SERVICE_MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  isHoneypotSet,
  trimField,
  validateEbook,
  type EbookErrorKey,
  type EbookField,
} from '../src/lib/ebook-fields'

const gzipAsync = promisify(zlib.gzip)

export const INBOX_PATH = '/api/form-inbox'
export const MAX_FORM_BODY_BYTES = 64 * 1024
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'
export const ERROR_CACHE = 'no-store'
/** Posts one client may send to the inbox per minute unless told otherwise (0 turns the limit off). */
export const DEFAULT_MAX_PER_MINUTE = 20
export const RATE_WINDOW_MS = 60_000
/** What the form service answers on success (Web3Forms' wording). */
export const SUCCESS_MESSAGE = 'Email sent successfully!'
/** The confirmation page a form posted without JavaScript lands on, per language. */
export const CONFIRMATION_PATHS: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, localizePath(EBOOK_THANK_YOU_PATH, locale)]),
) as Record<Locale, string>
/** Files in dist/ that configure a host and must not be served. */
const HIDDEN_FILES = new Set(['_redirects', '_headers', '_routes.json', 'netlify.toml', 'vercel.json', 'staticwebapp.config.json'])
/** Longest hidden-field value (subject, from_name, redirect, access_key) that is kept. */
const MAX_META_LENGTH = 500
/** Largest the inbox file may grow unless told otherwise (FORM_INBOX_MAX_BYTES): 50 MB. */
export const DEFAULT_INBOX_MAX_BYTES = 50 * 1024 * 1024
/** How often the count of requests their clients ended (aborted, timed out) is logged, when there were any. */
export const CLIENT_GONE_LOG_INTERVAL_MS = 60_000
/**
 * How often Node checks for requests past headersTimeout / requestTimeout (its default is 30 s, so a slow
 * client could hold a socket up to 30 s past the limit; at 1 s it is dropped within a second of it).
 */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1_000
export const DEFAULT_SEND_TIMEOUT_MS = 60_000
/** A browser opens at most 6 connections to a host; 64 leaves room for an office behind one address. */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 64
const DEFAULT_LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url))

// ---------------------------------------------------------------------------
// Logging
// ---------------------------------------------------------------------------

/**
 * Makes request-derived text safe to print on one log line: control and
 * format characters (line breaks, terminal escapes, bidi overrides), line
 * separators and backslashes are written as escapes, and long text is cut.
 */
export function escapeForLog(text: string, max = 300): string {
  const clipped = text.length > max ? `${text.slice(0, max)}…` : text
  return clipped.replace(/[\\\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, (char) => {
    if (char === '\\') return '\\\\'
    const code = char.codePointAt(0) ?? 0
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

// ---------------------------------------------------------------------------
// _redirects
// ---------------------------------------------------------------------------

export interface RedirectRule {
  from: string
  to: string
  status: number
}

/**
 * Parses a `_redirects` file: `from to [status]` per line, `#` comments, default status 301. A trailing `!` on
 * the status (Netlify's "force") is accepted and ignored: a rule applies before any file at its path, as Cloudflare
 * Pages applies it (measured with `wrangler pages dev`, which also refuses `301!` as a status and drops the rule).
 * A `from` ending in `/*` matches a prefix and its remainder can be used as `:splat` in `to`.
 */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = []
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/(?:^|\s)#.*$/, '').trim()
    if (line === '') continue
    const [from, to, statusToken] = line.split(/\s+/)
    if (from === undefined || to === undefined || !from.startsWith('/')) continue
    let status = 301
    if (statusToken !== undefined) {
      const parsed = Number.parseInt(statusToken.replace(/!$/, ''), 10)
      if (Number.isNaN(parsed)) continue
      status = parsed
    }
    rules.push({ from, to, status })
  }
  return rules
}

/** Returns the first rule matching `pathname` with `:splat` substituted, or null. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | null {
  for (const rule of rules) {
    if (rule.from.endsWith('/*')) {
      const base = rule.from.slice(0, -2)
      if (pathname === base || pathname.startsWith(`${base}/`)) {
        const splat = pathname.slice(base.length + 1)
        return { ...rule, to: rule.to.replace(/:splat/g, splat) }
      }
    } else if (stripTrailingSlashes(rule.from) === pathname) {
      return rule
    }
  }
  return null
}

/**
 * A `Location` the server may write: a path on this site. It starts with one
 * `/` not followed by `/` or `\`, holds no backslash, white space or control
 * character, and resolves to the same host. Anything else gives null.
 */
export function safeLocation(location: string): string | null {
  if (!location.startsWith('/') || location.startsWith('//') || location.includes('\\')) return null
  if (/[\s\p{Cc}]/u.test(location)) return null
  try {
    const base = 'http://site.invalid'
    const resolved = new URL(location, base)
    return resolved.origin === base ? location : null
  } catch {
    return null
  }
}

/** A path with a backslash, or an encoded slash or backslash: never served, never redirected. */
export function hasAmbiguousSlash(pathname: string): boolean {
  return pathname.includes('\\') || /%(?:2f|5c)/i.test(pathname)
}

// ---------------------------------------------------------------------------
// _headers
// ---------------------------------------------------------------------------

export interface HeaderRule {
  pattern: string
  headers: Array<[name: string, value: string]>
}

/**
 * Parses a Netlify/Cloudflare `_headers` file: an unindented line holding a
 * URL pattern (starting with `/`, optionally ending in `*`), followed by
 * indented `Name: value` lines. `#` starts a comment line.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | null = null
  for (const rawLine of text.split(/\r?\n/)) {
    const trimmed = rawLine.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const indented = /^\s/.test(rawLine)
    if (!indented && trimmed.startsWith('/')) {
      current = { pattern: trimmed, headers: [] }
      rules.push(current)
      continue
    }
    if (current === null) continue
    const colon = trimmed.indexOf(':')
    if (colon <= 0) continue
    const name = trimmed.slice(0, colon).trim()
    const value = trimmed.slice(colon + 1).trim()
    if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) continue
    current.headers.push([name, value])
  }
  return rules
}

/** `/*` matches everything, `/foo/*` matches `/foo/...`, otherwise exact. */
export function matchesHeaderPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1))
  return pattern === pathname
}

/**
 * Headers of every block matching `pathname`. When several blocks set the
 * same header (case-insensitively) their values are joined with `, ` (as
 * Netlify/Cloudflare do); the first spelling of the name is kept.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const merged = new Map<string, [name: string, value: string]>()
  for (const rule of rules) {
    if (!matchesHeaderPattern(rule.pattern, pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const existing = merged.get(key)
      merged.set(key, existing === undefined ? [name, value] : [existing[0], `${existing[1]}, ${value}`])
    }
  }
  return new Map(merged.values())
}

// ---------------------------------------------------------------------------
// Path resolution
// ---------------------------------------------------------------------------

function stripTrailingSlashes(pathname: string): string {
  const stripped = pathname.replace(/(?<!\/)\/+$/, '')
  return stripped === '' ? '/' : stripped
}

/**
 * Splits a raw request target into pathname and query (`?...` or '').
 * Absolute-form targets (`http://host/path`) are reduced to their path.
 */
export function splitUrl(rawUrl: string): { pathname: string; search: string } {
  let target = rawUrl
  if (!target.startsWith('/')) {
    try {
      const url = new URL(target)
      target = url.pathname + url.search
    } catch {
      target = `/${target}`
    }
  }
  const hash = target.indexOf('#')
  if (hash !== -1) target = target.slice(0, hash)
  const q = target.indexOf('?')
  return q === -1 ? { pathname: target, search: '' } : { pathname: target.slice(0, q), search: target.slice(q) }
}

/**
 * Turns a URL pathname into a safe relative path inside the served root
 * (`/` -> ''), decoding percent-escapes per segment. Returns null when the
 * path is malformed or could escape the root (`..`, `.`, empty segments,
 * encoded slashes/backslashes, NUL), or names a dot-file or anything under a
 * dot-folder (`/.vite/manifest.json`, `/.env`).
 */
export function toRelativePath(pathname: string): string | null {
  if (!pathname.startsWith('/')) return null
  if (pathname === '/') return ''
  const out: string[] = []
  for (const rawSegment of pathname.slice(1).split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(rawSegment)
    } catch {
      return null
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null
    out.push(segment)
  }
  return out.join('/')
}

function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate)
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)
}

function statFile(file: string): fs.Stats | null {
  try {
    const stat = fs.statSync(file)
    return stat.isFile() ? stat : null
  } catch {
    return null
  }
}

/**
 * Maps a URL pathname to a file inside `root` (which should be an absolute,
 * real path): `/` -> `index.html`; `/foo/bar` -> `foo/bar.html` if present,
 * else the file `foo/bar`. Returns the absolute file path or null.
 */
export function resolvePath(root: string, pathname: string): string | null {
  const rel = toRelativePath(pathname)
  if (rel === null || HIDDEN_FILES.has(rel)) return null
  const candidates = rel === '' ? ['index.html'] : [`${rel}.html`, rel]
  for (const candidate of candidates) {
    const abs = path.resolve(root, candidate)
    if (!isInside(root, abs) || statFile(abs) === null) continue
    let real: string
    try {
      real = fs.realpathSync(abs)
    } catch {
      continue
    }
    if (isInside(root, real)) return real
  }
  return null
}

/**
 * The 404 page of the locale a pathname belongs to, by its prefix in the locale table (`/es/...` ->
 * es/404.html; the pseudo build's /qps too, whose line is off in this process): '404.html' otherwise.
 */
export function notFoundPage(pathname: string): string {
  const entry = LOCALE_TABLE.find(({ prefix }) => prefix !== '' && (pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`)))
  return entry ? `${entry.prefix}/404.html` : '404.html'
}

// ---------------------------------------------------------------------------
// Content types, compression, conditional requests
// ---------------------------------------------------------------------------

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.pdf': 'application/pdf',
}

const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.xml', '.txt', '.md', '.webmanifest'])

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase())
}

/** The q value of one `Accept`-style list item's parameters (1 when absent, 0 when unreadable). */
function qualityOf(params: readonly string[]): number {
  let q = 1
  for (const param of params) {
    const match = /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)
    if (match?.[1] !== undefined) q = Number.parseFloat(match[1])
  }
  return Number.isNaN(q) ? 0 : q
}

/** True when an `Accept-Encoding` header value allows gzip (honours `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false
  let gzip: number | undefined
  let star: number | undefined
  for (const part of header.split(',')) {
    const [codingRaw, ...params] = part.split(';')
    const coding = (codingRaw ?? '').trim().toLowerCase()
    const q = qualityOf(params)
    if (coding === 'gzip' || coding === 'x-gzip') gzip = q
    else if (coding === '*') star = q
  }
  if (gzip !== undefined) return gzip > 0
  return star !== undefined && star > 0
}

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : NO_CACHE
}

/** An error answer is never stored (a cached 404 for a chunk that arrives a moment later would outlive it); others keep `ok`. */
export function cacheControlForStatus(status: number, ok: string): string {
  return status >= 400 ? ERROR_CACHE : ok
}

/**
 * Whether a request's validators match the file: `If-None-Match` (weak
 * comparison, `*`, lists) wins; otherwise `If-Modified-Since` against the
 * modification time in whole seconds.
 */
export function isNotModified(
  headers: Readonly<{ 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined }>,
  etag: string,
  mtimeMs: number,
): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true
    const opaque = (tag: string): string => tag.trim().replace(/^W\//, '')
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
  }
  const ifModifiedSince = headers['if-modified-since']
  if (ifModifiedSince !== undefined) {
    const since = parseHttpDate(ifModifiedSince)
    return since !== null && Math.floor(mtimeMs / 1000) * 1000 <= since
  }
  return false
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
const TIME = '\\d{2}:\\d{2}:\\d{2}'
/** RFC 9110 5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient must also accept. */
const HTTP_DATE = new RegExp(
  `^(?:${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`,
)

/**
 * The time of an HTTP-date in ms, or null for anything else (`9999`, `yesterday`, an ISO date): RFC 9110 13.1.3 says
 * an If-Modified-Since that is not a valid HTTP-date is ignored.
 */
export function parseHttpDate(value: string): number | null {
  const text = value.trim()
  if (!HTTP_DATE.test(text)) return null
  // asctime has no zone: it is GMT.
  const time = Date.parse(/GMT$/.test(text) ? text : `${text} GMT`)
  return Number.isNaN(time) ? null : time
}

// ---------------------------------------------------------------------------
// Form inbox: fields, language, answers
// ---------------------------------------------------------------------------

export interface FormSubmission {
  name: string
  email: string
  subject: string
  from_name: string
}

export type ValidationResult =
  | { ok: true; submission: FormSubmission }
  /** messageKey is the catalog key of the visitor's message; null for a missing access key (a site fault). */
  | { ok: false; field: 'access_key' | EbookField; messageKey: EbookErrorKey | null }

export const ACCESS_KEY_MISSING = 'Access key is missing'

/**
 * The line breaks a reader may split a line at: LF, VT, FF, CR, NEL and the Unicode line and paragraph
 * separators (Python's splitlines() and many editors). The file, group and record separators it also splits
 * at are control characters, removed with the rest below.
 */
const LINE_BREAKS = /[\n\v\f\r\u0085\p{Zl}\p{Zp}]+/gu
/** Other control characters, invisible format characters (bidi controls, zero-width) and lone surrogates. */
const META_INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu

/** A hidden field as stored: one line (line breaks become spaces), nothing invisible, at most 500 characters. */
export function metaField(value: string | undefined): string {
  return trimField(
    trimField(value ?? '')
      .slice(0, MAX_META_LENGTH)
      .replace(LINE_BREAKS, ' ')
      .replace(META_INVISIBLE, ''),
  )
}

/**
 * A record as one line of JSON for every reader: JSON.stringify escapes C0 controls but leaves NEL, U+2028
 * and U+2029 raw (valid JSON, yet a line break to many readers), so they are written as \\u escapes too.
 */
export function jsonLine(record: unknown): string {
  const json = JSON.stringify(record).replace(/[\u0085\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `${json}\n`
}

/**
 * Validates fields the way the real form service does, with the rules the
 * form itself runs (src/lib/ebook-fields.ts): access key, then name, then e-mail.
 */
export function validateSubmission(fields: Readonly<Record<string, string>>): ValidationResult {
  if (metaField(fields.access_key) === '') return { ok: false, field: 'access_key', messageKey: null }
  const name = fields.name ?? ''
  const email = fields.email ?? ''
  const failure = validateEbook({ name, email })
  if (failure !== null) return { ok: false, field: failure.field, messageKey: failure.messageKey }
  return {
    ok: true,
    submission: {
      name: trimField(name),
      email: trimField(email),
      subject: metaField(fields.subject),
      from_name: metaField(fields.from_name),
    },
  }
}

/** The path of a URL or path (`https://x/es/a?b` -> `/es/a`), or null when it does not parse. */
function pathOf(value: string | undefined): string | null {
  if (value === undefined || value === '' || value.length > 2048) return null
  try {
    return new URL(value, 'http://site.invalid').pathname
  } catch {
    return null
  }
}

/**
 * The submitter's language: from the path of the form's `redirect` field (the
 * confirmation page of its language), else from the posting page (`Referer`),
 * else English. Only the path is read, never the host.
 */
export function localeOfSubmission(redirect: string | undefined, referer: string | undefined): Locale {
  const fromRedirect = pathOf(redirect)
  if (fromRedirect !== null) return localeOfPath(fromRedirect)
  const fromReferer = pathOf(referer)
  if (fromReferer !== null) return localeOfPath(fromReferer)
  return DEFAULT_LOCALE
}

/**
 * Where a form posted without JavaScript lands: the path of its `redirect`
 * field when that is one of the confirmation pages, else the confirmation
 * page of its language. Never another host, never a path the visitor chose.
 */
export function confirmationLocation(redirect: string | undefined, locale: Locale): string {
  const requested = pathOf(redirect)
  const known = Object.values(CONFIRMATION_PATHS)
  if (requested !== null) {
    const clean = stripTrailingSlashes(requested)
    if (known.includes(clean)) return clean
  }
  return CONFIRMATION_PATHS[locale]
}

/**
 * Whether the client asked for JSON (a `fetch` with `Accept: application/json`,
 * or a JSON body). A browser's own form post asks for text/html, and so gets
 * a redirect or a page.
 */
export function wantsJson(headers: Readonly<{ accept?: string | undefined; 'content-type'?: string | undefined }>): boolean {
  if (mediaTypeOf(headers['content-type']) === 'application/json') return true
  for (const part of (headers.accept ?? '').split(',')) {
    const [typeRaw, ...params] = part.split(';')
    const type = (typeRaw ?? '').trim().toLowerCase()
    if ((type === 'application/json' || type.endsWith('+json')) && qualityOf(params) > 0) return true
  }
  return false
}

function mediaTypeOf(contentType: string | undefined): string {
  return ((contentType ?? '').split(';')[0] ?? '').trim().toLowerCase()
}

type Catalog = Record<string, unknown>

/** Formats the catalog messages the inbox needs, per language, English filling any gap (as the site does). */
export function createMessages(localesDir: string): (locale: Locale, key: string) => string {
  const catalogs = new Map<string, Catalog | null>()
  const formatted = new Map<string, string>()
  function catalog(locale: Locale, namespace: string): Catalog | null {
    const id = `${locale}/${namespace}`
    if (!catalogs.has(id)) {
      let parsed: Catalog | null
      try {
        parsed = JSON.parse(fs.readFileSync(path.join(localesDir, locale, `${namespace}.json`), 'utf8')) as Catalog
      } catch {
        parsed = null
      }
      catalogs.set(id, parsed)
    }
    return catalogs.get(id) ?? null
  }
  function lookup(locale: Locale, key: string): string | null {
    const [namespace, keyPath] = key.split(':')
    if (namespace === undefined || keyPath === undefined) return null
    let node: unknown = catalog(locale, namespace)
    for (const part of keyPath.split('.')) {
      if (node === null || typeof node !== 'object') return null
      node = (node as Catalog)[part]
    }
    return typeof node === 'string' && node.trim() !== '' ? node : null
  }
  return (locale, key) => {
    const id = `${locale}|${key}`
    const cached = formatted.get(id)
    if (cached !== undefined) return cached
    const source = lookup(locale, key) ?? lookup(DEFAULT_LOCALE, key)
    let text = key
    if (source !== null) {
      try {
        text = String(new IntlMessageFormat(source, INTL_LOCALE[locale]).format())
      } catch {
        text = source
      }
    }
    formatted.set(id, text)
    return text
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The refusal page's look: the site's colours, type and focus ring, in a few rules. */
const INBOX_PAGE_CSS = [
  'body{margin:0;padding:0 12px;background:#f7faf9;color:#1b2b26;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{max-width:34rem;margin:48px auto;padding:32px 24px;background:#fff;border:1px solid #dbe7e2;border-radius:16px;box-shadow:0 12px 32px rgb(16 40 32/10%)}',
  'h1{margin:0 0 12px;font-size:1.75rem;line-height:1.2}',
  '#inbox-message{padding:12px 14px;border-left:4px solid #c92a2a;border-radius:8px;background:#fff5f5;color:#a51d1d}',
  'label{font-weight:600}',
  'input{box-sizing:border-box;width:100%;margin-top:4px;padding:10px 12px;border:1px solid #adb5bd;border-radius:8px;font:inherit}',
  'input[aria-invalid=true]{border-color:#c92a2a}',
  'button{padding:10px 20px;border:0;border-radius:8px;background:#0b6e4f;color:#fff;font:inherit;font-weight:700;cursor:pointer}',
  'a{color:#0b6e4f}',
  ':focus-visible{outline:3px solid #0b6e4f;outline-offset:2px}',
].join('')

export interface InboxPage {
  locale: Locale
  message: string
  /** The submitted fields, to post again; null when the body could not be read. */
  fields: Readonly<Record<string, string>> | null
  invalidField: EbookField | null
  t: (locale: Locale, key: string) => string
}

/**
 * The page a form posted without JavaScript gets when the inbox refuses it: in
 * the form's language, with the message and the form again, every typed value
 * and hidden field filled in, posting to the inbox. No script; one small
 * inline stylesheet in the site's colours (the site's CSP allows inline styles,
 * and the page reads fine without it).
 */
export function renderInboxPage({ locale, message, fields, invalidField, t }: InboxPage): string {
  const title = t(locale, EBOOK_SERVICE_MESSAGES.errorTitle)
  const lines = [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${INBOX_PAGE_CSS}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p id="inbox-message"><strong>${escapeHtml(message)}</strong></p>`,
  ]
  if (fields !== null) {
    const hidden = ['access_key', 'subject', 'from_name', 'redirect']
      .filter((name) => fields[name] !== undefined)
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(metaField(fields[name]))}">`)
    const field = (name: EbookField, label: string, type: string, max: number): string => {
      const value = trimField(fields[name] ?? '')
        .replace(/\p{Cc}/gu, '')
        .slice(0, max)
      const invalid = invalidField === name ? ' aria-invalid="true" aria-describedby="inbox-message"' : ''
      return [
        `<p><label for="inbox-${name}">${escapeHtml(label)}</label><br>`,
        `<input id="inbox-${name}" name="${name}" type="${type}" autocomplete="${name}" required maxlength="${max}" value="${escapeHtml(value)}"${invalid}></p>`,
      ].join('\n')
    }
    lines.push(
      `<p>${escapeHtml(t(locale, EBOOK_SERVICE_MESSAGES.errorLead))}</p>`,
      `<form method="post" enctype="multipart/form-data" action="${INBOX_PATH}">`,
      ...hidden,
      field('name', t(locale, EBOOK_SERVICE_MESSAGES.nameLabel), 'text', NAME_MAX_LENGTH),
      field('email', t(locale, EBOOK_SERVICE_MESSAGES.emailLabel), 'email', EMAIL_MAX_LENGTH),
      '<div hidden><input type="checkbox" name="botcheck" tabindex="-1"></div>',
      `<p><button type="submit">${escapeHtml(t(locale, EBOOK_SERVICE_MESSAGES.resend))}</button></p>`,
      '</form>',
    )
  }
  lines.push(
    `<p><a href="${localizePath(EBOOK_PATH, locale)}">${escapeHtml(t(locale, EBOOK_SERVICE_MESSAGES.backToEbook))}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  )
  return lines.join('\n')
}

// ---------------------------------------------------------------------------
// Form inbox: rate limit, body, storage
// ---------------------------------------------------------------------------

/** The client a request counts against: its address, IPv6 by /64 (one client usually holds a whole /64). */
export function clientKey(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown'
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (v4?.[1] !== undefined) return v4[1]
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('::')
  const groups = head === '' ? [] : head.split(':')
  const tailGroups = tail === '' ? [] : tail.split(':')
  const missing = address.includes('::') ? Math.max(0, 8 - groups.length - tailGroups.length) : 0
  const full = [...groups, ...Array.from({ length: missing }, () => '0'), ...tailGroups]
  return `${full
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** A sliding-window limit of `max` attempts per client per window (`max` 0 = no limit). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()
  private lastSweep = 0

  constructor(
    readonly max: number,
    readonly windowMs = RATE_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt. Returns 0 when it is allowed, else the whole seconds until the client may try again. */
  take(key: string): number {
    if (this.max <= 0) return 0
    const now = this.now()
    const since = now - this.windowMs
    let times = this.hits.get(key)
    if (times === undefined) {
      times = []
      this.hits.set(key, times)
    }
    while (times.length > 0 && (times[0] ?? 0) <= since) times.shift()
    if (times.length >= this.max) return Math.max(1, Math.ceil(((times[0] ?? now) + this.windowMs - now) / 1000))
    times.push(now)
    if (now - this.lastSweep > this.windowMs) this.sweep(since, now)
    return 0
  }

  private sweep(since: number, now: number): void {
    this.lastSweep = now
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= since) this.hits.delete(key)
    }
  }
}

class PayloadTooLargeError extends Error {}
/** The client went away (aborted upload, reset or timed-out socket): routine, counted, never a stack trace. */
class ClientGoneError extends Error {}
/** The inbox file is at FORM_INBOX_MAX_BYTES: nothing more is written. */
export class InboxFullError extends Error {}

function isClientGone(err: unknown): boolean {
  if (err instanceof ClientGoneError) return true
  const code = (err as NodeJS.ErrnoException | null)?.code
  return code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE'
}
class BadRequestError extends Error {
  readonly status: number
  constructor(message: string, status = 400) {
    super(message)
    this.status = status
  }
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    req.on('data', (chunk: Buffer) => {
      if (done) return
      size += chunk.length
      if (size > limit) {
        done = true
        reject(new PayloadTooLargeError('Payload too large'))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (done) return
      done = true
      resolve(Buffer.concat(chunks))
    })
    req.on('error', (err) => {
      if (done) return
      done = true
      reject(isClientGone(err) || err.message === 'aborted' ? new ClientGoneError(err.message) : err)
    })
    req.on('close', () => {
      if (done) return
      done = true
      reject(new ClientGoneError('closed before the body ended'))
    })
  })
}

async function parseFormFields(contentType: string, body: Buffer): Promise<Record<string, string>> {
  const mediaType = mediaTypeOf(contentType)
  const fields: Record<string, string> = {}
  if (mediaType === 'application/json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(body.toString('utf8'))
    } catch {
      throw new BadRequestError('Invalid JSON body')
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BadRequestError('Invalid JSON body')
    }
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') fields[key] = value
      else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value)
    }
    return fields
  }
  if (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') {
    let form: FormData
    try {
      form = await new Request(`http://local${INBOX_PATH}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      }).formData()
    } catch {
      throw new BadRequestError('Invalid form data')
    }
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string' && !(key in fields)) fields[key] = value
    }
    return fields
  }
  throw new BadRequestError('Unsupported content type', 415)
}

/**
 * Appends JSON lines to a file one record at a time: each record is one
 * `write` of the whole line; a short write is rolled back, and a record never
 * continues a line left unfinished by someone else.
 */
export function createAppender(file: string, maxBytes = Number.POSITIVE_INFINITY): (line: string) => Promise<void> {
  let queue: Promise<unknown> = Promise.resolve()
  async function append(line: string): Promise<void> {
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    const handle = await fs.promises.open(file, 'a+')
    try {
      const { size } = await handle.stat()
      let text = line
      if (size > 0) {
        const last = Buffer.alloc(1)
        await handle.read(last, 0, 1, size - 1)
        if (last[0] !== 0x0a) text = `\n${line}`
      }
      const buf = Buffer.from(text, 'utf8')
      // Writes are queued one at a time, so this check and the write below see the same size: a record that
      // would take the file past its cap is not written at all (never half a line).
      if (size + buf.length > maxBytes) throw new InboxFullError(`inbox file at its cap of ${maxBytes} bytes`)
      const { bytesWritten } = await handle.write(buf, 0, buf.length)
      if (bytesWritten !== buf.length) {
        await handle.truncate(size)
        throw new Error(`short write (${bytesWritten} of ${buf.length} bytes)`)
      }
    } finally {
      await handle.close()
    }
  }
  return (line) => {
    const run = queue.then(() => append(line))
    queue = run.catch(() => undefined)
    return run
  }
}

// ---------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------

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
  /** Open connections one client (IP address, IPv6 by /64) may hold; more are closed at once (default 64; SERVE_MAX_CONNECTIONS_PER_CLIENT). */
  maxConnectionsPerClient?: number
}

interface CachedFile {
  mtimeMs: number
  size: number
  body: Buffer
  etag: string
  lastModified: string
  gzipped?: Buffer
}

function readOptional(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** What the request handlers share: the served folder and its rules, the file cache, and the inbox's state. */
interface SiteContext {
  /** The served folder: absolute, and real when it exists. */
  readonly root: string
  readonly inboxFile: string
  readonly log: (line: string) => void
  readonly redirects: readonly RedirectRule[]
  readonly headerRules: readonly HeaderRule[]
  readonly cache: Map<string, CachedFile>
  readonly limiter: RateLimiter
  readonly t: (locale: Locale, key: string) => string
  readonly appendRecord: (line: string) => Promise<void>
  /** Submissions stored since the server started (for the log line). */
  stored: number
  /** Requests their clients ended (or that timed out sending) since the last periodic log line. */
  clientGone: number
  /** Connections closed at once since the last periodic log line: their client already held the most it may. */
  connectionsRefused: number
  /** Whether "inbox full" has been logged since the last stored submission (it is logged once). */
  inboxFullLogged: boolean
}

function createSiteContext(opts: SiteServerOptions): SiteContext {
  let root = path.resolve(opts.root)
  try {
    root = fs.realpathSync(root)
  } catch {
    // Missing root: every request will be a 404.
  }
  const inboxFile = path.resolve(opts.inboxFile)
  return {
    root,
    inboxFile,
    log: opts.log ?? ((line: string) => console.log(line)),
    redirects: parseRedirects(readOptional(path.join(root, '_redirects')) ?? ''),
    headerRules: parseHeaders(readOptional(path.join(root, '_headers')) ?? ''),
    cache: new Map<string, CachedFile>(),
    limiter: new RateLimiter(opts.maxPerMinute ?? DEFAULT_MAX_PER_MINUTE),
    t: createMessages(opts.localesDir ?? DEFAULT_LOCALES_DIR),
    appendRecord: createAppender(inboxFile, opts.maxInboxBytes ?? DEFAULT_INBOX_MAX_BYTES),
    stored: 0,
    clientGone: 0,
    connectionsRefused: 0,
    inboxFullLogged: false,
  }
}

/** Creates the (not yet listening) HTTP server for the site. */
export function createSiteServer(opts: SiteServerOptions): http.Server {
  const ctx = createSiteContext(opts)
  const server = http.createServer({ connectionsCheckingInterval: CONNECTIONS_CHECK_INTERVAL_MS }, (req, res) => {
    routeRequest(ctx, req, res).catch((err: unknown) => {
      sendServerError(ctx, req, res, err)
    })
  })
  // A client may not hold a connection open by sending its headers or body slowly...
  server.headersTimeout = opts.headersTimeoutMs ?? 20_000
  server.requestTimeout = opts.requestTimeoutMs ?? 30_000
  // ...nor by reading its answer slowly or not at all: a socket with no progress either way for this long is dropped.
  // (requestTimeout covers receiving the request only.) Node resets the timer on every byte read or written.
  server.setTimeout(opts.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS, (socket) => {
    ctx.clientGone += 1
    socket.destroy()
  })
  limitConnectionsPerClient(server, ctx, opts.maxConnectionsPerClient ?? DEFAULT_MAX_CONNECTIONS_PER_CLIENT)
  // Clients that go away mid-request are routine: one line per interval says how many, when there were any.
  const clientGoneTimer = setInterval(() => {
    if (ctx.clientGone > 0) {
      ctx.log(`[serve] ${ctx.clientGone} request(s) ended by their clients (aborted or timed out) in the last interval`)
      ctx.clientGone = 0
    }
    if (ctx.connectionsRefused > 0) {
      ctx.log(`[serve] ${ctx.connectionsRefused} connection(s) closed at once: their client already held the most it may`)
      ctx.connectionsRefused = 0
    }
  }, opts.clientGoneLogIntervalMs ?? CLIENT_GONE_LOG_INTERVAL_MS)
  clientGoneTimer.unref()
  server.on('close', () => clearInterval(clientGoneTimer))
  return server
}

/** Closes a new connection at once when its client already holds `max` (0 = no limit), so one client cannot take every socket. */
function limitConnectionsPerClient(server: http.Server, ctx: SiteContext, max: number): void {
  if (max <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const key = clientKey(socket.remoteAddress)
    const held = open.get(key) ?? 0
    if (held >= max) {
      ctx.connectionsRefused += 1
      socket.destroy()
      return
    }
    open.set(key, held + 1)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left <= 0) open.delete(key)
      else open.set(key, left)
    })
  })
}

// ---------------------------------------------------------------------------
// Server: answers
// ---------------------------------------------------------------------------

async function loadFile(cache: Map<string, CachedFile>, file: string): Promise<CachedFile> {
  const stat = await fs.promises.stat(file)
  const cached = cache.get(file)
  if (cached !== undefined && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached
  const body = await fs.promises.readFile(file)
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
  const entry: CachedFile = {
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    body,
    // Weak: the gzip and identity encodings of a file share it.
    etag: `W/"${body.length.toString(16)}-${hash}"`,
    lastModified: new Date(stat.mtimeMs).toUTCString(),
  }
  cache.set(file, entry)
  return entry
}

function applySiteHeaders(ctx: SiteContext, res: http.ServerResponse, pathname: string): void {
  for (const [name, value] of headersForPath(ctx.headerRules, pathname)) res.setHeader(name, value)
}

/** The site's headers for the inbox, the baseline ones where `_headers` has none, and no caching. */
function applyInboxHeaders(ctx: SiteContext, res: http.ServerResponse): void {
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

function sendText(
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

function sendJson(ctx: SiteContext, res: http.ServerResponse, status: number, payload: unknown, extra: Record<string, string> = {}): void {
  const buf = Buffer.from(JSON.stringify(payload), 'utf8')
  applyInboxHeaders(ctx, res)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Access-Control-Allow-Origin', '*')
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
  res.setHeader('Content-Length', buf.length)
  res.end(buf)
}

function sendHtml(ctx: SiteContext, res: http.ServerResponse, status: number, html: string, extra: Record<string, string> = {}): void {
  const buf = Buffer.from(html, 'utf8')
  applyInboxHeaders(ctx, res)
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
  res.setHeader('Content-Length', buf.length)
  res.end(buf)
}

/** A redirect to a path on this site, or a 404 when the location would leave it. */
async function sendRedirect(
  ctx: SiteContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  location: string,
  pathname: string,
): Promise<void> {
  const safe = safeLocation(location)
  if (safe === null) {
    await sendNotFound(ctx, req, res, pathname)
    return
  }
  applySiteHeaders(ctx, res, pathname)
  sendText(req, res, status, `Redirecting to ${safe}`, { Location: safe })
}

async function sendFile(
  ctx: SiteContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
  pathname: string,
): Promise<void> {
  const entry = await loadFile(ctx.cache, file)
  applySiteHeaders(ctx, res, pathname)
  // The file's own type, and the cache policy of its status: a `_headers` rule for the path (`/assets/*`: a year,
  // immutable; the rules file's type) describes the file that lives there, never the 404 page answered in its place.
  if (status === 200) {
    if (!res.hasHeader('content-type')) res.setHeader('Content-Type', contentTypeFor(file))
    if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', cacheControlFor(pathname))
  } else {
    res.setHeader('Content-Type', contentTypeFor(file))
    res.setHeader('Cache-Control', cacheControlForStatus(status, NO_CACHE))
  }
  const compressible = isCompressible(file)
  if (compressible) {
    const vary = res.getHeader('vary')
    const varyValue = typeof vary === 'string' && vary !== '' ? vary : ''
    if (!/accept-encoding/i.test(varyValue)) {
      res.setHeader('Vary', varyValue === '' ? 'Accept-Encoding' : `${varyValue}, Accept-Encoding`)
    }
  }
  if (status === 200) {
    res.setHeader('ETag', entry.etag)
    res.setHeader('Last-Modified', entry.lastModified)
    if (isNotModified(req.headers, entry.etag, entry.mtimeMs)) {
      res.removeHeader('Content-Type')
      res.statusCode = 304
      res.end()
      return
    }
  }
  res.statusCode = status
  let body = entry.body
  if (compressible && acceptsGzip(req.headers['accept-encoding'])) {
    entry.gzipped ??= await gzipAsync(entry.body)
    body = entry.gzipped
    res.setHeader('Content-Encoding', 'gzip')
  }
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

async function sendNotFound(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
  // The locale's own 404 page, or the default one (a prefix this build does not have).
  const file = [notFoundPage(pathname), '404.html'].map((page) => path.join(ctx.root, page)).find((f) => statFile(f) !== null)
  if (file) {
    await sendFile(ctx, req, res, file, 404, pathname)
    return
  }
  applySiteHeaders(ctx, res, pathname)
  sendText(req, res, 404, 'Not Found')
}

/** A request whose handler threw: logged (escaped), then a 500 unless the answer had already begun. */
function sendServerError(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse, err: unknown): void {
  if (isClientGone(err)) {
    ctx.clientGone += 1
    res.destroy()
    return
  }
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err)
  ctx.log(`[serve] error handling ${escapeForLog(req.method ?? '?')} ${escapeForLog(req.url ?? '')}: ${escapeForLog(detail, 2000)}`)
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (splitUrl(req.url ?? '/').pathname === INBOX_PATH) {
    sendJson(ctx, res, 500, { success: false, message: ctx.t(DEFAULT_LOCALE, EBOOK_SERVICE_MESSAGES.fallback) })
    return
  }
  res.statusCode = 500
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Cache-Control', 'no-store')
  res.end('Internal Server Error')
}

// ---------------------------------------------------------------------------
// Server: form inbox
// ---------------------------------------------------------------------------

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
  const locale = localeOfSubmission(fields?.redirect, exchange.referer)
  sendHtml(ctx, res, status, renderInboxPage({ locale, message, fields, invalidField, t: ctx.t }), extra)
}

function refuseTooLarge(exchange: InboxExchange): void {
  const locale = localeOfSubmission(undefined, exchange.referer)
  const message = exchange.json ? 'Payload too large' : exchange.ctx.t(locale, EBOOK_SERVICE_MESSAGES.fallback)
  refuseSubmission(exchange, 413, message, null, { Connection: 'close' })
  exchange.req.resume()
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
      const locale = localeOfSubmission(undefined, exchange.referer)
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
async function handleInbox(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
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
    const locale = localeOfSubmission(undefined, exchange.referer)
    refuseSubmission(exchange, 429, ctx.t(locale, EBOOK_SERVICE_MESSAGES.tooManyAttempts), null, {
      'Retry-After': String(wait),
      Connection: 'close',
    })
    req.resume()
    return
  }
  const fields = await readSubmittedFields(exchange)
  if (fields === null) return
  const locale = localeOfSubmission(fields.redirect, exchange.referer)
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

// ---------------------------------------------------------------------------
// Server: routing
// ---------------------------------------------------------------------------

/**
 * Answers a matching `_redirects` rule: a 3xx redirects (keeping the query
 * unless the target has its own); any other status (200 rewrite, 404...)
 * serves the target's content with that status. Returns false, having
 * answered nothing, when a non-redirect rule's target is not a file.
 */
async function answerRedirectRule(
  ctx: SiteContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  rule: RedirectRule,
  search: string,
  pathname: string,
): Promise<boolean> {
  if (rule.status >= 300 && rule.status < 400) {
    const location = rule.to.includes('?') || search === '' ? rule.to : `${rule.to}${search}`
    await sendRedirect(ctx, req, res, rule.status, location, pathname)
    return true
  }
  const target = rule.to.startsWith('/') ? resolvePath(ctx.root, splitUrl(rule.to).pathname) : null
  if (target === null) return false
  await sendFile(ctx, req, res, target, rule.status, pathname)
  return true
}

function hostLines(rawHeaders: readonly string[]): number {
  let count = 0
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') count += 1
  return count
}

/** Every request: the inbox, else GET/HEAD of the site (redirect rules, trailing slashes, files, 404). */
async function routeRequest(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const { pathname, search } = splitUrl(req.url ?? '/')

  // RFC 9112 3.2: a request with more than one Host line is answered 400 (Node keeps the first and drops the rest).
  if (hostLines(req.rawHeaders) > 1) {
    applySiteHeaders(ctx, res, pathname)
    sendText(req, res, 400, 'Bad Request', { Connection: 'close' })
    return
  }

  if (pathname === INBOX_PATH) {
    await handleInbox(ctx, req, res)
    return
  }

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    applySiteHeaders(ctx, res, pathname)
    sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    return
  }

  // `/\host` and `/%5Chost` read as `//host` in a browser; `%2F` hides a
  // slash from the checks below. Such paths are not served, and never redirected.
  if (hasAmbiguousSlash(pathname)) {
    await sendNotFound(ctx, req, res, pathname)
    return
  }

  // Collapse leading slashes so `//evil.example/` can never become a
  // protocol-relative redirect target.
  const normalized = `/${pathname.replace(/^\/+/, '')}`
  const stripped = stripTrailingSlashes(normalized)

  // A rule applies before any file at its path (Cloudflare Pages' order; see parseRedirects).
  const rule = matchRedirect(ctx.redirects, stripped)
  if (rule !== null && (await answerRedirectRule(ctx, req, res, rule, search, pathname))) return

  if (stripped !== pathname) {
    await sendRedirect(ctx, req, res, 301, `${stripped}${search}`, pathname)
    return
  }

  const file = resolvePath(ctx.root, pathname)
  if (file === null) {
    await sendNotFound(ctx, req, res, pathname)
    return
  }
  await sendFile(ctx, req, res, file, 200, pathname)
}
