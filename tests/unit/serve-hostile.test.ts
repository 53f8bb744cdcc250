// @vitest-environment node
/**
 * Issue 16: the inbox and the static host hold hostile input. Each server here runs on a free port
 * with a copy of the fixture site and its own temporary inbox.
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import net from 'node:net'
import { createAppender, escapeForLog, jsonLine, safeLocation, type SiteServerOptions } from '../../scripts/server/index.js'
import { copyFixtureSite, form, HTML_ACCEPT, JSON_ACCEPT, post, raw, records, startServer, valid, type Running } from './serve-harness'

const THANK_YOU_ES = '/es/resources/get-cleaning-accounts-ai-ebook/thank-you'

const EN = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'Please enter a name of 100 characters or fewer',
  nameInvalid: 'Please enter your name on one line, without control characters',
  nameInvisible: 'Please remove invisible characters (zero-width spaces or text-direction marks) from your name',
  inboxFull: 'We can’t take new requests right now. Please try again later.',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Please enter an email address of 254 characters or fewer',
  tooManyAttempts: 'Too many attempts. Please try again in a minute.',
  fallback: 'Something went wrong. Please try again.',
}
const ES = {
  tooManyAttempts: 'Demasiados intentos. Inténtalo de nuevo en un minuto.',
  fallback: 'Algo salió mal. Por favor intenta de nuevo.',
}

let tmp: string
let root: string

const start = (opts: Partial<Omit<SiteServerOptions, 'root' | 'log'>> = {}): Promise<Running> => startServer({ tmp, root }, opts)

function expectInboxSecurityHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).not.toBeNull()
  expect(headers.get('cache-control')).toBe('no-store')
}

let app: Running

beforeAll(async () => {
  ;({ tmp, root } = copyFixtureSite('serve-hostile-'))
  // What a careless build could leave in the published folder.
  fs.mkdirSync(path.join(root, '.vite'))
  fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/secret.js"}}')
  fs.writeFileSync(path.join(root, '.env'), 'VITE_FORM_ACCESS_KEY=secret')
  // A splat rule whose target is built from the request.
  fs.appendFileSync(path.join(root, '_redirects'), '/go/* /:splat 301\n')
  app = await start()
})

afterAll(async () => {
  await app.close()
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('regular-expression denial of service', () => {
  it('refuses the crafted 60,000-dot e-mail, and answers a concurrent GET /, each within one second', async () => {
    // The body is built before the clock starts, so only the server's work is timed.
    const crafted = new Response(form({ ...valid, email: `a@${'.'.repeat(60_000)}@` }))
    const contentType = crafted.headers.get('content-type') ?? ''
    const body = await crafted.arrayBuffer()
    const started = performance.now()
    const posted = fetch(`${app.base}/api/form-inbox`, {
      method: 'POST',
      body,
      headers: { ...JSON_ACCEPT, 'Content-Type': contentType },
    }).then(async (res) => ({ res, body: (await res.json()) as unknown, ms: performance.now() - started }))
    await new Promise((resolve) => setTimeout(resolve, 40))
    const getStarted = performance.now()
    const got = fetch(`${app.base}/`).then(async (res) => ({ res, text: await res.text(), ms: performance.now() - getStarted }))
    const [p, g] = await Promise.all([posted, got])
    expect(p.res.status).toBe(400)
    expect(p.body).toEqual({ success: false, message: EN.emailTooLong })
    expect(p.ms).toBeLessThan(1000)
    expect(g.res.status).toBe(200)
    expect(g.text).toContain('fixture:home-en')
    expect(g.ms).toBeLessThan(1000)
    expect(records(app.inboxFile)).toHaveLength(0)
  })
})

describe('redirects stay on the site', () => {
  it.each([
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/%5cevil.example',
    '//evil.example/',
    '///evil.example/',
    '/%2F%2Fevil.example/',
    '/%2fevil.example/',
    '/\\/evil.example/',
    '/go//evil.example',
    '/go/%5Cevil.example',
    '/go/\\evil.example',
    '/pricing%2F',
  ])('%s never redirects off the site', async (target) => {
    const res = await raw(app, target)
    if (res.status >= 300 && res.status < 400) {
      const location = String(res.headers.location)
      expect(location.startsWith('/')).toBe(true)
      expect(location.startsWith('//') || location.startsWith('/\\')).toBe(false)
      expect(location).not.toContain('\\')
      expect(new URL(location, app.base).origin).toBe(app.base)
    } else {
      expect(res.status).toBe(404)
    }
  })

  it('refuses backslashes and encoded slashes outright, and keeps the // collapse', async () => {
    expect((await raw(app, '/\\evil.example/')).status).toBe(404)
    expect((await raw(app, '/%5Cevil.example/')).status).toBe(404)
    const collapsed = await raw(app, '//evil.example/')
    expect(collapsed.status).toBe(301)
    expect(collapsed.headers.location).toBe('/evil.example')
  })

  it('only writes locations that are paths on the site', () => {
    expect(safeLocation('/pricing?x=1')).toBe('/pricing?x=1')
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      'https://evil.example/',
      'evil.example',
      '/a b',
      '/a\r\nSet-Cookie: x',
      '',
    ]) {
      expect(safeLocation(bad), bad).toBeNull()
    }
  })
})

describe('logs carry no visitor data', () => {
  it('a name with a line break and terminal escapes leaves no raw escape and no new line in the log', async () => {
    const forged = 'Eve\n[form-inbox] forged entry\u001b[31m'
    const res = await post(app, { ...valid, name: forged, email: 'eve@example.com' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: EN.nameInvalid })
    const stored = await post(app, { ...valid, name: 'Eve Adams', email: 'eve@example.com' })
    expect(stored.status).toBe(200)
    expect(app.logs.length).toBeGreaterThan(0)
    for (const line of app.logs) {
      for (const char of ['\n', '\r', '\u001b']) expect(line.includes(char), JSON.stringify(line)).toBe(false)
      expect(line).not.toContain('forged entry')
      expect(line).not.toContain('Eve')
      expect(line).not.toContain('eve@example.com')
    }
    expect(app.logs.some((line) => line.includes('submission stored') && line.includes(app.inboxFile))).toBe(true)
  })

  it('escapes request-derived text so it cannot start a line or colour a terminal', () => {
    const escaped = escapeForLog('GET /x\n[serve] forged\u001b[31m\u202e\\')
    expect(escaped).toBe('GET /x\\u000a[serve] forged\\u001b[31m\\u202e\\\\')
    expect(escapeForLog('x'.repeat(1000)).length).toBeLessThanOrEqual(301)
  })
})

describe('loose input is refused', () => {
  it.each([
    ['a name of zero-width spaces', { name: '\u200b\u200b\u200b' }, EN.nameRequired],
    ['a name of invisible format characters', { name: '\ufeff\u2060\u200d\u200c' }, EN.nameRequired],
    ['an over-long name', { name: 'x'.repeat(101) }, EN.nameTooLong],
    ['a name with a control character', { name: 'Eve\u0007' }, EN.nameInvalid],
    ['an over-long e-mail', { email: `${'a'.repeat(249)}@x.com` }, EN.emailTooLong],
    ['an e-mail with a NUL', { email: 'ana\u0000@example.com' }, EN.emailInvalid],
    ['an e-mail with an escape', { email: 'ana@exa\u001bmple.com' }, EN.emailInvalid],
    ['an e-mail with a zero-width space inside', { email: 'ana\u200b@example.com' }, EN.emailInvalid],
  ])('%s gets 400 JSON and no record', async (_label, override, message) => {
    const before = records(app.inboxFile).length
    const res = await post(app, { ...valid, ...override })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expectInboxSecurityHeaders(res.headers)
    expect(await res.json()).toEqual({ success: false, message })
    expect(records(app.inboxFile)).toHaveLength(before)
  })

  it('stores trimmed values: invisible characters around a valid name and e-mail are dropped', async () => {
    const before = records(app.inboxFile).length
    const res = await post(app, { ...valid, name: '\u200b Ana Ruiz\ufeff', email: '\u2060ana@example.com\u00a0' })
    expect(res.status).toBe(200)
    expect(records(app.inboxFile).slice(before)).toEqual([expect.objectContaining({ name: 'Ana Ruiz', email: 'ana@example.com' })])
  })
})

describe('spam protection', () => {
  it.each(['on', 'true', '1'])('botcheck=%s is answered like a success and recorded nowhere', async (value) => {
    const before = records(app.inboxFile).length
    const res = await post(app, { ...valid, botcheck: value })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { success: boolean }).success).toBe(true)
    const native = await post(app, { ...valid, botcheck: value }, HTML_ACCEPT)
    expect(native.status).toBe(303)
    expect(records(app.inboxFile)).toHaveLength(before)
  })

  it('an unchecked botcheck (false, empty) does not block a person', async () => {
    const before = records(app.inboxFile).length
    expect((await post(app, { ...valid, botcheck: 'false' })).status).toBe(200)
    expect((await post(app, { ...valid, botcheck: '' })).status).toBe(200)
    expect(records(app.inboxFile)).toHaveLength(before + 2)
  })

  it('40 quick posts meet 429 with Retry-After, and every 200 is recorded', async () => {
    const limited = await start({ maxPerMinute: 20 })
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(limited, { ...valid, name: `Person ${i}` }).then(async (res) => ({
            res,
            body: (await res.json()) as { success: boolean; message: string; data?: { name: string } },
          })),
        ),
      )
      const ok = answers.filter((a) => a.res.status === 200)
      const tooMany = answers.filter((a) => a.res.status === 429)
      expect(ok.length + tooMany.length).toBe(40)
      expect(ok).toHaveLength(20)
      for (const { res, body } of tooMany) {
        const retryAfter = Number(res.headers.get('retry-after'))
        expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true)
        expect(body).toEqual({ success: false, message: EN.tooManyAttempts })
        expectInboxSecurityHeaders(res.headers)
      }
      expect(records(limited.inboxFile)).toHaveLength(20)
      expect(new Set(records(limited.inboxFile).map((r) => r.name))).toEqual(new Set(ok.map((a) => a.body.data?.name)))

      // In the form's language, and as a page for a form posted without JavaScript.
      // A fetch's 429 is answered before its body is read: its language is the posting page's (the Referer a browser sends).
      const es = await post(
        limited,
        { ...valid, redirect: `https://site.example${THANK_YOU_ES}` },
        { ...JSON_ACCEPT, Referer: 'https://site.example/ebookpr' },
      )
      expect(es.status).toBe(429)
      expect(await es.json()).toEqual({ success: false, message: ES.tooManyAttempts })
      const page = await post(limited, { ...valid, redirect: `https://site.example${THANK_YOU_ES}` }, HTML_ACCEPT)
      expect(page.status).toBe(429)
      expect(page.headers.get('retry-after')).not.toBeNull()
      const html = await page.text()
      expect(html).toContain('<html lang="es">')
      expect(html).toContain(ES.tooManyAttempts)
      expect(html).toContain('value="ana@example.com"')
      expect(records(limited.inboxFile)).toHaveLength(20)
    } finally {
      await limited.close()
    }
  })

  it('FORM_INBOX_MAX_PER_MINUTE=0 turns the limit off: 200 concurrent valid posts give 200 parseable records', async () => {
    const open = await start({ maxPerMinute: 0 })
    try {
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          post(open, { ...valid, name: `Lead ${i}`, email: `lead${i}@example.com` }).then((res) => res.status),
        ),
      )
      expect(statuses.every((status) => status === 200)).toBe(true)
      const stored = records(open.inboxFile)
      expect(stored).toHaveLength(200)
      expect(new Set(stored.map((r) => r.email)).size).toBe(200)
    } finally {
      await open.close()
    }
  })
})

describe('storage faults', () => {
  it('an unwritable inbox answers a JSON 500 in the form’s language, and the next GET still works', async () => {
    const blocker = path.join(tmp, 'not-a-folder')
    fs.writeFileSync(blocker, 'a file where the inbox folder should be')
    const broken = await start({ inboxFile: path.join(blocker, 'submissions.jsonl') })
    try {
      const res = await post(broken, valid)
      expect(res.status).toBe(500)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expectInboxSecurityHeaders(res.headers)
      expect(await res.json()).toEqual({ success: false, message: EN.fallback })

      const es = await post(broken, { ...valid, redirect: THANK_YOU_ES })
      expect(await es.json()).toEqual({ success: false, message: ES.fallback })

      const page = await post(broken, { ...valid, redirect: THANK_YOU_ES }, HTML_ACCEPT)
      expect(page.status).toBe(500)
      const html = await page.text()
      expect(html).toContain('<html lang="es">')
      expect(html).toContain(ES.fallback)
      expect(html).toContain('value="Ana García"')

      const next = await fetch(`${broken.base}/pricing`)
      expect(next.status).toBe(200)
      expect(await next.text()).toContain('fixture:pricing-en')
      expect(broken.logs.some((line) => line.includes('could not store'))).toBe(true)
      expect(broken.logs.some((line) => line.includes('ana@example.com'))).toBe(false)
    } finally {
      await broken.close()
    }
  })

  it('a record never continues a line left unfinished in the file', async () => {
    const file = path.join(tmp, 'torn', 'inbox.jsonl')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, '{"receivedAt":"x","name":"torn')
    const append = createAppender(file)
    await append('{"a":1}\n')
    expect(fs.readFileSync(file, 'utf8')).toBe('{"receivedAt":"x","name":"torn\n{"a":1}\n')
  })
})

describe('security headers on every inbox answer', () => {
  it('200, 303, 400, 405 and 413 carry nosniff, a Referrer-Policy and no-store', async () => {
    const ok = await post(app, valid)
    expect(ok.status).toBe(200)
    expectInboxSecurityHeaders(ok.headers)
    const see = await post(app, valid, HTML_ACCEPT)
    expect(see.status).toBe(303)
    expectInboxSecurityHeaders(see.headers)
    const bad = await post(app, { ...valid, email: 'x' })
    expect(bad.status).toBe(400)
    expectInboxSecurityHeaders(bad.headers)
    const method = await fetch(`${app.base}/api/form-inbox`)
    expect(method.status).toBe(405)
    expectInboxSecurityHeaders(method.headers)
    const large = await post(app, { ...valid, message: 'x'.repeat(70 * 1024) })
    expect(large.status).toBe(413)
    expectInboxSecurityHeaders(large.headers)
  })
})

describe('conditional requests', () => {
  it.each(['/pricing', '/assets/app.js', '/robots.txt'])(
    '%s has an ETag and Last-Modified and answers 304 when unchanged',
    async (pathname) => {
      const first = await raw(app, pathname)
      expect(first.status).toBe(200)
      const etag = String(first.headers.etag)
      const lastModified = String(first.headers['last-modified'])
      expect(etag).toMatch(/^W\/".+"$/)
      expect(Number.isNaN(Date.parse(lastModified))).toBe(false)

      const byTag = await raw(app, pathname, { 'If-None-Match': etag })
      expect(byTag.status).toBe(304)
      expect(byTag.body.length).toBe(0)
      expect(byTag.headers.etag).toBe(etag)

      const byList = await raw(app, pathname, { 'If-None-Match': `"other", ${etag}` })
      expect(byList.status).toBe(304)

      const byDate = await raw(app, pathname, { 'If-Modified-Since': lastModified })
      expect(byDate.status).toBe(304)
      expect(byDate.body.length).toBe(0)

      const changed = await raw(app, pathname, { 'If-None-Match': 'W/"stale"' })
      expect(changed.status).toBe(200)
      expect(changed.body.length).toBeGreaterThan(0)

      const older = await raw(app, pathname, { 'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString() })
      expect(older.status).toBe(200)
    },
  )

  it('HEAD agrees with GET, gzip included', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'Accept-Encoding': 'gzip' }]
    for (const headers of variants) {
      const get = await raw(app, '/pricing', headers)
      const head = await raw(app, '/pricing', headers, 'HEAD')
      expect(head.status).toBe(get.status)
      expect(head.body.length).toBe(0)
      for (const name of [
        'content-type',
        'content-length',
        'content-encoding',
        'etag',
        'last-modified',
        'cache-control',
        'vary',
        'x-frame-options',
      ]) {
        expect(head.headers[name], name).toEqual(get.headers[name])
      }
      const conditional = await raw(app, '/pricing', { ...headers, 'If-None-Match': String(get.headers.etag) }, 'HEAD')
      expect(conditional.status).toBe(304)
    }
  })
})

describe('only the site is served', () => {
  it.each(['/.vite/manifest.json', '/.vite/', '/.env', '/%2evite/manifest.json', '/_headers', '/_redirects'])(
    '%s is 404',
    async (target) => {
      const res = await raw(app, target)
      expect([404, 301]).toContain(res.status)
      if (res.status === 301) {
        expect((await raw(app, String(res.headers.location))).status).toBe(404)
      }
      expect(res.body.toString()).not.toContain('secret')
    },
  )

  it('/.vite/manifest.json is exactly 404', async () => {
    expect((await raw(app, '/.vite/manifest.json')).status).toBe(404)
  })
})

/** The line breaks Python's str.splitlines() splits at: what "one record, one line" must hold for. */
// eslint-disable-next-line no-control-regex -- the file, group and record separators are line breaks to splitlines()
const SPLITLINES = /\r\n|[\n\v\f\r\u001c-\u001e\u0085\u2028\u2029]/

