/**
 * Performance budgets, from the build output (part of `npm test`, after the build).
 * For every pre-rendered page: the JavaScript it loads before it is idle (boot script, entry, the entry's imports
 * and the page's route and catalog chunks; on an islands page the runtime and its first screen's islands), gzip, and its CSS, gzip, must stay under the budgets in
 * scripts/budgets.json; the web fonts its stylesheets declare (or it preloads) stay under `fontKb` (issue 37:
 * the brand typeface); and its catalogs must all be in the page's own language.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LOCALE, LOCALE_TABLE, LOCALES } from '../../src/i18n/locales'
import { ISLANDS, type IslandName } from '../../src/islands/registry'

// Catalog chunks are named i18n-<locale>-<namespace>-<hash> (vite.config.ts), for every locale of the table (region tags too).
const CATALOG_CHUNK = new RegExp(`/i18n-(${LOCALE_TABLE.map((l) => l.id).join('|')})-`)

type Limits = { jsGzipKb: number; cssGzipKb?: number; htmlGzipKb?: number }
/**
 * Limits for every page, and tighter ones for the pages `npm run bench` measures (issue 12's pages) and
 * for the pages that need no JavaScript (issue 30: 0 KB, so a script creeping back fails).
 */
type Budgets = Required<Limits> & { fontKb: number; pages?: Record<string, Limits>; jsGzipKbPerExtraLocale?: number }
const root = process.cwd()
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist')
const budgets = JSON.parse(readFileSync(path.join(root, 'scripts/budgets.json'), 'utf8')) as Budgets

const gzipCache = new Map<string, number>()
function gzipKb(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file))).length / 1024
    gzipCache.set(file, size)
  }
  return size
}

