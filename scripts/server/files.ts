/**
 * Files of the served folder: which file a URL names (extensionless pages, no dot-files, nothing outside the root),
 * the locale's 404 page, cache policy, conditional requests, and the answer itself (Content-Length measured on the open
 * file, ETag / Last-Modified, one byte range, HEAD, streaming). Text files are gzipped once into a cache folder beside
 * (never inside) the served one, and that copy goes to clients that accept gzip. Called by server.ts.
 *
 * The body used to be sent by sirv 3.0.2 (the newest), whose `send` opened the file by name after its own stat, read
 * to the end of the file whatever the Content-Length said, read `bytes=0-0` as the whole file, answered 416 with the
 * file's headers and left a failed open unhandled (the process died): five findings of issue 50 in its 25 lines. What
 * was left of it here is that function, so it is replaced by `send` below rather than patched around.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { lookup as mimeLookup } from 'mrmime'
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
  if (rel === null || isHidden(rel)) return null
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
    // The real file is checked too: a link inside the folder (`notes.txt -> _redirects`) reaches no hidden file.
    if (isInside(root, real) && !isHidden(path.relative(root, real).split(path.sep).join('/'))) return real
  }
  return null
}

/** A host's rule file, or anything under a dot-folder or named with a leading dot, by its path inside the root. */
function isHidden(rel: string): boolean {
  return HIDDEN_FILES.has(rel) || rel.split('/').some((segment) => segment.startsWith('.'))
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

/** RFC 9110 12.4.2: a qvalue is 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

/** The q value of one `Accept`-style list item's parameters (1 when absent, 0 when unreadable: `q=abc`, `q=-1`, `q=2`). */
export function qualityOf(params: readonly string[]): number {
  let q = 1
  for (const param of params) {
    const match = /^\s*q\s*=(.*)$/i.exec(param)
    const value = match?.[1]?.trim()
    if (value !== undefined) q = QVALUE.test(value) ? Number.parseFloat(value) : 0
  }
  return q
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
 * The one byte range the answer honours, as `{ start, end }` inside a file of `size` bytes (`bytes=N-`, or `bytes=N-M`
 * with N <= M, its end cut to the file's: RFC 9110 14.1.2), 'unsatisfiable' when it starts past the end, else null:
 * any other Range (several ranges, a suffix, garbage) or an If-Range is answered with the whole file (RFC 9110 14.2).
 */
function servableRange(headers: http.IncomingHttpHeaders, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const range = headers.range
  if (range === undefined || headers['if-range'] !== undefined) return null
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim())
  if (match === null) return null
  const start = Number(match[1])
  const last = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2])
  if (last < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(last, size - 1) }
}

// ---------------------------------------------------------------------------
// Sending: the file itself, or its gzip copy
// ---------------------------------------------------------------------------

/**
 * A file that cannot be sent, as a static host answers it: 403 when it may not be read (EACCES, EPERM), 404 when it
 * is gone or is not a file any more (deleted or replaced by a rebuild between lookup and open). The server answers
 * these; they are never a 500 and never stop the process.
 */
export class FileUnavailable extends Error {
  constructor(
    readonly status: 403 | 404,
    cause: unknown,
  ) {
    super(`file unavailable (${status})`, { cause })
  }
}

function unavailable(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException | undefined)?.code
  if (code === 'EACCES' || code === 'EPERM') return new FileUnavailable(403, err)
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ELOOP') return new FileUnavailable(404, err)
  return err
}

export interface FileSender {
  /**
   * Answers `file` (inside the root) with `status`: headers already set on `res` (the site's, Cache-Control, a type)
   * are kept. A 200 gets ETag and Last-Modified and may be a 304, a 206 for one byte range, or a 416. Rejects with
   * FileUnavailable when the file cannot be opened.
   */
  send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number): Promise<void>
  /** Removes the gzip copies. */
  close(): void
}

/** The validator of a file (size and modification time: sirv's formula, which the earlier builds sent). */
function etagOf(stat: fs.Stats): string {
  return `W/"${stat.size}-${stat.mtime.getTime()}"`
}