describe('issue 27: one record is one line for every reader', () => {
  it('hidden fields lose line and paragraph separators and every other line break; the JSON escapes U+2028/U+2029', async () => {
    const subject = 'Ebook\u2028request\u2029from\u0085the\rsite\u000bnow'
    const res = await post(app, { ...valid, subject, from_name: 'Cleaning\u2028AI\u202e site\u200b' })
    expect(res.status).toBe(200)
    const text = fs.readFileSync(app.inboxFile, 'utf8')
    const lines = text.split(SPLITLINES).filter((line) => line !== '')
    expect(lines).toHaveLength(records(app.inboxFile).length)
    const last = JSON.parse(lines.at(-1) ?? '') as Record<string, string>
    expect(last.subject).toBe('Ebook request from the site now')
    expect(last.from_name).toBe('Cleaning AI site')
  })

  it('jsonLine writes NEL, U+2028 and U+2029 as escapes and reads back the same value', () => {
    const value = { name: 'a\u2028b\u2029c\u0085d' }
    const line = jsonLine(value)
    expect(line).toBe('{"name":"a\\u2028b\\u2029c\\u0085d"}\n')
    expect(line.slice(0, -1).split(SPLITLINES)).toHaveLength(1)
    expect(JSON.parse(line)).toEqual(value)
  })
})

