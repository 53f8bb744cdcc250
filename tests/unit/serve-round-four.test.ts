// @vitest-environment node
/**
 * Issue 50: hostile input, round four. A file that cannot be opened is a 403 or a 404 and the server lives; the length
 * sent is the length measured on the open file; a gzip copy follows the bytes, not the mtime; a 416 and `bytes=0-0`
 * are answered right; a rule to another host is never applied; a leftover folder of another user does not stop the
 * start; legal names are served; a link reaches no hidden file; an unreadable q is 0; a client that stops reading
 * is dropped, on the path the server really sends by.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsGzip, createFileSender, localeOfAcceptLanguage } from '../../scripts/server/index.js'
import http from 'node:http'
import { copyFixtureSite, post, raw, startServer, valid, type Running } from './serve-harness'

let site: { tmp: string; root: string }
let app: Running

/** The size of the real ebook PDF (about 160 KB): twenty of them fit in loopback's buffers but not in a stalled reader. */
const PDF_SIZE = 163_710

beforeAll(async () => {
  site = copyFixtureSite('serve-round-four-')
  fs.mkdirSync(path.join(site.root, 'ebook'))
  fs.writeFileSync(path.join(site.root, 'ebook/playbook.pdf'), Buffer.alloc(PDF_SIZE, 7))
  fs.writeFileSync(path.join(site.root, 'digits.txt'), '0123456789')
  fs.writeFileSync(path.join(site.root, 'q?m.txt'), 'a name with a question mark')
  fs.writeFileSync(path.join(site.root, 'h#m.txt'), 'a name with a hash')
  fs.writeFileSync(path.join(site.root, 'c.txt'), 'c beside its folder')
  fs.mkdirSync(path.join(site.root, 'c.txt.gz'))
  fs.writeFileSync(path.join(site.root, 'c.txt.gz/inner.txt'), 'inside')
  fs.mkdirSync(path.join(site.root, '.private'))
  fs.writeFileSync(path.join(site.root, '.private/key.txt'), 'secret')
  fs.symlinkSync('_redirects', path.join(site.root, 'notes.txt'))
  fs.symlinkSync('.private/key.txt', path.join(site.root, 'key.txt'))
  fs.appendFileSync(path.join(site.root, '_redirects'), '\n/pricing https://example.com/pricing 301!\n')
  app = await startServer(site)
})

afterAll(async () => {
  await app.close()
  fs.rmSync(site.tmp, { recursive: true, force: true })
})

const gzip = { 'Accept-Encoding': 'gzip' }

/** Sends `requests` on one connection and gives back every byte the server sent until it closed or `ms` passed. */
function onOneConnection(running: Running, requests: string, ms: number, meanwhile?: () => void): Promise<Buffer> {
  const { port } = running.server.address() as AddressInfo
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(requests)
      meanwhile?.()
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => undefined)
    const done = () => resolve(Buffer.concat(chunks))
    socket.on('close', done)
    setTimeout(() => {
      socket.destroy()
      done()
    }, ms)
  })
}

describe('part 0: a client that stops reading is dropped, on the path the server sends files by', () => {
  it('276 pipelined GETs of a PDF of the real size (44 MB), never read: the server drops the connection within about the send timeout', async () => {
    const strict = await startServer(site, { sendTimeoutMs: 600 })
    const { port } = strict.server.address() as AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    const connections = () =>
      new Promise<number>((resolve, reject) => strict.server.getConnections((err, n) => (err ? reject(err) : resolve(n))))
    try {
      socket.on('error', () => undefined)
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
      socket.pause()
      socket.write('GET /ebook/playbook.pdf HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(276))
      const started = Date.now()
      await expect.poll(connections, { timeout: 5_000, interval: 50 }).toBe(1)
      await expect.poll(connections, { timeout: 8_000, interval: 50 }).toBe(0)
      const dropped = Date.now() - started
      expect(dropped).toBeGreaterThanOrEqual(400)
      expect(dropped).toBeLessThan(6_000)
      expect((await raw(strict, '/pricing')).status).toBe(200)
    } finally {
      socket.destroy()
      await strict.close()
    }
  }, 20_000)
})

/** A server for `root` run as the user `nobody` (uid 65534), so that file modes apply even when the tests run as root. */
async function startAsNobody(root: string): Promise<{ base: string; stop: () => void; exited: () => number | null }> {
  const code = `
    import { createSiteServer } from ${JSON.stringify(path.resolve('scripts/server/index.ts'))}
    const server = createSiteServer({ root: ${JSON.stringify(root)}, inboxFile: ${JSON.stringify(path.join(os.tmpdir(), `nobody-inbox-${process.pid}.jsonl`))}, log: () => {} })
    server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port))
  `
  const asRoot = process.getuid?.() === 0
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: path.resolve('.'),
    env: { ...process.env, HOME: os.tmpdir(), TSX_TSCONFIG_PATH: path.resolve('tsconfig.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString())
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (status) => reject(new Error(`server exited ${status}`)))
  })
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill(), exited: () => child.exitCode }
}

