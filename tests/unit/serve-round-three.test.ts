// @vitest-environment node
/**
 * Issue 35: hostile input, round three. A client that stops reading is dropped; one client holds a bounded number of
 * connections; an error answer never carries an asset's cache policy or a rule's content type; the files' own names
 * are files where a file exists (Netlify's shadowing; issue 40), a forced `!` rule applies first; If-Modified-Since must be an
 * HTTP-date; two Host lines are refused; the rate limit is checked before a body is read.
 */
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseHttpDate } from '../../scripts/server/index.js'
import { copyFixtureSite, HTML_ACCEPT, post, raw, records, startServer, valid, type Running } from './serve-harness'

let site: { tmp: string; root: string }
let app: Running

const BIG_FILE = '/ebook/big.pdf'

beforeAll(async () => {
  site = copyFixtureSite('serve-round-three-')
  // A file far larger than the loopback socket buffers, so an answer nobody reads cannot be sent in full.
  fs.mkdirSync(path.join(site.root, 'ebook'))
  fs.writeFileSync(path.join(site.root, BIG_FILE), Buffer.alloc(8 * 1024 * 1024, 7))
  // Files at two redirected addresses (the pre-render writes a forwarding page for hosts without _redirects), a page's
  // own file name redirected as the pre-render writes it, and the speculation rules typed by _headers.
  fs.writeFileSync(path.join(site.root, 'shadowed.html'), '<!doctype html><title>file</title>')
  fs.writeFileSync(path.join(site.root, 'forced.html'), '<!doctype html><title>file</title>')
  fs.appendFileSync(path.join(site.root, '_redirects'), '/shadowed /pricing 301\n/forced /pricing 301!\n/pricing.html /pricing 301\n')
  fs.writeFileSync(path.join(site.root, 'speculation-rules.json'), '{}')
  fs.appendFileSync(
    path.join(site.root, '_headers'),
    '\n/speculation-rules.json\n  Content-Type: application/speculationrules+json\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  )
  app = await startServer(site)
})

afterAll(async () => {
  await app.close()
  fs.rmSync(site.tmp, { recursive: true, force: true })
})

function openConnections(server: Running): Promise<number> {
  return new Promise((resolve, reject) => server.server.getConnections((err, count) => (err ? reject(err) : resolve(count))))
}

describe('part 1: a client that stops reading is dropped', () => {
  it('20 pipelined GETs of a large file, never read: the server drops the connection within about the send timeout', async () => {
    const strict = await startServer(site, { sendTimeoutMs: 600, clientGoneLogIntervalMs: 200 })
    const { port } = strict.server.address() as AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    try {
      socket.on('error', () => undefined)
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
      // Reads nothing: the client's buffers fill and the server cannot send the rest.
      socket.pause()
      socket.write(`GET ${BIG_FILE} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(20))
      const started = Date.now()
      await expect.poll(() => openConnections(strict), { timeout: 5000, interval: 50 }).toBe(1)
      await expect.poll(() => openConnections(strict), { timeout: 5000, interval: 50 }).toBe(0)
      const droppedAfter = Date.now() - started
      expect(droppedAfter).toBeGreaterThanOrEqual(400)
      expect(droppedAfter).toBeLessThan(4000)
      await expect.poll(() => strict.logs.some((line) => line.includes('ended by their clients')), { timeout: 2000 }).toBe(true)
      // The server still answers others.
      expect((await raw(strict, '/pricing')).status).toBe(200)
    } finally {
      socket.destroy()
      await strict.close()
    }
  }, 15_000)

  it('a slow reader that keeps reading is not dropped: the timeout is for no progress, not for a long download', async () => {
    const strict = await startServer(site, { sendTimeoutMs: 600 })
    try {
      const { port } = strict.server.address() as AddressInfo
      const started = Date.now()
      const received = await new Promise<number>((resolve) => {
        let bytes = 0
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.pause()
          socket.write(`GET ${BIG_FILE} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
        })
        // Reads 1 MB every 250 ms (pauses shorter than the timeout): the 8 MB take about 2 s, three times the timeout.
        let quota = 0
        const tick = setInterval(() => {
          quota = 1024 * 1024
          socket.resume()
        }, 250)
        socket.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          quota -= chunk.length
          if (quota <= 0) socket.pause()
        })
        socket.on('error', () => undefined)
        socket.on('close', () => {
          clearInterval(tick)
          resolve(bytes)
        })
      })
      expect(received).toBeGreaterThan(8 * 1024 * 1024)
      // It took longer than the timeout in all, and was never cut.
      expect(Date.now() - started).toBeGreaterThan(1200)
    } finally {
      await strict.close()
    }
  }, 30_000)

  it('one client holds at most maxConnectionsPerClient sockets; the rest, sending nothing, are closed within a second and counted in the log', async () => {
    const capped = await startServer(site, { maxConnectionsPerClient: 5, clientGoneLogIntervalMs: 200 })
    const { port } = capped.server.address() as AddressInfo
    const sockets: net.Socket[] = []
    try {
      const closed = await Promise.all(
        Array.from({ length: 8 }, () => {
          return new Promise<boolean>((resolve) => {
            const socket = net.connect(port, '127.0.0.1')
            sockets.push(socket)
            socket.on('error', () => undefined)
            socket.on('close', () => resolve(true))
            setTimeout(() => resolve(false), 1_500)
          })
        }),
      )
      expect(closed.filter(Boolean)).toHaveLength(3)
      await expect
        .poll(() => capped.logs.some((line) => line.includes('3 connection(s) answered 503 or closed')), { timeout: 3000 })
        .toBe(true)
      // A socket freed is a socket the client may open again.
      for (const socket of sockets) socket.destroy()
      await expect.poll(() => openConnections(capped), { timeout: 3000 }).toBe(0)
      expect((await raw(capped, '/pricing')).status).toBe(200)
    } finally {
      for (const socket of sockets) socket.destroy()
      await capped.close()
    }
  }, 15_000)
})

