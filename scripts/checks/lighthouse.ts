/**
 * `npm run lighthouse`: Lighthouse 12 (runs on Node 20) with the system Chromium against a
 * snapshot of dist/ served gzip-compressed by the site's own server.
 *
 * 1. Scores, mobile and desktop, on home, a tool page, pricing and the Spanish ebook (median of
 *    RUNS runs per category, worst CLS); fails below
 *    performance 95, accessibility 100, best practices 100, SEO 100, or above CLS 0.02.
 * 2. The LCP ratio on mobile: each page beside a copy of its HTML with every script and
 *    modulepreload removed (median of RUNS runs each). Fails above MAX_LCP_RATIO.
 *
 * Env: LH_RUNS (default 3), LH_PAGES (comma list), CHROME_PATH.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { launchChrome, median, nojsUrl, runLighthouse, serveSnapshot, snapshotDist, type LighthouseResult } from './lighthouse-lib'
import { localizePath } from '../../src/i18n/locales'
import { EBOOK_PATH } from '../../src/i18n/paths'

const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
const MAX_CLS = 0.02
const MAX_LCP_RATIO = Number(process.env.LH_MAX_LCP_RATIO ?? 1.25)
const RUNS = Number(process.env.LH_RUNS ?? 3)
const PAGES = (process.env.LH_PAGES ?? `/,/ai-pricing,/pricing,${localizePath(EBOOK_PATH, 'es')}`).split(',')

const root = process.cwd()
const dist = path.resolve(root, process.env.LH_DIST ?? 'dist')
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}

// A stable snapshot (a rebuild during the run must not change what is measured), plus no-JS copies.
const server = await serveSnapshot(snapshotDist(dist, PAGES))
const { base } = server
const chrome = await launchChrome()

type Result = Omit<LighthouseResult, 'failedAudits'>
async function run(url: string, form: 'mobile' | 'desktop', categories: string[]): Promise<Result> {
  const result = await runLighthouse(chrome.port, url, form, categories)
  if (Object.values(result.scores).some((s) => s < 100)) {
    for (const audit of result.failedAudits) console.log(`      ${url} ${form}: ${audit}`)
  }
  return result
}

const failures: string[] = []
try {
  console.log(`Lighthouse ${base} (snapshot of dist/, gzip)\n`)
  for (const form of ['mobile', 'desktop'] as const) {
    for (const page of PAGES) {
      // Median of RUNS runs per category and metric (single runs vary by several points on a shared machine); CLS: worst run.
      const runs: Result[] = []
      for (let i = 0; i < RUNS; i += 1) runs.push(await run(base + page, form, Object.keys(THRESHOLDS)))
      const r = {
        scores: Object.fromEntries(Object.keys(runs[0]!.scores).map((k) => [k, median(runs.map((x) => x.scores[k] ?? 0))])),
        fcp: median(runs.map((x) => x.fcp)),
        lcp: median(runs.map((x) => x.lcp)),
        tbt: median(runs.map((x) => x.tbt)),
        cls: Math.max(...runs.map((x) => x.cls)),
      }
      const line = Object.entries(r.scores)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
      console.log(
        `  ${form.padEnd(7)} ${page.padEnd(14)} ${line}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`,
      )
      for (const [category, min] of Object.entries(THRESHOLDS)) {
        if ((r.scores[category] ?? 0) < min) failures.push(`${form} ${page}: ${category} ${r.scores[category]} < ${min}`)
      }
      if (r.cls > MAX_CLS) failures.push(`${form} ${page}: CLS ${r.cls.toFixed(3)} > ${MAX_CLS}`)
    }
  }

  console.log(`\nLCP ratio on mobile (page / same HTML without scripts), median of ${RUNS} runs:`)
  for (const page of PAGES) {
    const withJs: number[] = []
    const withoutJs: number[] = []
    for (let i = 0; i < RUNS; i += 1) {
      withJs.push((await run(base + page, 'mobile', ['performance'])).lcp)
      withoutJs.push((await run(base + nojsUrl(page), 'mobile', ['performance'])).lcp)
    }
    const ratio = median(withJs) / median(withoutJs)
    console.log(
      `  ${page.padEnd(14)} ${Math.round(median(withJs))} ms / ${Math.round(median(withoutJs))} ms = ${ratio.toFixed(2)}  (runs: ${withJs.map(Math.round).join(', ')} / ${withoutJs.map(Math.round).join(', ')})`,
    )
    if (ratio > MAX_LCP_RATIO) failures.push(`${page}: LCP ratio ${ratio.toFixed(2)} > ${MAX_LCP_RATIO}`)
  }
} finally {
  await chrome.kill()
  server.close()
}

if (failures.length) {
  console.error(`\n${failures.length} Lighthouse gate(s) failed:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nAll Lighthouse gates passed.')
