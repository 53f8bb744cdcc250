/**
 * `npm run check:host` (issue 40): the built dist/ on a real static host's local runtime, Cloudflare's
 * `wrangler pages dev` (workerd, the runtime of Cloudflare Pages), checked as the CDN serves it: the security headers
 * and CSP on pages, the Speculation-Rules header and its file's type, the redirects (`/es/` to `/es`, the old ebook
 * address to `/ebookpr`), the localized 404 pages, the PDFs, and a missing asset. The expected headers are read from
 * dist/_headers with Netlify's parser, so the check follows the build. Runs offline (wrangler only warns that it
 * cannot reach Cloudflare). wrangler 4.80.0 is the newest that runs on Node 20 (4.90+ needs Node 22).
 * Env: DIST_DIR (default dist/), HOST_CHECK_PORT (default 8790), WRANGLER_BIN (default node_modules/.bin/wrangler).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { headersForPath, loadSiteRules } from '../server/rules'
import { SPECULATION_RULES_PATH } from '../build/speculation-rules'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const dist = path.resolve(repo, process.env.DIST_DIR ?? 'dist')
const port = Number(process.env.HOST_CHECK_PORT ?? '8790')
const base = `http://127.0.0.1:${port}`
const wrangler = process.env.WRANGLER_BIN ?? path.join(repo, 'node_modules', '.bin', 'wrangler')
const COMPATIBILITY_DATE = '2026-04-01'
const STARTUP_LIMIT_MS = 60_000

const results: Array<{ ok: boolean; line: string }> = []
function check(ok: boolean, line: string): void {
  results.push({ ok, line })
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`)
}

async function get(pathname: string, method = 'GET'): Promise<Response> {
  return fetch(`${base}${pathname}`, { method, redirect: 'manual', headers: { 'Accept-Encoding': 'identity' } })
}

async function waitUntilReady(child: ReturnType<typeof spawn>): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < STARTUP_LIMIT_MS) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with ${child.exitCode} before it served`)
    try {
      await fetch(`${base}/`, { method: 'HEAD' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`wrangler did not answer on ${base} within ${STARTUP_LIMIT_MS / 1000} s`)
}

async function checkPages(): Promise<void> {
  const rules = await loadSiteRules(dist)
  for (const pathname of ['/', '/es', '/pricing', '/es/pricing', '/ebookpr', '/resources/get-cleaning-accounts-ai-ebook']) {
    const res = await get(pathname)
    const expected = headersForPath(rules.headers, pathname)
    const missing = [...expected].filter(([name, value]) => res.headers.get(name) !== value).map(([name]) => name)
    check(
      res.status === 200 && (res.headers.get('content-type') ?? '').startsWith('text/html') && missing.length === 0,
      `${pathname}: ${res.status} ${res.headers.get('content-type')}, ${expected.size - missing.length}/${expected.size} headers of _headers as written${missing.length ? ` (wrong: ${missing.join(', ')})` : ''}`,
    )
  }
  const page = await get('/pricing')
  const csp = page.headers.get('content-security-policy') ?? ''
  check(
    /script-src 'self'(?:;|$)/.test(csp) && /frame-ancestors 'none'/.test(csp) && /object-src 'none'/.test(csp),
    `CSP: script-src 'self' only, frame-ancestors and object-src 'none' (${csp.length} chars)`,
  )
  check(page.headers.get('x-content-type-options') === 'nosniff', `X-Content-Type-Options: ${page.headers.get('x-content-type-options')}`)
  check(page.headers.get('x-frame-options') === 'DENY', `X-Frame-Options: ${page.headers.get('x-frame-options')}`)
  check(
    (page.headers.get('strict-transport-security') ?? '').includes('max-age='),
    `Strict-Transport-Security: ${page.headers.get('strict-transport-security')}`,
  )
  check(
    page.headers.get('speculation-rules') === `"${SPECULATION_RULES_PATH}"`,
    `Speculation-Rules: ${page.headers.get('speculation-rules')}`,
  )
  const rulesFile = await get(SPECULATION_RULES_PATH)
  let parsed: unknown
  try {
    parsed = JSON.parse(await rulesFile.text())
  } catch {
    parsed = null
  }
  check(
    rulesFile.status === 200 &&
      rulesFile.headers.get('content-type') === 'application/speculationrules+json' &&
      typeof parsed === 'object' &&
      parsed !== null &&
      'prerender' in parsed,
    `${SPECULATION_RULES_PATH}: ${rulesFile.status} ${rulesFile.headers.get('content-type')}, rules that parse`,
  )
}

async function checkRedirects(): Promise<void> {
  for (const [from, status, to] of [
    ['/es/', 308, '/es'],
    ['/pricing/', 308, '/pricing'],
    ['/es/resources/get-cleaning-accounts-ai-ebook', 301, '/ebookpr'],
    ['/es/resources/get-cleaning-accounts-ai-ebook.html', 301, '/ebookpr'],
  ] as const) {
    const res = await get(from)
    check(res.status === status && res.headers.get('location') === to, `${from}: ${res.status} -> ${res.headers.get('location')}`)
  }
  const target = await get('/ebookpr')
  check(target.status === 200, `/ebookpr (the old ebook address's target): ${target.status}`)
}

async function checkNotFound(): Promise<void> {
  for (const [pathname, lang, title] of [
    ['/nope', 'en', 'Page not found'],
    ['/es/nope', 'es', 'Página no encontrada'],
    ['/es/resources/nope', 'es', 'Página no encontrada'],
  ] as const) {
    const res = await get(pathname)
    const html = await res.text()
    const csp = res.headers.get('content-security-policy') !== null && res.headers.get('speculation-rules') !== null
    check(
      res.status === 404 && html.includes(`<html lang="${lang}"`) && html.includes(title) && csp,
      `${pathname}: ${res.status}, the ${lang === 'en' ? 'English' : 'Spanish'} 404 page ("${title}"), CSP and Speculation-Rules${csp ? '' : ' MISSING'}`,
    )
  }
  const asset = await get('/assets/nope.js')
  check(
    asset.status === 404 && (asset.headers.get('cache-control') ?? '').includes('no-store'),
    `/assets/nope.js: ${asset.status}, Cache-Control ${asset.headers.get('cache-control')}`,
  )
}

async function checkPdfs(): Promise<void> {
  const folder = path.join(dist, 'ebook')
  const pdfs = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.pdf')) : []
  check(pdfs.length > 0, `${pdfs.length} PDF(s) in dist/ebook`)
  for (const name of pdfs) {
    const res = await get(`/ebook/${name}`)
    const body = Buffer.from(await res.arrayBuffer())
    const size = fs.statSync(path.join(folder, name)).size
    check(
      res.status === 200 &&
        res.headers.get('content-type') === 'application/pdf' &&
        body.length === size &&
        body.subarray(0, 5).toString() === '%PDF-',
      `/ebook/${name}: ${res.status} ${res.headers.get('content-type')}, ${body.length} of ${size} bytes`,
    )
  }
}

/** Ends wrangler's process group (wrangler and its workerd), and waits for it to go. */
async function stop(child: ReturnType<typeof spawn>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL')
    } catch {
      // already gone
    }
  }, 5_000)
  await exited
  clearTimeout(timer)
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No build at ${dist}: run \`npm run build\` first.`)
  if (!fs.existsSync(wrangler)) throw new Error(`wrangler is not installed (${wrangler}): run \`npm ci\`.`)
  const started = Date.now()
  // Its state folder (.wrangler/) goes to a temporary folder, not the repository.
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-host-check-'))
  const child = spawn(
    wrangler,
    ['pages', 'dev', dist, '--port', String(port), '--ip', '127.0.0.1', `--compatibility-date=${COMPATIBILITY_DATE}`],
    // Its own process group, so the check ends wrangler and the workerd it starts together.
    { cwd, detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    await waitUntilReady(child)
    console.log(
      `wrangler pages dev ${path.relative(repo, dist) || dist}/ on ${base}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    )
    await checkPages()
    await checkRedirects()
    await checkNotFound()
    await checkPdfs()
  } catch (err) {
    check(false, err instanceof Error ? err.message : String(err))
    console.log(`\nwrangler's output:\n${output.slice(-4000)}`)
  } finally {
    await stop(child)
    fs.rmSync(cwd, { recursive: true, force: true })
  }
  const failed = results.filter((result) => !result.ok).length
  console.log(`\nHost check (wrangler pages dev) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log(`${results.length - failed} passed, ${failed} failed`)
  process.exitCode = failed === 0 ? 0 : 1
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
})