describe('issue 27: a name reads as it is stored', () => {
  it('a bidi override or zero-width character inside a name is refused with its own message, in the form’s language', async () => {
    for (const name of ['A\u202egnp.exe\u200bB', 'Ana\u2066Ruiz', 'Ana\u200bRuiz']) {
      const res = await post(app, { ...valid, name })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ success: false, message: EN.nameInvisible })
    }
    const es = await post(app, { ...valid, name: 'A\u202egnp', redirect: THANK_YOU_ES })
    expect(((await es.json()) as { message: string }).message).toBe(
      'Por favor quita de tu nombre los caracteres invisibles (espacios de ancho cero o marcas de dirección del texto)',
    )
    expect(records(app.inboxFile).some((r) => /[\u200b\u202e\u2066]/.test(r.name ?? ''))).toBe(false)
  })
})

describe('issue 27: FORM_INBOX_MAX_BYTES caps the inbox file', () => {
  it('past the cap a post is refused in JSON and on the no-JavaScript page, nothing is half-written, and the log says so once', async () => {
    const one = Buffer.byteLength(jsonLine({ receivedAt: new Date().toISOString(), ...valid, access_key: undefined }))
    const capped = await start({ maxInboxBytes: one * 2 + 10 })
    try {
      expect((await post(capped, valid)).status).toBe(200)
      expect((await post(capped, valid)).status).toBe(200)
      const full = await post(capped, valid)
      expect(full.status).toBe(507)
      expect(await full.json()).toEqual({ success: false, message: EN.inboxFull })
      const page = await post(capped, { ...valid, name: 'Ana Full' }, HTML_ACCEPT)
      expect(page.status).toBe(507)
      const html = await page.text()
      expect(html).toContain('right now. Please try again later.')
      expect(html).toContain('value="Ana Full"')
      const size = fs.statSync(capped.inboxFile).size
      expect(size).toBeLessThanOrEqual(one * 2 + 10)
      expect(records(capped.inboxFile)).toHaveLength(2)
      expect(fs.readFileSync(capped.inboxFile, 'utf8').endsWith('\n')).toBe(true)
      expect(capped.logs.filter((line) => line.includes('is full'))).toHaveLength(1)
      expect(capped.logs.some((line) => line.includes('Ana'))).toBe(false)
    } finally {
      await capped.close()
    }
  })
})