describe('part 1 and part 7: a file that cannot be opened, and a folder that cannot be removed', () => {
  it.runIf(process.platform === 'linux')(
    'a file of mode 000 is a 403 and the server lives; a leftover gzip folder of another user does not stop the start',
    async () => {
      // The served folder must be readable by nobody: a folder of its own in /tmp.
      const open = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-nobody-'))
      fs.cpSync(site.root, open, { recursive: true, filter: (src) => !src.includes('.private') })
      fs.writeFileSync(path.join(open, 'locked.bin'), 'locked')
      fs.chmodSync(path.join(open, 'locked.bin'), 0o000)
      for (const dir of [open, ...fs.readdirSync(open, { recursive: true }).map((name) => path.join(open, String(name)))]) {
        if (fs.lstatSync(dir).isDirectory()) fs.chmodSync(dir, 0o755)
      }
      fs.chmodSync(open, 0o755)
      // A dead server's gzip folder that nobody may not remove (owned by this user, in the shared temp folder).
      const leftover = path.join(os.tmpdir(), 'cs-serve-gzip-999999-left')
      fs.mkdirSync(path.join(leftover, 'inner'), { recursive: true })
      fs.chmodSync(leftover, 0o755)
      const server = await startAsNobody(open)
      try {
        const locked = await fetch(`${server.base}/locked.bin`)
        expect(locked.status).toBe(403)
        expect(locked.headers.get('cache-control')).toBe('no-store')
        expect((await fetch(`${server.base}/pricing`)).status).toBe(200)
        expect(server.exited()).toBeNull()
      } finally {
        server.stop()
        fs.rmSync(open, { recursive: true, force: true })
        fs.rmSync(leftover, { recursive: true, force: true })
      }
    },
    30_000,
  )

  it('requests during a rebuild that deletes and rewrites a file each get a 200 or a 404, and the server lives', async () => {
    const file = path.join(site.root, 'rebuilt.txt')
    fs.writeFileSync(file, 'v0')
    let version = 0
    const churn = setInterval(() => {
      fs.rmSync(file, { force: true })
      fs.writeFileSync(file, `v${(version += 1)}`)
    }, 1)
    try {
      const answers = await Promise.all(Array.from({ length: 160 }, (_, i) => raw(app, '/rebuilt.txt', i % 2 ? gzip : {})))
      for (const answer of answers) expect([200, 404]).toContain(answer.status)
    } finally {
      clearInterval(churn)
    }
    expect((await raw(app, '/pricing')).status).toBe(200)
  })
})