/** The web fonts a stylesheet declares (@font-face url()s), as dist paths. */
const fontCache = new Map<string, string[]>()
function fontsOf(cssFile: string): string[] {
  let fonts = fontCache.get(cssFile)
  if (!fonts) {
    const css = readFileSync(path.join(dist, cssFile), 'utf8')
    fonts = [...css.matchAll(/url\(["']?([^"')]+\.woff2?)["']?\)/g)].map((m) => m[1]!)
    fontCache.set(cssFile, fonts)
  }
  return fonts
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/**
 * An island that reads no catalog (no `data-ns`) carries no i18next: its words come translated in its props, or as
 * its own catalog slice (issue 38). Its code is its source's chunk and every chunk that imports (islands manifest).
 */
const distSsr = path.resolve(root, process.env.DIST_SSR_DIR ?? 'dist-ssr')
type Chunk = { file: string; imports?: string[] }
const islandsManifestFile = path.join(distSsr, 'islands-manifest.json')
const islandsManifest = existsSync(islandsManifestFile)
  ? (JSON.parse(readFileSync(islandsManifestFile, 'utf8')) as Record<string, Chunk>)
  : {}
const I18NEXT_MARK = 'i18next was not initialized'
const islandCarriesI18next = new Map<string, boolean>()
function carriesI18next(source: string): boolean {
  let carries = islandCarriesI18next.get(source)
  if (carries === undefined) {
    const seen = new Set<string>()
    const visit = (key: string): boolean => {
      const chunk = islandsManifest[key]
      if (!chunk || seen.has(key)) return false
      seen.add(key)
      return readFileSync(path.join(dist, chunk.file), 'utf8').includes(I18NEXT_MARK) || (chunk.imports ?? []).some(visit)
    }
    carries = visit(source)
    islandCarriesI18next.set(source, carries)
  }
  return carries
}

const problems: string[] = []
const rows: Array<{ page: string; js: number; css: number; html: number; font: number }> = []
for (const file of htmlFiles(dist)) {
  const html = readFileSync(file, 'utf8')
  if (!html.includes('<div id="root">')) continue // static documents (privacy.html, terms.html) and redirect stubs
  const page =
    '/' +
    path
      .relative(dist, file)
      .replace(/\.html$/, '')
      .replace(/^index$/, '')
  const tag = /<html lang="([\w-]+)"/.exec(html)?.[1] ?? '?'
  const locale = LOCALE_TABLE.find((l) => l.tag === tag)
  const lang = locale?.id ?? tag
  // A locale in progress may load English's catalog of a namespace it does not have yet.
  const own = locale?.status === 'in-progress' ? [lang, DEFAULT_LOCALE] : [lang]
  // Every script the page loads.
  const js = new Set<string>()
  for (const m of html.matchAll(/<script\s[^>]*?src="([^"]+)"/g)) js.add(m[1]!)
  // An islands page (src/islands): the runtime, and what it preloads for the first screen's islands (React, the
  // hydration step, each idle island), all loaded before the page is idle. Later islands load on view or interaction.
  const islands = /<script type="module" crossorigin src="[^"]+" data-islands data-preload="([^"]*)"[^>]*><\/script>/.exec(html)
  for (const file of islands?.[1]?.split(' ').filter(Boolean) ?? []) js.add(file)
  for (const m of html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)) js.add(m[1]!)
  const css = new Set([...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]!))
  // Every font the page's stylesheets declare or the page preloads (woff2 is compressed already: its bytes as sent).
  const fonts = new Set([...css].flatMap(fontsOf))
  for (const m of html.matchAll(/<link rel="preload"[^>]*href="([^"]+\.woff2?)"/g)) fonts.add(m[1]!)
  const fontKb = [...fonts].reduce((sum, f) => sum + statSync(path.join(dist, f)).size / 1024, 0)
  const jsKb = [...js].reduce((sum, f) => sum + gzipKb(f), 0)
  const cssKb = [...css].reduce((sum, f) => sum + gzipKb(f), 0)
  const htmlKb = gzipSync(html).length / 1024
  rows.push({ page, js: jsKb, css: cssKb, html: htmlKb, font: fontKb })
  const limits = budgets.pages?.[page] ?? budgets
  const cssLimit = limits.cssGzipKb ?? budgets.cssGzipKb
  // Each language beyond two adds its catalogs' loaders to the entry (src/i18n/catalogs.ts): about 0.5 KB gzip for 28 namespaces.
  // A page that loads no JavaScript keeps its 0.
  const jsLimit = limits.jsGzipKb === 0 ? 0 : limits.jsGzipKb + Math.max(0, LOCALES.length - 2) * (budgets.jsGzipKbPerExtraLocale ?? 0)
  if (jsKb > jsLimit) problems.push(`${page}: JavaScript ${jsKb.toFixed(1)} KB gzip > budget ${jsLimit.toFixed(1)} KB`)
  if (cssKb > cssLimit) problems.push(`${page}: CSS ${cssKb.toFixed(1)} KB gzip > budget ${cssLimit} KB`)
  if (fontKb > budgets.fontKb) problems.push(`${page}: fonts ${fontKb.toFixed(1)} KB > budget ${budgets.fontKb} KB`)
  // A tool page carries its examples in its HTML (issue 47: See example answers from the HTML): its own limit.
  const htmlLimit = limits.htmlGzipKb ?? budgets.htmlGzipKb
  if (htmlKb > htmlLimit) problems.push(`${page}: HTML ${htmlKb.toFixed(1)} KB gzip > budget ${htmlLimit} KB`)
  for (const m of html.matchAll(/<div data-island="([\w-]+)"([^>]*)>/g)) {
    const source = ISLANDS[m[1] as IslandName]?.source
    if (source && !m[2]!.includes('data-ns=') && carriesI18next(source)) {
      problems.push(`${page}: island ${m[1]} reads no catalog but its code carries i18next (import its parts from their own modules)`)
    }
  }
  // Catalog chunks are named i18n-<locale>-<namespace>-<hash>; match real locale codes only (a hash may contain '-').
  const foreign = [...js].filter((f) => CATALOG_CHUNK.test(f) && !own.some((l) => f.includes(`/i18n-${l}-`)))
  if (foreign.length) problems.push(`${page} (${lang}): loads another locale's strings: ${foreign.join(', ')}`)
}

const max = (key: 'js' | 'css' | 'html' | 'font') => rows.reduce((a, r) => (r[key] > a[key] ? r : a))
console.log(
  `Budgets on ${rows.length} pages: JS max ${max('js').js.toFixed(1)} KB (${max('js').page}) / ${budgets.jsGzipKb}, CSS max ${max('css').css.toFixed(1)} KB (${max('css').page}) / ${budgets.cssGzipKb}, HTML max ${max('html').html.toFixed(1)} KB (${max('html').page}) / ${budgets.htmlGzipKb} (gzip), fonts max ${max('font').font.toFixed(1)} KB / ${budgets.fontKb}`,
)
// BUDGET_PAGES=/,/pricing prints those pages' rows (for notes and before/after comparisons).
for (const page of (process.env.BUDGET_PAGES ?? '').split(',').filter(Boolean)) {
  const row = rows.find((r) => r.page === page)
  console.log(
    row
      ? `  ${page}: JS ${row.js.toFixed(1)} KB, CSS ${row.css.toFixed(1)} KB, HTML ${row.html.toFixed(1)} KB (gzip), fonts ${row.font.toFixed(1)} KB`
      : `  ${page}: not found`,
  )
}
if (rows.length === 0) problems.push('No pre-rendered pages found in dist/')
for (const page of Object.keys(budgets.pages ?? {})) {
  if (!rows.some((r) => r.page === page)) problems.push(`${page}: has a budget in scripts/budgets.json but was not pre-rendered`)
}
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
