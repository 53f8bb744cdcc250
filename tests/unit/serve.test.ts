// @vitest-environment node
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptsGzip,
  createSiteServer,
  headersForPath,
  matchRedirect,
  resolvePath,
  toRelativePath,
  validateSubmission,
} from '../../scripts/server/index.js'
import { parseRuleTexts } from './serve-harness'

const FIXTURE_DIST = fileURLToPath(new URL('./fixtures/dist', import.meta.url))
const SECRET = 'fixture-secret-outside-dist'

let tmp: string
let root: string
let inboxFile: string
let server: http.Server
let base: string
const logLines: string[] = []

interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** Sends the request target verbatim (fetch would normalise `..` away). */
function raw(target: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function get(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${pathname}`, { redirect: 'manual', ...init })
}

function ebookForm(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return form
}

const validFields = {
  access_key: 'local-inbox',
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'Ebook request',
  from_name: 'Cleaning AI site',
}

function readInbox(): Array<Record<string, string>> {
  if (!fs.existsSync(inboxFile)) return []
  return fs
    .readFileSync(inboxFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, string>)
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'))
  // Serve a copy of the fixture with files *next to* dist/ so traversal
  // attempts have something real to leak.
  root = path.join(tmp, 'site', 'dist')
  fs.cpSync(FIXTURE_DIST, root, { recursive: true })
  fs.writeFileSync(path.join(tmp, 'site', 'package.json'), JSON.stringify({ name: SECRET }))
  fs.writeFileSync(path.join(tmp, 'package.json'), JSON.stringify({ name: SECRET }))
  inboxFile = path.join(tmp, 'inbox', 'nested', 'submissions.jsonl')
  server = createSiteServer({ root, inboxFile, maxPerMinute: 0, log: (line) => logLines.push(line) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
  fs.rmSync(tmp, { recursive: true })
})

describe('pure helpers', () => {
  it("parses _redirects lines with comments and default status (Netlify's parser), and matches like Netlify", async () => {
    const { redirects: rules } = await parseRuleTexts({
      redirects:
        '# comment\n\n/es/resources/get-cleaning-accounts-ai-ebook /ebookpr 301\n/a /b\n/c /d 302! # trailing\n/blog/* /news/:splat 301\n' +
        '/news/:year/:month /archive/:month-:year 302\n/store id=:id /product/:id 301\n',
    })
    expect(rules.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual([
      { from: '/es/resources/get-cleaning-accounts-ai-ebook', to: '/ebookpr', status: 301, force: false },
      { from: '/a', to: '/b', status: 301, force: false },
      { from: '/c', to: '/d', status: 302, force: true },
      { from: '/blog/*', to: '/news/:splat', status: 301, force: false },
      { from: '/news/:year/:month', to: '/archive/:month-:year', status: 302, force: false },
      { from: '/store', to: '/product/:id', status: 301, force: false },
    ])
    expect(matchRedirect(rules, '/a')?.to).toBe('/b')
    expect(matchRedirect(rules, '/a/b')).toBeNull()
    expect(matchRedirect(rules, '/blog/x/y')?.to).toBe('/news/x/y')
    expect(matchRedirect(rules, '/blog')?.to).toBe('/news/')
    expect(matchRedirect(rules, '/news/2026/11')?.to).toBe('/archive/11-2026')
    expect(matchRedirect(rules, '/news/2026')).toBeNull()
    // A rule with a query (or a condition: Country, Language, Role) needs what only the host knows: never matched here.
    expect(matchRedirect(rules, '/store')).toBeNull()
  })

  it("parses _headers blocks and matches wildcards (Netlify's parser and matcher)", async () => {
    const { headers: rules } = await parseRuleTexts({
      headers: '# c\n/*\n  X-A: 1\n  X-B: two: parts\n/assets/*\n  x-a: 2\n/exact\n  X-C: yes\n',
    })
    expect(rules).toHaveLength(3)
    expect(Object.fromEntries(headersForPath(rules, '/'))).toEqual({ 'X-A': '1', 'X-B': 'two: parts' })
    expect(Object.fromEntries(headersForPath(rules, '/assets/x.js'))).toEqual({ 'X-A': '1, 2', 'X-B': 'two: parts' })
    expect(headersForPath(rules, '/exact').get('X-C')).toBe('yes')
    expect(headersForPath(rules, '/exact/more').has('X-C')).toBe(false)
  })

  it('rejects unsafe relative paths', () => {
    expect(toRelativePath('/')).toBe('')
    expect(toRelativePath('/es/pricing')).toBe('es/pricing')
    expect(toRelativePath('/caf%C3%A9')).toBe('café')
    for (const bad of [
      '/../x',
      '/%2e%2e/x',
      '/a/%2E%2E/%2e%2e/x',
      '/a%2F..%2F..%2Fx',
      '/a%5C..%5Cx',
      '/a%00',
      '/%E0%A4%A',
      '/a//b',
      'x',
      '/.vite/manifest.json',
      '/%2evite/x',
      '/.env',
    ]) {
      expect(toRelativePath(bad), bad).toBeNull()
    }
  })

  it('resolves pages, exact files and nothing outside the root', () => {
    const realRoot = fs.realpathSync(root)
    expect(resolvePath(realRoot, '/')).toBe(path.join(realRoot, 'index.html'))
    expect(resolvePath(realRoot, '/es')).toBe(path.join(realRoot, 'es.html'))
    expect(resolvePath(realRoot, '/es/pricing')).toBe(path.join(realRoot, 'es', 'pricing.html'))
    expect(resolvePath(realRoot, '/pricing.html')).toBe(path.join(realRoot, 'pricing.html'))
    expect(resolvePath(realRoot, '/robots.txt')).toBe(path.join(realRoot, 'robots.txt'))
    expect(resolvePath(realRoot, '/assets')).toBeNull()
    expect(resolvePath(realRoot, '/_redirects')).toBeNull()
    expect(resolvePath(realRoot, '/../package.json')).toBeNull()
  })

  it('understands Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })

  it('validates submissions like the form service', () => {
    expect(validateSubmission(validFields)).toEqual({
      ok: true,
      submission: { name: 'Ana García', email: 'ana@example.com', subject: 'Ebook request', from_name: 'Cleaning AI site' },
    })
    expect(validateSubmission({ ...validFields, access_key: '' })).toEqual({ ok: false, field: 'access_key', messageKey: null })
    expect(validateSubmission({ ...validFields, name: '   ' })).toEqual({
      ok: false,
      field: 'name',
      messageKey: 'ebook:form.errors.nameRequired',
    })
    expect(validateSubmission({ ...validFields, email: '' })).toEqual({
      ok: false,
      field: 'email',
      messageKey: 'ebook:form.errors.emailRequired',
    })
    expect(validateSubmission({ ...validFields, email: 'ana@example' })).toEqual({
      ok: false,
      field: 'email',
      messageKey: 'ebook:form.errors.emailInvalid',
    })
  })
})

describe('static pages', () => {
  it.each([
    ['/', 'fixture:home-en'],
    ['/pricing', 'fixture:pricing-en'],
    ['/es', 'fixture:home-es'],
    ['/es/pricing', 'fixture:pricing-es'],
    ['/pricing.html', 'fixture:pricing-en'],
  ])('serves %s', async (pathname, marker) => {
    const res = await get(pathname)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain(marker)
  })

  it('serves assets with immutable caching and plain files with their type', async () => {
    const js = await get('/assets/app.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await js.text()).toContain('fixture:app-js')

    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(robots.headers.get('cache-control')).toBe('no-cache')
    expect(await robots.text()).toContain('User-agent')
  })

  it('answers 404 with the English 404 page', async () => {
    const res = await get('/does-not-exist')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const body = await res.text()
    expect(body).toContain('fixture:404-en')
    expect(body).not.toContain('fixture:404-es')
  })

  it('answers 404 with the Spanish 404 page under /es/', async () => {
    const res = await get('/es/no-existe')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('fixture:404-es')
  })

  it('does not serve host configuration files', async () => {
    expect((await get('/_redirects')).status).toBe(404)
    expect((await get('/_headers')).status).toBe(404)
  })

  it('supports HEAD without a body', async () => {
    const res = await raw('/pricing', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0)
    expect(res.body.length).toBe(0)
  })

  it('rejects other methods with 405', async () => {
    const res = await get('/pricing', { method: 'POST', body: 'x' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('redirects', () => {
  it('redirects trailing slashes with 301, keeping the query string', async () => {
    const res = await get('/pricing/?utm_source=x&b=1')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/pricing?utm_source=x&b=1')
    const es = await get('/es/pricing/')
    expect(es.status).toBe(301)
    expect(es.headers.get('location')).toBe('/es/pricing')
  })

  it('never produces a protocol-relative redirect', async () => {
    const res = await raw('//evil.example/')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/evil.example')
  })

  it('applies rules from _redirects before file lookup', async () => {
    const res = await get('/es/resources/get-cleaning-accounts-ai-ebook')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/ebookpr')

    const slash = await get('/es/resources/get-cleaning-accounts-ai-ebook/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/ebookpr')

    const defaulted = await get('/old-pricing?x=1')
    expect(defaulted.status).toBe(301)
    expect(defaulted.headers.get('location')).toBe('/pricing?x=1')

    const temp = await get('/temp')
    expect(temp.status).toBe(302)
    expect(temp.headers.get('location')).toBe('/es/pricing')
  })
})

describe('headers from _headers', () => {
  it('applies matching blocks to pages', async () => {
    const en = await get('/pricing')
    expect(en.headers.get('x-frame-options')).toBe('DENY')
    expect(en.headers.get('x-content-type-options')).toBe('nosniff')
    expect(en.headers.get('content-language')).toBeNull()

    const es = await get('/es/pricing')
    expect(es.headers.get('x-frame-options')).toBe('DENY')
    expect(es.headers.get('content-language')).toBe('es')
  })

  it('applies them to 404 responses too', async () => {
    const res = await get('/es/nope')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('content-language')).toBe('es')
  })

  it('sends no extra headers when _headers is missing', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-bare-'))
    fs.writeFileSync(path.join(bare, 'index.html'), '<h1>bare</h1>')
    const other = createSiteServer({ root: bare, inboxFile: path.join(bare, 'inbox.jsonl'), log: () => undefined })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`)
      expect(res.status).toBe(200)
      expect(res.headers.get('x-frame-options')).toBeNull()
      expect(await res.text()).toBe('<h1>bare</h1>')
      const missing = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/missing`)
      expect(missing.status).toBe(404)
    } finally {
      await new Promise<void>((resolve) => {
        other.close(() => resolve())
        other.closeAllConnections()
      })
      fs.rmSync(bare, { recursive: true })
    }
  })
})

describe('compression', () => {
  it('gzips text responses when asked', async () => {
    const plain = fs.readFileSync(path.join(root, 'index.html'))
    for (let i = 0; i < 2; i++) {
      // second round exercises the in-memory cache
      const res = await raw('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(res.headers.vary).toMatch(/Accept-Encoding/)
      expect(Number(res.headers['content-length'])).toBe(res.body.length)
      expect(zlib.gunzipSync(res.body).equals(plain)).toBe(true)
    }
  })

  it('gzips 404 pages and assets, HEAD included', async () => {
    const notFound = await raw('/nope', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(notFound.status).toBe(404)
    expect(notFound.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(notFound.body).toString()).toContain('fixture:404-en')

    const head = await raw('/assets/app.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } })
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.body.length).toBe(0)
  })

  it('sends identity when gzip is not accepted', async () => {
    const res = await raw('/', { headers: { 'Accept-Encoding': 'identity' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toContain('fixture:home-en')
  })
})

describe('path traversal', () => {
  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/..%5cpackage.json',
    '/es/../../package.json',
    '/assets/..%2F..%2Fpackage.json',
  ])('does not leak %s', async (target) => {
    const res = await raw(target)
    expect(res.status).toBe(404)
    expect(res.body.toString()).not.toContain(SECRET)
  })

  it('does not leak via fetch-normalised URLs either', async () => {
    for (const target of ['/../package.json', '/%2e%2e/package.json']) {
      const res = await get(target)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain(SECRET)
    }
  })
})

describe('form inbox', () => {
  it('stores a valid multipart submission and answers like Web3Forms', async () => {
    const before = readInbox().length
    const res = await fetch(`${base}/api/form-inbox`, {
      method: 'POST',
      body: ebookForm(validFields),
      headers: { Accept: 'application/json' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const json = (await res.json()) as { success: boolean; message: string; data: Record<string, string> }
    expect(json.success).toBe(true)
    expect(json.message).toBe('Email sent successfully!')
    expect(json.data).toEqual({ name: 'Ana García', email: 'ana@example.com', subject: 'Ebook request', from_name: 'Cleaning AI site' })

    const lines = readInbox()
    expect(lines).toHaveLength(before + 1)
    const last = lines.at(-1)
    expect(last).toMatchObject({ name: 'Ana García', email: 'ana@example.com', subject: 'Ebook request', from_name: 'Cleaning AI site' })
    expect(Number.isNaN(Date.parse(last?.receivedAt ?? ''))).toBe(false)
    expect(last).not.toHaveProperty('access_key')
    // The log says that a submission was stored and where, never who sent it.
    expect(logLines.some((line) => line.includes('submission stored') && line.includes(inboxFile))).toBe(true)
    expect(logLines.some((line) => line.includes('ana@example.com') || line.includes('Ana García'))).toBe(false)
  })

  it('accepts JSON and urlencoded bodies', async () => {
    const before = readInbox().length
    const json = await fetch(`${base}/api/form-inbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validFields, name: 'Json Person' }),
    })
    expect(json.status).toBe(200)
    const urlencoded = await fetch(`${base}/api/form-inbox`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ ...validFields, name: 'Url Person' }),
    })
    expect(urlencoded.status).toBe(200)
    expect(
      readInbox()
        .slice(before)
        .map((l) => l.name),
    ).toEqual(['Json Person', 'Url Person'])
  })

  it('rejects an invalid email with 400 and a message', async () => {
    const before = readInbox().length
    const res = await fetch(`${base}/api/form-inbox`, {
      method: 'POST',
      body: ebookForm({ ...validFields, email: 'not-an-email' }),
      headers: { Accept: 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: 'Please enter a valid email address' })
    expect(readInbox()).toHaveLength(before)
  })

  it('rejects a missing name with 400', async () => {
    const fields: Record<string, string> = { ...validFields }
    delete fields.name
    const res = await fetch(`${base}/api/form-inbox`, { method: 'POST', body: ebookForm(fields), headers: { Accept: 'application/json' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: 'Please enter your name' })
  })

  it('rejects a missing access key with 400', async () => {
    const res = await fetch(`${base}/api/form-inbox`, {
      method: 'POST',
      body: ebookForm({ ...validFields, access_key: '' }),
      headers: { Accept: 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: 'Access key is missing' })
  })

  it('rejects bodies over 64 KB with 413', async () => {
    const res = await fetch(`${base}/api/form-inbox`, {
      method: 'POST',
      body: ebookForm({ ...validFields, message: 'x'.repeat(70 * 1024) }),
      headers: { Accept: 'application/json' },
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ success: false, message: 'Payload too large' })
  })

  it('answers 405 to GET', async () => {
    const res = await get('/api/form-inbox')
    expect(res.status).toBe(405)
    expect(((await res.json()) as { success: boolean }).success).toBe(false)
  })
})

describe('form inbox: native form posts (no JavaScript)', () => {
  const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'
  const SITE = 'https://cleansuite.example'
  const THANK_YOU_EN = '/resources/get-cleaning-accounts-ai-ebook/thank-you'
  const THANK_YOU_ES = '/es/resources/get-cleaning-accounts-ai-ebook/thank-you'
  const nativeFields = { ...validFields, redirect: `${SITE}${THANK_YOU_EN}` }

  function nativePost(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${base}/api/form-inbox`, {
      method: 'POST',
      body: ebookForm(fields),
      headers: { Accept: HTML_ACCEPT, ...headers },
      redirect: 'manual',
    })
  }

  it('stores the record and answers 303 to the confirmation path (never the submitted host)', async () => {
    const before = readInbox().length
    const res = await nativePost({ ...nativeFields, name: 'Native Person', email: 'native@example.com' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(THANK_YOU_EN)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const lines = readInbox()
    expect(lines).toHaveLength(before + 1)
    expect(lines.at(-1)).toEqual({
      receivedAt: expect.any(String) as unknown,
      name: 'Native Person',
      email: 'native@example.com',
      subject: 'Ebook request',
      from_name: 'Cleaning AI site',
    })
  })

  it('lands a Spanish post on the Spanish confirmation', async () => {
    const before = readInbox().length
    const res = await nativePost({ ...validFields, redirect: `${SITE}${THANK_YOU_ES}` })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(THANK_YOU_ES)
    expect(readInbox()).toHaveLength(before + 1)

    // Without a redirect field, the posting page (/ebookpr) gives the language.
    const fromReferer = await nativePost(validFields, { Referer: `${base}/ebookpr` })
    expect(fromReferer.status).toBe(303)
    expect(fromReferer.headers.get('location')).toBe(THANK_YOU_ES)
  })

  it.each([
    ['https://evil.example/x', THANK_YOU_EN],
    ['//evil.example', THANK_YOU_EN],
    ['/\\evil.example', THANK_YOU_EN],
    ['https://evil.example/es/resources/get-cleaning-accounts-ai-ebook/thank-you', THANK_YOU_ES],
    ['/es/pricing', THANK_YOU_ES],
    ['javascript:alert(1)', THANK_YOU_EN],
  ])('a redirect field of %s still lands on a site path (%s)', async (redirect, expected) => {
    const res = await nativePost({ ...validFields, redirect })
    expect(res.status).toBe(303)
    const location = res.headers.get('location') ?? ''
    expect(location).toBe(expected)
    expect(location.startsWith('//') || location.startsWith('/\\')).toBe(false)
    expect(new URL(location, base).origin).toBe(base)
  })

  it('refuses a missing name with a 400 page in Spanish that keeps the e-mail and hidden fields', async () => {
    const before = readInbox().length
    const fields: Record<string, string> = { ...validFields, email: 'ana@example.com', redirect: `${SITE}${THANK_YOU_ES}` }
    delete fields.name
    const res = await nativePost(fields)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    const html = await res.text()
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="es">/)
    expect(html).toContain('<title>Tu solicitud no se envió</title>')
    expect(html).toContain('<main>')
    expect(html).toContain('<h1>Tu solicitud no se envió</h1>')
    expect(html).toContain('Por favor ingresa tu nombre')
    expect(html).toContain('<form method="post" enctype="multipart/form-data" action="/api/form-inbox">')
    expect(html).toMatch(/<input id="inbox-email" name="email" type="email"[^>]*value="ana@example.com"/)
    expect(html).toMatch(/<input id="inbox-name" name="name"[^>]*value=""[^>]*aria-invalid="true"/)
    expect(html).toContain('<input type="hidden" name="access_key" value="local-inbox">')
    expect(html).toContain('<input type="hidden" name="subject" value="Ebook request">')
    expect(html).toContain('<input type="hidden" name="from_name" value="Cleaning AI site">')
    expect(html).toContain(`<input type="hidden" name="redirect" value="${SITE}${THANK_YOU_ES}">`)
    expect(html).toContain('<label for="inbox-name">Tu nombre</label>')
    expect(html).toContain('<button type="submit">Enviar de nuevo</button>')
    expect(html).toContain('<a href="/ebookpr">Volver a la página del ebook</a>')
    expect(html).not.toMatch(/<script|style=/) // no script; one inline <style>, which the site's CSP allows
    expect(readInbox()).toHaveLength(before)
  })

  it('refuses an invalid e-mail with a 400 page in English that keeps the name, HTML-escaped', async () => {
    const before = readInbox().length
    const res = await nativePost({ ...nativeFields, name: 'Ana "<b>&\'', email: 'ana@example' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Your request was not sent</h1>')
    expect(html).toContain('Please enter a valid email address')
    expect(html).toContain('value="Ana &#34;&#60;b&#62;&#38;&#39;"')
    expect(html).not.toContain('<b>')
    expect(html).toMatch(/<input id="inbox-email" name="email"[^>]*value="ana@example"[^>]*aria-invalid="true"/)
    expect(html).toContain('<a href="/resources/get-cleaning-accounts-ai-ebook">Back to the ebook page</a>')
    expect(readInbox()).toHaveLength(before)
  })

  it('puts neither name nor e-mail into any URL', async () => {
    const res = await nativePost({ ...nativeFields, name: 'Url Secret', email: 'secret@example.com' })
    expect(res.status).toBe(303)
    const location = res.headers.get('location') ?? ''
    expect(location).not.toMatch(/Secret|secret|%40|@/)
  })
})