describe('issue 27: clients that go away are routine', () => {
  /** Starts a post that promises a body it never sends, then drops the connection. */
  function abortedUpload(app: Running): Promise<void> {
    const { port } = app.server.address() as AddressInfo
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/form-inbox HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=An',
        )
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 30)
      })
    })
  }

  it('aborted uploads write no stack trace: one periodic line counts them', async () => {
    const quiet = await start({ clientGoneLogIntervalMs: 300 })
    try {
      for (let i = 0; i < 5; i++) await abortedUpload(quiet)
      await expect.poll(() => quiet.logs.filter((line) => line.includes('ended by their clients')), { timeout: 3000 }).toHaveLength(1)
      expect(quiet.logs.find((line) => line.includes('ended by their clients'))).toContain('5 request(s)')
      expect(quiet.logs.some((line) => /error handling|\bat \w|aborted at/.test(line))).toBe(false)
      // The server still answers.
      expect((await post(quiet, valid)).status).toBe(200)
    } finally {
      await quiet.close()
    }
  })

  it('a client that sends its headers slowly is dropped within about a second of the limit, not 30 s later', async () => {
    const strict = await start({ headersTimeoutMs: 500, requestTimeoutMs: 1000 })
    try {
      const { port } = strict.server.address() as AddressInfo
      const started = Date.now()
      const closedAfter = await new Promise<number>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'))
        socket.on('data', () => undefined)
        socket.on('error', () => undefined)
        socket.on('close', () => resolve(Date.now() - started))
      })
      expect(closedAfter).toBeGreaterThanOrEqual(450)
      expect(closedAfter).toBeLessThan(3000)
    } finally {
      await strict.close()
    }
  })
})