describe('part 2: a file that grows while it is sent', () => {
  it('sends the length measured on the open file, and the next answer on the connection starts where it should', async () => {
    const file = path.join(site.root, 'grow.bin')
    for (let attempt = 0; attempt < 10; attempt += 1) {
      fs.writeFileSync(file, Buffer.alloc(2 * 1024 * 1024, 1))
      let grow: NodeJS.Timeout | undefined
      const bytes = await onOneConnection(
        app,
        'GET /grow.bin HTTP/1.1\r\nHost: x\r\n\r\nGET /robots.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        5_000,
        () => {
          grow = setInterval(() => fs.appendFileSync(file, Buffer.alloc(64 * 1024, 2)), 1)
        },
      )
      clearInterval(grow)
      const head = bytes.subarray(0, bytes.indexOf('\r\n\r\n')).toString()
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1])
      const next = bytes.indexOf('\r\n\r\n') + 4 + length
      expect(bytes.subarray(next, next + 15).toString()).toBe('HTTP/1.1 200 OK')
      // The first answer is the file as measured when it was opened: its first 2 MB, and what was appended before.
      expect(length).toBeGreaterThanOrEqual(2 * 1024 * 1024)
      expect(bytes.subarray(next - length, next - length + 2 * 1024 * 1024).every((byte) => byte === 1)).toBe(true)
    }
  }, 60_000)
})

describe('part 3: the gzip copy follows the bytes', () => {
  it('a file rewritten with its old mtime (cp -p, tar, rsync -t) gets a new copy at once', async () => {
    const file = path.join(site.root, 'same-mtime.txt')
    fs.writeFileSync(file, 'the old text')
    const when = new Date('2026-01-01T00:00:00Z')
    fs.utimesSync(file, when, when)
    const before = await raw(app, '/same-mtime.txt', gzip)
    expect(zlib.gunzipSync(before.body).toString()).toBe('the old text')
    fs.writeFileSync(file, 'the new text')
    fs.utimesSync(file, when, when)
    const after = await raw(app, '/same-mtime.txt', gzip)
    expect(after.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(after.body).toString()).toBe('the new text')
    expect((await raw(app, '/same-mtime.txt')).body.toString()).toBe('the new text')
  })
})

describe('parts 4 and 5: byte ranges', () => {
  it('a range past the end is a 416 that is an error answer: no-store, plain text, no validators of the asset', async () => {
    const answer = await raw(app, '/assets/app.js', { Range: 'bytes=99999999-' })
    expect(answer.status).toBe(416)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.headers.etag).toBeUndefined()
    expect(answer.headers['content-range']).toMatch(/^bytes \*\/\d+$/)
  })

  it('bytes=0-0 is the first byte; an end past the file is cut to it', async () => {
    const first = await raw(app, '/digits.txt', { Range: 'bytes=0-0' })
    expect(first.status).toBe(206)
    expect(first.headers['content-range']).toBe('bytes 0-0/10')
    expect(first.body.toString()).toBe('0')
    const tail = await raw(app, '/digits.txt', { Range: 'bytes=7-99' })
    expect(tail.status).toBe(206)
    expect(tail.headers['content-range']).toBe('bytes 7-9/10')
    expect(tail.body.toString()).toBe('789')
  })
})

describe('part 6: a rule to another host is never applied here', () => {
  it('a forced redirect to another host leaves the page file served', async () => {
    const answer = await raw(app, '/pricing')
    expect(answer.status).toBe(200)
    expect(answer.headers.location).toBeUndefined()
  })
})

describe('part 8: legal file names', () => {
  it('names with ? and # (escaped in the address) and a file beside a folder named like its gzip copy are served', async () => {
    expect((await raw(app, '/q%3Fm.txt')).body.toString()).toBe('a name with a question mark')
    expect((await raw(app, '/h%23m.txt')).body.toString()).toBe('a name with a hash')
    const beside = await raw(app, '/c.txt', gzip)
    expect(beside.status).toBe(200)
    expect(zlib.gunzipSync(beside.body).toString()).toBe('c beside its folder')
    expect((await raw(app, '/c.txt.gz/inner.txt')).status).toBe(200)
  })
})

describe('part 9: a link inside the folder reaches no hidden file', () => {
  it('notes.txt -> _redirects and key.txt -> .private/key.txt are 404s', async () => {
    for (const link of ['/notes.txt', '/key.txt']) {
      const answer = await raw(app, link)
      expect(answer.status, link).toBe(404)
      expect(answer.body.toString()).not.toContain('secret')
      expect(answer.body.toString()).not.toContain('301')
    }
  })
})

