// @vitest-environment node
/**
 * The shared harness of the static host's tests: a copy of the fixture site, a server on a free port with its own
 * temporary inbox, and requests sent verbatim.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSiteServer, loadSiteRules, type SiteRules, type SiteServerOptions } from '../../scripts/server/index.js'

const FIXTURE_DIST = fileURLToPath(new URL('./fixtures/dist', import.meta.url))
export const JSON_ACCEPT = { Accept: 'application/json' }
export const HTML_ACCEPT = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

export const valid = {
  access_key: 'local-inbox',
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'Ebook request',
  from_name: 'Cleaning AI site',
}

export interface Running {
  server: http.Server
  base: string
  inboxFile: string
  logs: string[]
  close: () => Promise<void>
}

/** A temporary folder holding a copy of the fixture site at `root`. */
export function copyFixtureSite(prefix: string): { tmp: string; root: string } {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const root = path.join(tmp, 'dist')
  fs.cpSync(FIXTURE_DIST, root, { recursive: true })
  return { tmp, root }
}

/**
 * A server for `root` on a free port, its inbox in a new folder under `tmp`, logs kept. Every test request comes from
 * 127.0.0.1, so the per-client limits (posts a minute, open connections) are off unless a test asks for them.
 */
export async function startServer(
  site: { tmp: string; root: string },
  opts: Partial<Omit<SiteServerOptions, 'root' | 'log'>> = {},
): Promise<Running> {
  const inboxFile = opts.inboxFile ?? path.join(fs.mkdtempSync(path.join(site.tmp, 'inbox-')), 'submissions.jsonl')
  const logs: string[] = []
  const server = createSiteServer({
    ...opts,
    root: site.root,
    inboxFile,
    maxPerMinute: opts.maxPerMinute ?? 0,
    maxConnectionsPerClient: opts.maxConnectionsPerClient ?? 0,
    log: (line) => logs.push(line),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    server,
    base,
    inboxFile,
    logs,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

export function post(app: Running, fields: Record<string, string>, headers: Record<string, string> = JSON_ACCEPT): Promise<Response> {
  return fetch(`${app.base}/api/form-inbox`, { method: 'POST', body: form(fields), headers, redirect: 'manual' })
}

export function records(file: string): Array<Record<string, string>> {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, string>)
}

/** Sends the request target verbatim (fetch would normalise backslashes and dots). */
export function raw(
  app: Running,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** The rules of a `_redirects` text and a `_headers` text, read as the server reads them (Netlify's parsers read files). */
export async function parseRuleTexts(texts: { redirects?: string; headers?: string }): Promise<SiteRules> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'cs-rules-'))
  try {
    if (texts.redirects !== undefined) await fs.promises.writeFile(path.join(dir, '_redirects'), texts.redirects)
    if (texts.headers !== undefined) await fs.promises.writeFile(path.join(dir, '_headers'), texts.headers)
    return await loadSiteRules(dir)
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true })
  }
}