/** What a gzip copy was made from: a copy is made again when any of these changes (`cp -p` keeps the mtime, not ctime). */
function sourceKey(stat: fs.Stats): string {
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`
}

const GZIP_DIR_PREFIX = 'cs-serve-gzip-'

/**
 * Removes the gzip folders of servers whose process is gone (killed before it could remove its own). A folder it may
 * not remove (another user's) is left alone: it is not ours, and the server starts anyway.
 */
function removeOrphanGzipDirs(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^cs-serve-gzip-(\d+)-/.exec(name)?.[1] ?? Number.NaN)
    if (!Number.isSafeInteger(pid) || pid === process.pid) continue
    try {
      process.kill(pid, 0)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') continue
      try {
        fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true })
      } catch {
        // EACCES, EPERM: another user's folder.
      }
    }
  }
}

/**
 * Streams `length` bytes of an open file from `start` into the answer, and ends it only when every byte announced in
 * Content-Length was sent: a file that grows while it is sent sends no more than was measured on the open file, one
 * that shrinks (or a read error) drops the connection rather than leave the next answer on it misframed. The file is
 * closed whatever happens (the client going away included).
 */
function streamBody(res: http.ServerResponse, handle: fs.promises.FileHandle, start: number, length: number): Promise<void> {
  return new Promise((resolve) => {
    const source = handle.createReadStream({ start, end: start + length - 1, autoClose: true })
    let sent = 0
    const finish = () => {
      res.off('close', onClose)
      resolve()
    }
    const onClose = () => {
      source.destroy()
      finish()
    }
    res.once('close', onClose)
    source.on('data', (chunk: Buffer | string) => {
      sent += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length
    })
    source.once('error', () => {
      res.destroy()
      finish()
    })
    source.once('end', () => {
      if (sent === length) res.end()
      else res.destroy()
      finish()
    })
    source.pipe(res, { end: false })
  })
}

export function createFileSender(root: string): FileSender {
  removeOrphanGzipDirs()
  // Made on the first gzip copy: a server that never sends one (or never starts: a busy port) leaves no folder.
  let gzipDirMade: string | null = null
  const gzipDir = () => (gzipDirMade ??= fs.mkdtempSync(path.join(os.tmpdir(), `${GZIP_DIR_PREFIX}${process.pid}-`)))
  /** Each copy's source, by copy path: what it was made from. */
  const madeFrom = new Map<string, string>()
  const pending = new Map<string, Promise<void>>()

  /**
   * The gzip copy of `file`, made (again) when missing or when the file changed (its size, times or inode: see
   * sourceKey). Copies live flat under names made from the file's path, so no name of the site collides with another
   * copy's folder. A copy whose file is gone is removed the next time it is asked for.
   */
  async function gzipCopy(file: string): Promise<string> {
    const rel = path.relative(root, file)
    const copy = path.join(gzipDir(), `${createHash('sha256').update(rel).digest('hex').slice(0, 32)}.gz`)
    let stat: fs.Stats
    try {
      stat = await fs.promises.stat(file)
    } catch (err) {
      madeFrom.delete(copy)
      await fs.promises.rm(copy, { force: true })
      throw unavailable(err)
    }
    const key = sourceKey(stat)
    if (madeFrom.get(copy) !== key || statFile(copy) === null) {
      let job = pending.get(copy)
      if (job === undefined) {
        job = (async () => {
          let body: Buffer
          try {
            body = await gzipAsync(await fs.promises.readFile(file))
          } catch (err) {
            throw unavailable(err)
          }
          const temp = `${copy}.${process.pid}.tmp`
          await fs.promises.writeFile(temp, body)
          await fs.promises.utimes(temp, stat.atime, stat.mtime)
          await fs.promises.rename(temp, copy)
          madeFrom.set(copy, key)
        })().finally(() => pending.delete(copy))
        pending.set(copy, job)
      }
      await job
    }
    return copy
  }

  async function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number): Promise<void> {
    const compressible = isCompressible(file)
    if (compressible) {
      const vary = res.getHeader('vary')
      const varyValue = typeof vary === 'string' ? vary : ''
      if (!/accept-encoding/i.test(varyValue)) res.setHeader('Vary', varyValue === '' ? 'Accept-Encoding' : `${varyValue}, Accept-Encoding`)
    }
    const gzip = compressible && acceptsGzip(req.headers['accept-encoding'])
    const source = gzip ? await gzipCopy(file) : file
    let handle: fs.promises.FileHandle
    try {
      handle = await fs.promises.open(source, 'r')
    } catch (err) {
      throw unavailable(err)
    }
    let streaming = false
    try {
      // The length and validators of the file as opened: what is sent is what was measured here.
      const stat = await handle.stat()
      if (!stat.isFile()) throw new FileUnavailable(404, new Error('not a file'))
      if (gzip) res.setHeader('Content-Encoding', 'gzip')
      let start = 0
      let length = stat.size
      res.statusCode = status
      if (status === 200) {
        const etag = etagOf(stat)
        res.setHeader('ETag', etag)
        res.setHeader('Last-Modified', stat.mtime.toUTCString())
        if (isNotModified(req.headers, etag, stat.mtimeMs)) {
          res.removeHeader('Content-Type')
          res.removeHeader('Content-Encoding')
          res.statusCode = 304
          res.end()
          return
        }
        res.setHeader('Accept-Ranges', 'bytes')
        const range = servableRange(req.headers, stat.size)
        if (range === 'unsatisfiable') {
          // An error answer like any other: its own type, never stored, no validators of the file it is not.
          for (const name of ['ETag', 'Last-Modified', 'Content-Encoding']) res.removeHeader(name)
          res.statusCode = 416
          res.setHeader('Content-Type', 'text/plain; charset=utf-8')
          res.setHeader('Cache-Control', cacheControlForStatus(416, NO_CACHE))
          res.setHeader('Content-Range', `bytes */${stat.size}`)
          const body = Buffer.from('Range Not Satisfiable')
          res.setHeader('Content-Length', body.length)
          res.end(req.method === 'HEAD' ? undefined : body)
          return
        }
        if (range !== null) {
          res.statusCode = 206
          start = range.start
          length = range.end - range.start + 1
          res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
        }
      }
      res.setHeader('Content-Length', length)
      if (req.method === 'HEAD' || length === 0) {
        res.end()
        return
      }
      streaming = true
      await streamBody(res, handle, start, length)
    } finally {
      if (!streaming) await handle.close()
    }
  }

  return {
    send,
    close: () => {
      if (gzipDirMade !== null) fs.rmSync(gzipDirMade, { recursive: true, force: true })
    },
  }
}