describe('part 2: an error answer never carries an asset’s cache policy or a rule’s content type', () => {
  it('a missing asset is a 404 that is never stored; an existing one keeps its year', async () => {
    const missing = await raw(app, '/assets/nope.js')
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8')
    const present = await raw(app, '/assets/app.js')
    expect(present.status).toBe(200)
    expect(present.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('a 405 on the speculation rules is plain text, not stored; the rules themselves keep their type', async () => {
    const refused = await raw(app, '/speculation-rules.json', {}, 'POST')
    expect(refused.status).toBe(405)
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(refused.headers['cache-control']).toBe('no-store')
    expect((await raw(app, '/speculation-rules.json')).headers['content-type']).toBe('application/speculationrules+json')
  })

  it('the security headers still come with an error', async () => {
    const missing = await raw(app, '/assets/nope.js')
    expect(missing.headers['x-frame-options']).toBe('DENY')
    expect(missing.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('parts 4 and 6: the files’ own names, and rules against files (Netlify’s shadowing)', () => {
  it('a page file’s own name is served as the file: the pre-render’s rule for it has no `!`, so the file shadows it', async () => {
    // Issue 40: Netlify applies an unforced rule only where no file exists (Cloudflare refuses `301!`, so the
    // pre-render writes plain 301s); the page puts its own address right before the application reads it.
    const res = await raw(app, '/pricing.html?from=ad')
    expect(res.status).toBe(200)
    expect(res.body.toString()).toContain('fixture:pricing-en')
  })

  it('a rule without `!` yields to a file at its path; a forced one (`301!`) applies before it; with no file both apply', async () => {
    const shadowed = await raw(app, '/shadowed')
    expect(shadowed.status).toBe(200)
    expect(shadowed.body.toString()).toContain('<title>file</title>')
    const forced = await raw(app, '/forced?x=1')
    expect(forced.status).toBe(301)
    expect(forced.headers.location).toBe('/pricing?x=1')
    expect((await raw(app, '/old-pricing')).headers.location).toBe('/pricing')
  })
})

describe('part 5: conditional requests, Host, and the rate limit', () => {
  it('If-Modified-Since that is not an HTTP-date is ignored; the three HTTP-date forms are read', async () => {
    for (const value of ['9999', 'yesterday', '2999-01-01', 'Fri, 01 Jan 2100 00:00:00']) {
      expect((await raw(app, '/pricing', { 'If-Modified-Since': value })).status, value).toBe(200)
    }
    for (const value of ['Fri, 01 Jan 2100 00:00:00 GMT', 'Friday, 01-Jan-00 00:00:00 GMT', 'Fri Jan  1 00:00:00 2100']) {
      expect(parseHttpDate(value), value).not.toBeNull()
    }
    expect((await raw(app, '/pricing', { 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT' })).status).toBe(304)
  })

  it('a request with two Host lines is answered 400', async () => {
    const { port } = app.server.address() as AddressInfo
    const answer = await new Promise<string>((resolve) => {
      let text = ''
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /pricing HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n'),
      )
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('error', () => undefined)
      socket.on('close', () => resolve(text))
    })
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
  })

  it('over the limit, a fetch is refused before its body is read; a post without JavaScript gets its form back filled in', async () => {
    const limited = await startServer(site, { maxPerMinute: 1 })
    try {
      expect((await post(limited, valid)).status).toBe(200)
      const { port } = limited.server.address() as AddressInfo
      // Headers that promise a body which never comes: answered at once all the same.
      const started = Date.now()
      const answer = await new Promise<string>((resolve) => {
        let text = ''
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(
            'POST /api/form-inbox HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n',
          ),
        )
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString()
          if (text.includes('}')) {
            socket.destroy()
            resolve(text)
          }
        })
        socket.on('error', () => undefined)
      })
      expect(Date.now() - started).toBeLessThan(2000)
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 429 Too Many Requests')
      expect(answer).toMatch(/retry-after: \d+/i)
      const page = await post(limited, { ...valid, name: 'Rosa Méndez' }, HTML_ACCEPT)
      expect(page.status).toBe(429)
      expect(await page.text()).toContain('value="Rosa Méndez"')
      expect(records(limited.inboxFile)).toHaveLength(1)
    } finally {
      await limited.close()
    }
  })
})
