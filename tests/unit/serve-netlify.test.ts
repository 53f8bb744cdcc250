// @vitest-environment node
/**
 * Issue 40: the static host on kept libraries. `_redirects` with Netlify's semantics (shadowing, `!`, placeholders,
 * splats, 200 rewrites and 404 rules), files sent (ranges, 304 with its validators), gzip copies kept outside
 * dist/ and made again when a file changes.
 */
import fs from 'node:fs'
import os from 'node:os'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixtureSite, raw, startServer, type Running } from './serve-harness'

let site: { tmp: string; root: string }
let app: Running

beforeAll(async () => {
  site = copyFixtureSite('serve-netlify-')
  fs.writeFileSync(path.join(site.root, 'forwarded.html'), '<!doctype html><title>forwarding page</title>')
  fs.writeFileSync(path.join(site.root, 'digits.txt'), '0123456789abcdefghij')
  fs.writeFileSync(path.join(site.root, 'café menu+1@2.txt'), 'odd name')
  fs.appendFileSync(
    path.join(site.root, '_redirects'),
    [
      '/forwarded /pricing 301',
      '/forwarded-forced /pricing 302!',
      '/news/:year/:slug /blog/:slug?year=:year 301',
      '/docs/* /handbook/:splat 302',
      '/app/* /pricing 200',
      '/es/private/* /es/404.html 404',
      '/away https://evil.example/ 301',
      '',
    ].join('\n'),
  )
  app = await startServer(site)
})

afterAll(async () => {
  await app.close()
  fs.rmSync(site.tmp, { recursive: true, force: true })
})

describe('_redirects with Netlify’s semantics', () => {
  it('a rule without `!` yields to the file at its path; `!` and a path without a file apply the rule', async () => {
    const file = await raw(app, '/forwarded')
    expect(file.status).toBe(200)
    expect(file.body.toString()).toContain('forwarding page')
    const forced = await raw(app, '/forwarded-forced')
    expect(forced.status).toBe(302)
    expect(forced.headers.location).toBe('/pricing')
  })

  it('placeholders and splats fill the target; the target’s own query wins over the request’s', async () => {
    const news = await raw(app, '/news/2026/launch?utm=x')
    expect(news.status).toBe(301)
    expect(news.headers.location).toBe('/blog/launch?year=2026')
    const docs = await raw(app, '/docs/a/b?q=1')
    expect(docs.status).toBe(302)
    expect(docs.headers.location).toBe('/handbook/a/b?q=1')
  })

  it('a 200 rule rewrites (the address stays, the target’s content is served); a 404 rule serves its page with 404', async () => {
    const rewrite = await raw(app, '/app/anything')
    expect(rewrite.status).toBe(200)
    expect(rewrite.headers.location).toBeUndefined()
    expect(rewrite.body.toString()).toContain('fixture:pricing-en')
    const hidden = await raw(app, '/es/private/x')
    expect(hidden.status).toBe(404)
    expect(hidden.headers['cache-control']).toBe('no-store')
    expect(hidden.body.toString()).toContain('fixture:404-es')
  })

  it('a rule to another host is never followed: the 404 page', async () => {
    const away = await raw(app, '/away')
    expect(away.status).toBe(404)
    expect(away.headers.location).toBeUndefined()
  })
})

describe('files sent', () => {
  it('one plain byte range is a 206; a suffix, a reversed or several ranges, or an If-Range get the whole file', async () => {
    const part = await raw(app, '/digits.txt', { Range: 'bytes=2-5' })
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 2-5/20')
    expect(part.body.toString()).toBe('2345')
    const wholeFile: Array<Record<string, string>> = [
      { Range: 'bytes=-5' },
      { Range: 'bytes=5-2' },
      { Range: 'bytes=0-1,4-5' },
      { Range: 'bytes=0-3', 'If-Range': '"x"' },
    ]
    for (const headers of wholeFile) {
      const whole = await raw(app, '/digits.txt', headers)
      expect(whole.status, JSON.stringify(headers)).toBe(200)
      expect(whole.body.toString()).toBe('0123456789abcdefghij')
    }
    const past = await raw(app, '/digits.txt', { Range: 'bytes=50-' })
    expect(past.status).toBe(416)
  })

  it('a file whose name needs escapes is found ', async () => {
    const res = await raw(app, '/caf%C3%A9%20menu+1@2.txt')
    expect(res.status).toBe(200)
    expect(res.body.toString()).toBe('odd name')
  })

  it('a 304 carries the validators and the cache policy of the 200', async () => {
    const first = await raw(app, '/pricing')
    const etag = String(first.headers.etag)
    const again = await raw(app, '/pricing', { 'If-None-Match': `"other", ${etag.replace(/^W\//, '')}` })
    expect(again.status).toBe(304)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe('no-cache')
    expect(again.headers['last-modified']).toBe(first.headers['last-modified'])
  })

  it('the gzip copy follows the file: a changed file is compressed again; no copy is written into the served folder', async () => {
    const file = path.join(site.root, 'digits.txt')
    const before = await raw(app, '/digits.txt', { 'Accept-Encoding': 'gzip' })
    expect(before.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(before.body).toString()).toBe('0123456789abcdefghij')
    fs.writeFileSync(file, 'changed')
    const later = new Date(Date.now() + 5_000)
    fs.utimesSync(file, later, later)
    const after = await raw(app, '/digits.txt', { 'Accept-Encoding': 'gzip' })
    expect(zlib.gunzipSync(after.body).toString()).toBe('changed')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const written = fs.readdirSync(site.root, { recursive: true }).map(String)
    expect(written.filter((name) => name.endsWith('.gz'))).toEqual([])
  })
})

describe('the gzip copies’ folder', () => {
  it('is removed when the server closes; one left by a killed server is removed by the next to start', async () => {
    const orphan = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-serve-gzip-99999999-'))
    const ours = (): string[] => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`cs-serve-gzip-${process.pid}-`))
    const before = ours().length
    const other = await startServer(site)
    expect(fs.existsSync(orphan)).toBe(false)
    // The folder is made with the first gzip copy.
    expect((await raw(other, '/robots.txt', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip')
    expect(ours()).toHaveLength(before + 1)
    await other.close()
    expect(ours()).toHaveLength(before)
  })
})

describe('a download nobody finishes', () => {
  it.runIf(fs.existsSync('/proc/self/fd'))('closes its file when the client is dropped ', async () => {
    const big = path.join(site.root, 'big.pdf')
    fs.writeFileSync(big, Buffer.alloc(8 * 1024 * 1024, 7))
    const slow = await startServer(site, { sendTimeoutMs: 300 })
    const openOnBig = (): number =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`) === fs.realpathSync(big)
        } catch {
          return false
        }
      }).length
    const { port } = slow.server.address() as AddressInfo
    const sockets = Array.from({ length: 8 }, () => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /big.pdf HTTP/1.1\r\nHost: x\r\n\r\n'))
      socket.pause()
      socket.on('error', () => undefined)
      return socket
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(openOnBig()).toBeGreaterThan(0)
      await new Promise((resolve) => setTimeout(resolve, 1_200))
      expect(openOnBig()).toBe(0)
    } finally {
      for (const socket of sockets) socket.destroy()
      await slow.close()
    }
  })
})
