/**
 * Shared by `npm run lighthouse` and `npm run bench`: a snapshot of a build served gzip-compressed by
 * the site's own server, script-free copies of pages beside it, and Lighthouse runs with the system Chromium.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_ARGS } from '../../tests/e2e/browser'
import { createSiteServer } from '../server/index'

/** Debian's Chromium where it exists (CHROME_PATH overrides); chrome-launcher / Playwright pick one otherwise. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/** The end-to-end tests' launch flags (tests/e2e/browser.ts); Lighthouse adds --headless=new. */
export const CHROME_FLAGS = CHROMIUM_ARGS

/** The page's HTML without any script or modulepreload: what a visitor sees before (or without) JavaScript. */
function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '').replace(/<link\b[^>]+rel="modulepreload"[^>]*>\s*/g, '')
}

/** The pre-rendered file of a page path: `/` is index.html, `/es/pricing` is es/pricing.html. */
const htmlFile = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}.html`)
/** Where the script-free copy of a page is served. */
export const nojsUrl = (page: string) => (page === '/' ? '/__nojs/index' : `/__nojs${page}`)

/**
 * Copies a build into a temp folder (a rebuild during the run must not change what is measured) and
 * writes the script-free copy of each page under `__nojs/`. Returns the folder.
 */
export function snapshotDist(dist: string, pages: readonly string[], prefix = 'lh-dist-'): string {
  const snapshot = mkdtempSync(path.join(tmpdir(), prefix))
  cpSync(dist, snapshot, { recursive: true })
  for (const page of pages) {
    const source = path.join(snapshot, htmlFile(page))
    if (!existsSync(source)) throw new Error(`${page}: no ${htmlFile(page)} in ${dist}`)
    const target = path.join(snapshot, '__nojs', htmlFile(page))
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, stripScripts(readFileSync(source, 'utf8')))
  }
  return snapshot
}

/** Serves a snapshot with the site's own server (gzip, real headers) on a free port; `close` also deletes it. */
export async function serveSnapshot(snapshot: string): Promise<{ base: string; close: () => void }> {
  const server = createSiteServer({ root: snapshot, inboxFile: path.join(snapshot, 'inbox.jsonl'), log: () => {} })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.close()
      server.closeAllConnections()
      rmSync(snapshot, { recursive: true, force: true })
    },
  }
}

/** Headless Chromium for Lighthouse. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROME_FLAGS] })
}

export type LighthouseResult = {
  scores: Record<string, number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Binary audits that failed ("id - title"). */
  failedAudits: string[]
}

/** One Lighthouse run (mobile: Lighthouse's default simulated Moto G Power and slow 4G; or desktop). */
export async function runLighthouse(
  port: number,
  url: string,
  form: 'mobile' | 'desktop',
  categories: string[],
  attempt = 1,
): Promise<LighthouseResult> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: categories }
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined)
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    // Trace recording occasionally fails (NO_NAVSTART, NO_FCP); such a run measured nothing: try again.
    if (attempt < 3) return runLighthouse(port, url, form, categories, attempt + 1)
    throw new Error(`${url}: ${lhr.runtimeError.message}`)
  }
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => `${a.id} - ${a.title}`),
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
