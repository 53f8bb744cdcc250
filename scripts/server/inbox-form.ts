/**
 * The form inbox's words and checks (no I/O but the catalogs): which fields a post must carry and how they are
 * cleaned, the submitter's language, where a post without JavaScript lands, and the page a refused post gets again.
 * The rules are the form's own (src/lib/ebook-fields.ts); the messages come from the locales' catalogs.
 * Called by inbox.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, localeOfPath, localizePath, type Locale } from '../../src/i18n/locales'
import { EBOOK_PATH, EBOOK_THANK_YOU_PATH } from '../../src/i18n/paths'
import {
  EBOOK_SERVICE_MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  trimField,
  validateEbook,
  type EbookErrorKey,
  type EbookField,
} from '../../src/lib/ebook-fields'
import { qualityOf, stripTrailingSlashes } from './files'

export const INBOX_PATH = '/api/form-inbox'
/** What the form service answers on success (Web3Forms' wording). */
export const SUCCESS_MESSAGE = 'Email sent successfully!'
/** The confirmation page a form posted without JavaScript lands on, per language. */
const CONFIRMATION_PATHS: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, localizePath(EBOOK_THANK_YOU_PATH, locale)]),
) as Record<Locale, string>
/** Longest hidden-field value (subject, from_name, redirect, access_key) that is kept. */
const MAX_META_LENGTH = 500

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
function metaField(value: string | undefined): string {
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
export function localeOfSubmission(redirect: string | undefined, referer: string | undefined, acceptLanguage?: string): Locale {
  const fromRedirect = pathOf(redirect)
  if (fromRedirect !== null) return localeOfPath(fromRedirect)
  const fromReferer = pathOf(referer)
  if (fromReferer !== null) return localeOfPath(fromReferer)
  return localeOfAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE
}

/**
 * The site's locale a browser prefers most (`Accept-Language: es-MX,es;q=0.9,en;q=0.8` -> es), by primary subtag and
 * q value; null when it names none of them. Used only when neither the form nor the posting page says (a 429 answered
 * before the body is read, from a client that sends no Referer).
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale | null {
  let best: { locale: Locale; q: number } | null = null
  for (const part of (header ?? '').split(',').slice(0, 20)) {
    const [tag, ...params] = part.split(';')
    const primary = (tag ?? '').trim().toLowerCase().split('-')[0] ?? ''
    const locale = (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : null
    const q = qualityOf(params)
    if (locale !== null && q > 0 && (best === null || q > best.q)) best = { locale, q }
  }
  return best?.locale ?? null
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

export function mediaTypeOf(contentType: string | undefined): string {
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

function escapeHtml(text: string): string {
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
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
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