describe('part 10: an unreadable q counts as 0', () => {
  it('gzip;q=abc, q=-1 and q=2 do not accept gzip; q=0.5 and q=1.000 do', () => {
    expect(acceptsGzip('gzip;q=abc')).toBe(false)
    expect(acceptsGzip('gzip;q=-1')).toBe(false)
    expect(acceptsGzip('gzip;q=2')).toBe(false)
    expect(acceptsGzip('gzip;q=0.5')).toBe(true)
    expect(acceptsGzip('gzip;q=1.000')).toBe(true)
  })
})

describe('part 13: an answer given before the body is read reaches the client', () => {
  it('40 posts in a row from one client, each awaited: 20 stored, then 429s with Retry-After, never a network error', async () => {
    const limited = await startServer(site, { maxPerMinute: 20 })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 40; i += 1) {
        const answer = await post(limited, { ...valid, name: `Lead ${i}`, message: 'x'.repeat(60 * 1024) })
        statuses.push(answer.status)
        if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        await answer.arrayBuffer()
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(20)
      expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    } finally {
      await limited.close()
    }
  }, 30_000)

  it('a body over the cap gets its 413 read by the client, not a reset', async () => {
    const answer = await fetch(`${app.base}/api/form-inbox`, {
      method: 'POST',
      body: 'x'.repeat(8 * 1024 * 1024),
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({ success: false, message: 'Payload too large' })
  })
})

describe('part 14: a connection over its client’s cap is answered, not reset', () => {
  it('16 requests at once on their own connections, with a cap of 4: each is a 200 or a 503 with Retry-After', async () => {
    const capped = await startServer(site, { maxConnectionsPerClient: 4 })
    const { port } = capped.server.address() as AddressInfo
    try {
      const answers = await Promise.all(
        Array.from(
          { length: 16 },
          () =>
            new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
              const req = http.get({ host: '127.0.0.1', port, path: '/ebook/playbook.pdf', agent: false }, (res) => {
                res.resume()
                res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }))
              })
              req.on('error', reject)
            }),
        ),
      )
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status)
        if (answer.status === 503) expect(answer.retryAfter).toBe('1')
      }
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(4)
    } finally {
      await capped.close()
    }
  })
})

describe('part 11: a 429 answered before the body is read speaks the browser’s language', () => {
  it('with no Referer, Accept-Language picks the site’s locale the browser prefers most', async () => {
    expect(localeOfAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es')
    expect(localeOfAcceptLanguage('fr-FR,en;q=0.5,es;q=0.7')).toBe('es')
    expect(localeOfAcceptLanguage('es;q=0,en')).toBe('en')
    expect(localeOfAcceptLanguage('fr, de')).toBeNull()
    expect(localeOfAcceptLanguage(undefined)).toBeNull()
    const limited = await startServer(site, { maxPerMinute: 1 })
    try {
      const headers = { Accept: 'application/json', 'Accept-Language': 'es-US,es;q=0.9' }
      await (await post(limited, valid, headers)).arrayBuffer()
      const refused = await post(
        limited,
        { ...valid, redirect: 'https://www.cleansuite.ai/es/resources/get-cleaning-accounts-ai-ebook/thank-you' },
        headers,
      )
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({ success: false, message: 'Demasiados intentos. Inténtalo de nuevo en un minuto.' })
    } finally {
      await limited.close()
    }
  })
})

describe('part 12: the temporary folder', () => {
  it('a server that sends no gzip copy (or never starts) makes no folder', () => {
    const ours = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`cs-serve-gzip-${process.pid}-`))
    const before = ours()
    const sender = createFileSender(site.root)
    expect(ours()).toEqual(before)
    sender.close()
  })
})

describe('also seen: the pages the server and the pre-render write themselves have an icon', () => {
  it('the inbox’s refusal page links the site icon (no /favicon.ico 404 in the console)', async () => {
    const refused = await post(app, { ...valid, email: 'not-an-address' }, { Accept: 'text/html' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
  })
})

describe('also seen: a query holding a backslash', () => {
  it('keeps its redirect, the backslash percent-encoded; one in the path is still never redirected', async () => {
    const answer = await raw(app, '/es/?q=factura\\2026')
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe('/es?q=factura%5C2026')
    expect((await raw(app, '/\\evil.example/')).status).toBe(404)
  })
})
