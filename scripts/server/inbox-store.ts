/**
 * The form inbox's machinery: who a client is (its address, IPv6 by /64), how fast it may post, reading a capped
 * body (JSON, multipart, urlencoded), and appending records to the inbox file one whole line at a time.
 * Called by inbox.ts.
 */
import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { INBOX_PATH, mediaTypeOf } from './inbox-form'

export const MAX_FORM_BODY_BYTES = 64 * 1024
/** Posts one client may send to the inbox per minute unless told otherwise (0 turns the limit off). */
export const DEFAULT_MAX_PER_MINUTE = 20
const RATE_WINDOW_MS = 60_000
/** Largest the inbox file may grow unless told otherwise (FORM_INBOX_MAX_BYTES): 50 MB. */
export const DEFAULT_INBOX_MAX_BYTES = 50 * 1024 * 1024

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

export class PayloadTooLargeError extends Error {}
/** The client went away (aborted upload, reset or timed-out socket): routine, counted, never a stack trace. */
export class ClientGoneError extends Error {}
/** The inbox file is at FORM_INBOX_MAX_BYTES: nothing more is written. */
export class InboxFullError extends Error {}

export function isClientGone(err: unknown): boolean {
  if (err instanceof ClientGoneError) return true
  const code = (err as NodeJS.ErrnoException | null)?.code
  return code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE'
}
export class BadRequestError extends Error {
  readonly status: number
  constructor(message: string, status = 400) {
    super(message)
    this.status = status
  }
}

export function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
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

export async function parseFormFields(contentType: string, body: Buffer): Promise<Record<string, string>> {
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
