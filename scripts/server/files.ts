/**
 * Files of the served folder: which file a URL names (extensionless pages, no dot-files, nothing outside the root),
 * the locale's 404 page, cache policy, conditional requests, and the answer itself, sent by sirv (types, Content-Length,
 * ETag / Last-Modified, byte ranges, HEAD, streaming). Text files are gzipped once into a cache folder beside (never
 * inside) the served one, and sirv sends that copy to clients that accept gzip. Called by server.ts.
 */
import fs from 'node:fs'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { lookup as mimeLookup } from 'mrmime'
import sirv from 'sirv'
import { LOCALE_TABLE } from '../../src/i18n/locales'

const gzipAsync = promisify(zlib.gzip)

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'
const ERROR_CACHE = 'no-store'
/** Files in dist/ that configure a host and must not be served. */
const HIDDEN_FILES = new Set(['_redirects', '_headers', '_routes.json', 'netlify.toml', 'vercel.json', 'staticwebapp.config.json'])

// ---------------------------------------------------------------------------
// Which file a URL names
// ---------------------------------------------------------------------------

export function stripTrailingSlashes(pathname: string): string {
  const stripped = pathname.replace(/(?<!\/)\/+$/, '')
  return stripped === '' ? '/' : stripped
}

/** Splits a raw request target into pathname and query (`?...` or ''). Absolute-form targets are reduced to their path. */
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
 * Turns a URL pathname into a safe relative path inside the served root (`/` -> ''), decoding percent-escapes per
 * segment. Returns null when the path is malformed or could escape the root (`..`, `.`, empty segments, encoded
 * slashes/backslashes, NUL), or names a dot-file or anything under a dot-folder (`/.vite/manifest.json`, `/.env`).
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

export function statFile(file: string): fs.Stats | null {
  try {
    const stat = fs.statSync(file)
    return stat.isFile() ? stat : null
  } catch {
    return null
  }
}

/**
 * Maps a URL pathname to a file inside `root` (absolute and real): `/` -> `index.html`; `/foo/bar` -> `foo/bar.html`
 * if present, else the file `foo/bar`. Returns the absolute real file path or null.
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
 * The 404 page of the locale a pathname belongs to, by its prefix in the locale table (`/es/...` -> es/404.html; the
 * pseudo build's /qps too, whose line is off in this process): '404.html' otherwise.
 */
export function notFoundPage(pathname: string): string {
  const entry = LOCALE_TABLE.find(({ prefix }) => prefix !== '' && (pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`)))
  return entry ? `${entry.prefix}/404.html` : '404.html'
}

// ---------------------------------------------------------------------------
// Types, caching, conditional requests
// ---------------------------------------------------------------------------

/** The file's media type (mrmime, sirv's own table); text types say they are UTF-8, as the build writes them. */
export function contentTypeFor(file: string): string {
  const type = mimeLookup(file) ?? 'application/octet-stream'
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type
}

/** Whether gzip shrinks the type: text, JSON, XML, SVG, JavaScript, the web manifest. */
function isCompressible(file: string): boolean {
  return /^text\/|[/+](?:json|xml)\b|^image\/svg|javascript/.test(mimeLookup(file) ?? '')
}

/** The q value of one `Accept`-style list item's parameters (1 when absent, 0 when unreadable). */
export function qualityOf(params: readonly string[]): number {
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
 * Whether a request's validators match the file: `If-None-Match` (weak comparison, `*`, lists) wins; otherwise
 * `If-Modified-Since` against the modification time in whole seconds.
 */
function isNotModified(
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

/**
 * The one byte range sirv reads right (`bytes=N-` or `bytes=N-M`, N <= M), else null: any other Range (several
 * ranges, a suffix, garbage) or an If-Range is answered with the whole file, which RFC 9110 14.2 allows.
 */
function servableRange(headers: http.IncomingHttpHeaders): string | null {
  const range = headers.range
  if (range === undefined || headers['if-range'] !== undefined) return null
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim())
  if (match === null) return null
  return match[2] === '' || Number(match[1]) <= Number(match[2]) ? range.trim() : null
}

// ---------------------------------------------------------------------------
// Sending: sirv, over the served folder and over the gzip copies
// ---------------------------------------------------------------------------

/** The representation of a file that is sent: the file itself, or its gzip copy. */
interface Representation {
  file: string
  /** Its path under the folder sirv serves it from, as a URL path. */
  url: string
  stat: fs.Stats
  gzip: boolean
}

export interface FileSender {
  /**
   * Answers `file` (inside the root) with `status`: headers already set on `res` (the site's, Cache-Control, a type)
   * are kept. A 200 gets ETag and Last-Modified and may be a 304 or, for one plain byte range, a 206.
   */
  send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number): Promise<void>
  /** Removes the gzip copies. */
  close(): void
}

/** The URL sirv finds `rel` at: sirv reads it with decodeURI, which leaves `%3A`, `%40` and the like as they are. */
function urlOf(rel: string): string {
  return `/${rel
    .split(path.sep)
    .map((segment) => encodeURI(segment).replace(/[?#]/g, encodeURIComponent))
    .join('/')}`
}

/** sirv's validator for a file (its own formula: size and modification time), so a 304 we answer carries the same one. */
function etagOf(stat: fs.Stats): string {
  return `W/"${stat.size}-${stat.mtime.getTime()}"`
}

const GZIP_DIR_PREFIX = 'cs-serve-gzip-'

/** Removes the gzip folders of servers whose process is gone (killed before it could remove its own). */
function removeOrphanGzipDirs(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^cs-serve-gzip-(\d+)-/.exec(name)?.[1] ?? Number.NaN)
    if (!Number.isSafeInteger(pid) || pid === process.pid) continue
    try {
      process.kill(pid, 0)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true })
    }
  }
}

export function createFileSender(root: string): FileSender {
  removeOrphanGzipDirs()
  const gzipDir = fs.mkdtempSync(path.join(os.tmpdir(), `${GZIP_DIR_PREFIX}${process.pid}-`))
  const plain = sirv(root, { dev: true, etag: true, dotfiles: false, extensions: [] })
  const gzipped = sirv(gzipDir, { dev: true, etag: true, dotfiles: false, extensions: [] })
  const pending = new Map<string, Promise<void>>()

  /** The gzip copy of `file`, made (again) when missing or older than the file; same mtime as the file. */
  async function gzipCopy(file: string, stat: fs.Stats): Promise<Representation> {
    const rel = `${path.relative(root, file)}.gz`
    const copy = path.join(gzipDir, rel)
    let copyStat = statFile(copy)
    if (copyStat === null || copyStat.mtimeMs !== stat.mtimeMs) {
      let job = pending.get(copy)
      if (job === undefined) {
        job = (async () => {
          const body = await gzipAsync(await fs.promises.readFile(file))
          await fs.promises.mkdir(path.dirname(copy), { recursive: true })
          const temp = `${copy}.${process.pid}.tmp`
          await fs.promises.writeFile(temp, body)
          await fs.promises.utimes(temp, stat.atime, stat.mtime)
          await fs.promises.rename(temp, copy)
        })().finally(() => pending.delete(copy))
        pending.set(copy, job)
      }
      await job
      copyStat = statFile(copy)
      if (copyStat === null) throw new Error(`gzip copy of ${rel} vanished`)
    }
    return { file: copy, url: urlOf(rel), stat: copyStat, gzip: true }
  }

  async function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number): Promise<void> {
    const stat = await fs.promises.stat(file)
    const compressible = isCompressible(file)
    if (compressible) {
      const vary = res.getHeader('vary')
      const varyValue = typeof vary === 'string' ? vary : ''
      if (!/accept-encoding/i.test(varyValue)) res.setHeader('Vary', varyValue === '' ? 'Accept-Encoding' : `${varyValue}, Accept-Encoding`)
    }
    const repr: Representation =
      compressible && acceptsGzip(req.headers['accept-encoding'])
        ? await gzipCopy(file, stat)
        : { file, url: urlOf(path.relative(root, file)), stat, gzip: false }
    const range = status === 200 ? servableRange(req.headers) : null
    if (range === null) delete req.headers.range
    if (status === 200) {
      const etag = etagOf(repr.stat)
      res.setHeader('ETag', etag)
      res.setHeader('Last-Modified', repr.stat.mtime.toUTCString())
      if (isNotModified(req.headers, etag, repr.stat.mtimeMs)) {
        res.removeHeader('Content-Type')
        res.statusCode = 304
        res.end()
        return
      }
    } else {
      // sirv always answers 200 (or 206): the status of this answer (the 404 page, a 404 rule) is put in its place.
      const writeHead = res.writeHead.bind(res) as (code: number, headers?: http.OutgoingHttpHeaders) => http.ServerResponse
      res.writeHead = ((_code: number, headers?: http.OutgoingHttpHeaders) => writeHead(status, headers)) as typeof res.writeHead
    }
    // sirv's own If-None-Match check compares the exact header; conditions were settled above.
    delete req.headers['if-none-match']
    req.url = repr.url
    // sirv pipes a file stream into the answer and never closes it: a client that goes away mid-download (or is
    // dropped by the send timeout) would leave the file open. The stream is destroyed when the answer closes.
    res.once('pipe', (source: NodeJS.ReadableStream & { destroy?: () => void }) => {
      res.once('close', () => source.destroy?.())
    })
    let found = true
    // In dev mode sirv looks the file up at once (a stat per request, so a rebuilt dist/ is seen without a restart).
    ;(repr.gzip ? gzipped : plain)(req, res, () => {
      found = false
    })
    if (!found) throw new Error(`sirv found no ${repr.url}`)
  }

  return {
    send,
    close: () => fs.rmSync(gzipDir, { recursive: true, force: true }),
  }
}
