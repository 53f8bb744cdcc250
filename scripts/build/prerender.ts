/**
 * Pre-renders every route in every locale into dist/ (one HTML file per page: /pricing ->
 * dist/pricing.html, /es/pricing -> dist/es/pricing.html, / -> dist/index.html), plus the two
 * 404 pages, sitemap.xml, robots.txt and _redirects. Runs after `vite build` (client) and
 * `vite build --ssr` (dist-ssr/entry-server.js).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, renameSync, rmSync } from 'node:fs'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { headersFile } from './security-headers'
import { SPECULATION_RULES_PATH, speculationRules } from './speculation-rules'
import { OG_HEIGHT, OG_WIDTH, renderOgImage } from './og-image'
import { assertLaunchReady, formatLaunchSamples, launchSamples } from '../../src/content/launch'
import { PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'
import { ISLANDS } from '../../src/islands/registry'

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>
type EntryServer = typeof import('../../src/entry-server')
type RenderResult = import('../../src/entry-server').RenderResult

const root = process.cwd()
// DIST_DIR and DIST_SSR_DIR (default dist/ and dist-ssr/) let the pseudo-locale build (npm run build:pseudo) use its own folders.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const distSsr = path.resolve(root, process.env.DIST_SSR_DIR ?? 'dist-ssr')
const started = performance.now()

const entry = (await import(pathToFileURL(path.join(distSsr, 'entry-server.js')).href)) as EntryServer
const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
// Vite writes its manifest into dist/.vite; it is build metadata, not part of the site, so it moves
// beside the server build (dist-ssr/, never published) before anything reads it.
const manifestFile = path.join(distSsr, 'client-manifest.json')
renameSync(path.join(dist, '.vite/manifest.json'), manifestFile)
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
// The islands build (BUILD_TARGET=islands, vite.config.ts) writes its own manifest beside it: moved out of dist/ too.
const islandsManifestFile = path.join(distSsr, 'islands-manifest.json')
renameSync(path.join(dist, '.vite/islands-manifest.json'), islandsManifestFile)
const islandsManifest = JSON.parse(readFileSync(islandsManifestFile, 'utf8')) as Manifest
rmSync(path.join(dist, '.vite'), { recursive: true, force: true })
const { config } = entry

if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
  throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> placeholders')
}

/** Manifest keys of a route's split chunks: '/{-$locale}/pricing' -> 'src/routes/{-$locale}/pricing.tsx?...'. */
function routeFile(routeId: string): string | null {
  if (routeId === '__root__') return null
  let file = routeId
  if (file.endsWith('/')) file += 'index'
  else if (file === '/{-$locale}') file += '/route'
  return `src/routes${file}.tsx`
}

function collect(keys: string[], from: Manifest = manifest): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = from[key]
    if (!chunk || chunk.isEntry) return // the entry and its CSS are in the template already
    js.add(chunk.file)
    chunk.css?.forEach((c) => css.add(c))
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return { js, css }
}

/** The CSS links a page needs (render-blocking, so nothing shifts). */
function assetsFor(routeIds: string[], lang: string, namespaces: string[], deferredSources: string[]): { css: string[] } {
  const keys: string[] = []
  for (const id of routeIds) {
    const file = routeFile(id)
    if (!file) continue
    keys.push(...Object.keys(manifest).filter((k) => k === file || k.startsWith(`${file}?`)))
  }
  // A locale's catalog, or (the pseudo-locale) English's made into it, or (a namespace a locale in progress lacks) English's.
  for (const ns of new Set(namespaces)) {
    const key = [`locales/${lang}/${ns}.json`, `locales/en/${ns}.json?locale=${lang}`, `locales/en/${ns}.json`].find((k) => manifest[k])
    if (key) keys.push(key)
  }
  const { css } = collect(keys)
  // A deferred section's code loads when it enters the viewport, but its styles are the page's own.
  for (const source of deferredSources) {
    if (!manifest[source]) throw new Error(`Deferred section ${source} is not in the build manifest (renamed?)`)
    for (const file of collect([source]).css) css.add(file)
  }
  return { css: [...css].map((f) => `/${f}`) }
}

/**
 * The Vite template loads the application (its entry script and modulepreloads): that is `npm run dev`'s page. The
 * pre-rendered pages load none of it: at most the islands runtime (below).
 */
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/
if (!entryScript.test(template)) throw new Error('dist/index.html has no entry script')
// The global stylesheet (Mantine's base and shared components) must come before each page's own
// stylesheet, so the page's rules win where both set the same property.
const entryCss = [...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g)].map((m) => m[1]!)
const pageTemplate = template
  .replace(/<link rel="stylesheet" crossorigin href="[^"]+">\s*/g, '')
  .replace(entryScript, '')
  .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')

/**
 * An islands page (src/islands) loads the islands runtime, nothing else up front; from its first frame on, the
 * runtime preloads (low priority) the code of the islands it hydrates once the page has loaded (`idle`: the first
 * screen's) with React and the hydration step. Islands that wait for the viewport or an interaction load then.
 */
const islandsBoot = islandsManifest['src/islands/boot.ts']
if (!islandsBoot) throw new Error('The islands manifest has no src/islands/boot.ts entry')
/**
 * The styles an island's later code needs that the page does not link (its dialogs': Mantine's Modal, the tour, an
 * example's tables). The islands build emits no CSS; these are the application build's files for the same modules
 * (found through the islands build's dynamic imports), which the runtime links before that island hydrates, as the
 * application's own loader does when it loads those chunks.
 */
function islandCss(source: string, pageCss: ReadonlySet<string>): string[] {
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    // Not into the runtime (it imports every island): only what this island's own code imports.
    if (seen.has(key) || key.startsWith('src/islands/')) return
    seen.add(key)
    if (manifest[key] && !manifest[key].isEntry) for (const file of collect([key]).css) css.add(`/${file}`)
    const chunk = islandsManifest[key]
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next)
  }
  visit(source)
  return [...css].filter((file) => !pageCss.has(file))
}

function islandsTag(islands: RenderResult['islands'], pageCss: ReadonlySet<string>): string {
  // Nothing is preloaded when no island hydrates at idle (a page whose islands wait for a click): React and the
  // hydration step then load with the first island that needs them.
  const idle = [...new Set(islands.filter((i) => i.when === 'idle').map((i) => ISLANDS[i.name].source))]
  const keys = idle.length > 0 ? ['src/islands/hydrate.tsx', ...idle] : []
  for (const key of keys) if (!islandsManifest[key]) throw new Error(`${key} is not in the islands manifest (renamed?)`)
  const preload = [...collect(keys, islandsManifest).js].map((f) => `/${f}`)
  const bootPreloads = [...collect(islandsBoot!.imports ?? [], islandsManifest).js].map(
    (f) => `<link rel="modulepreload" crossorigin href="/${f}">`,
  )
  const css = Object.fromEntries(
    [...new Set(islands.map((i) => i.name))]
      .map((name) => [name, islandCss(ISLANDS[name].source, pageCss).join(' ')])
      .filter(([, files]) => files),
  )
  const cssAttribute = Object.keys(css).length > 0 ? ` data-css="${JSON.stringify(css).replaceAll('"', '&quot;')}"` : ''
  return [
    ...bootPreloads,
    `<script type="module" crossorigin src="/${islandsBoot!.file}" data-islands data-preload="${preload.join(' ')}"${cssAttribute}></script>`,
  ].join('\n    ')
}

function outFile(urlPath: string): string {
  if (urlPath === '/') return path.join(dist, 'index.html')
  return path.join(dist, `${urlPath.slice(1)}.html`)
}

function write(file: string, content: string | Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

/**
 * A page's own stylesheets (after the global one) as one file: the modules' CSS files joined in their link order
 * (the cascade is the same), named by its content's hash, so pages with the same set (a page and its other
 * languages) share it. Gzip over one stream is much smaller than over a dozen small files (home: 9.5 -> 5.3 KB,
 * measured at issue 49); the global stylesheet stays its own file, cached across every page.
 */
const pageBundles = new Map<string, string>()
function pageStylesheet(files: readonly string[]): string[] {
  if (files.length < 2) return [...files]
  const key = files.join(' ')
  let href = pageBundles.get(key)
  if (!href) {
    const css = files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n')
    href = `/assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`
    write(path.join(dist, href), css)
    pageBundles.set(key, href)
  }
  return [href]
}

function clientTags(result: RenderResult, pageCss: ReadonlySet<string>): string[] {
  if (result.client === 'islands' && result.islands.length > 0) return [islandsTag(result.islands, pageCss)]
  return []
}

async function renderPage(urlPath: string) {
  const result = await entry.render(urlPath)
  if (result.redirectTo) return { result, html: null }
  // A raw key on a page (no catalog of the page's locale, nor English, has it) fails the build, in every locale.
  if (result.missingKeys.length > 0) {
    throw new Error(`${urlPath} (${result.lang}) renders raw catalog keys: ${result.missingKeys.slice(0, 10).join(', ')}`)
  }
  // A component that threw while the page was drawn leaves React's note instead of the page: fail, never ship it.
  if (result.html.includes('Switched to client rendering')) {
    throw new Error(`${urlPath} did not render on the server: ${/errored:\s*([^"]*)/.exec(result.html)?.[1]?.trim() ?? 'see its HTML'}`)
  }
  const assets = assetsFor(result.routeIds, result.lang, result.namespaces, result.deferredSources)
  const stylesheet = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`
  const links = [...entryCss, ...pageStylesheet(assets.css.filter((href) => !entryCss.includes(href)))].map(stylesheet)
  const html = pageTemplate
    .replace(/<html lang="[^"]*"/, `<html lang="${result.tag}"${result.dir === 'rtl' ? ' dir="rtl"' : ''}`)
    // A page that needs no JavaScript (staticData.clientScript) gets none: no boot script, no preloads; an islands
    // page only the islands runtime, when it drew any island.
    .replace('<!--app-head-->', [result.head, ...links, ...clientTags(result, new Set([...entryCss, ...assets.css]))].join('\n    '))
    .replace('<!--app-html-->', result.html)
  return { result, html }
}

// The launch check (npm run check:launch) for this build's settings: every sample still in place. A build for
// deployment (LAUNCH_STRICT=1: npm run deploy) stops here, before a page is written, while any is; others warn at the end.
const samples = launchSamples({
  formAccessKey: config.usesLocalFormInbox ? '' : config.formAccessKey,
  videoUrl: config.videoUrl,
  placeholderVideoUrl: PLACEHOLDER_VIDEO_URL,
  demoVideoUrl: config.demoVideoUrl,
})
assertLaunchReady(samples, process.env.LAUNCH_STRICT === '1')

const pages = entry.listPages()
const written: string[] = []
const indexed: string[] = []
const redirects: Array<[string, string]> = []
let shareImages = 0
for (const urlPath of pages) {
  const { result, html } = await renderPage(urlPath)
  if (result.redirectTo || !html) {
    redirects.push([urlPath, result.redirectTo ?? '/'])
    continue
  }
  if (result.status !== 200) throw new Error(`${urlPath} rendered as ${result.status}`)
  write(outFile(urlPath), html)
  written.push(urlPath)
  if (result.indexable) indexed.push(urlPath)
  // SHARE_IMAGES=0 skips the share images (the pseudo-locale build, which no one shares).
  if (result.card && process.env.SHARE_IMAGES !== '0') {
    const url = `${config.siteUrl.replace(/^https?:\/\//, '')}${urlPath === '/' ? '' : urlPath}`
    const png = await renderOgImage({ brand: result.card.brand, title: result.card.title, description: result.card.description, url })
    write(path.join(dist, result.card.imagePath), png)
    shareImages += 1
  }
}

// A page with an address of its own in a locale (src/i18n/paths.ts): its usual URL redirects there.
redirects.push(...entry.ownPathnameRedirects())
const uniqueRedirects = [...new Map(redirects).entries()]
for (const [from, to] of uniqueRedirects) {
  // For hosts without _redirects support: a tiny page that forwards (the refresh; /forward.js keeps the query and hash).
  write(
    outFile(from),
    `<!doctype html><html lang="${entry.LOCALE_TAG[entry.localeOfPath(from)]}"><head><meta charset="utf-8"><title>${to}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="canonical" href="${config.siteUrl}${to}"><script src="/forward.js"></script><meta http-equiv="refresh" content="0; url=${to}"></head><body><a href="${to}">${config.siteUrl}${to}</a></body></html>\n`,
  )
}
// A static host also serves each file under its own name (`/index`, `/index.html`, `/help-center.html`): the app would then
// render its 404 over that page. Each such alias answers a 301 to the page's own address instead. The rules carry no `!`:
// Cloudflare Pages applies a rule before the file at its path and refuses `301!` as a status (it drops the rule);
// Netlify lets the file shadow an unforced rule, and there the page canonicalizes its address before the app reads it
// (src/lib/url-part.ts), as the old ebook address's forwarding page above forwards.
const fileAliases: Array<[string, string]> = [
  ['/index', '/'],
  ...written.map((urlPath): [string, string] => [`${urlPath === '/' ? '/index' : urlPath}.html`, urlPath]),
  ...uniqueRedirects.map(([from, to]): [string, string] => [`${from}.html`, to]),
]
write(path.join(dist, '_redirects'), [...uniqueRedirects, ...fileAliases].map(([from, to]) => `${from} ${to} 301`).join('\n') + '\n')

// One 404 page per locale (404.html, <prefix>/404.html); its markup does not depend on the URL, since the host serves it at every unknown path.
for (const locale of entry.LOCALES) {
  const { prefix } = entry.localeInfo(locale)
  const probe = prefix ? `/${prefix}/__not-found__` : '/__not-found__'
  const file = prefix ? `${prefix}/404.html` : '404.html'
  const { result, html } = await renderPage(probe)
  if (result.status !== 404 || !html) throw new Error(`${probe} did not render the 404 page`)
  write(path.join(dist, file), html)
}

// sitemap.xml with hreflang alternates, and robots.txt.
const abs = (p: string) => (p === '/' ? `${config.siteUrl}/` : `${config.siteUrl}${p}`)
const urls = indexed.map((p) => {
  const alt = entry.alternates(p)
  const links = [
    ...entry.LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${entry.LOCALE_TAG[l]}" href="${abs(alt[l])}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(alt.en)}"/>`,
  ]
  return `  <url>\n    <loc>${abs(p)}</loc>\n${links.join('\n')}\n  </url>`
})
write(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
)
write(path.join(dist, '_headers'), headersFile(config))
write(path.join(dist, SPECULATION_RULES_PATH.slice(1)), `${JSON.stringify(speculationRules(), null, 2)}\n`)
write(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`)

const perLocale = entry.LOCALES.map((l) => `${written.filter((p) => entry.localeOfPath(p) === l).length} ${l}`).join(', ')
console.log(
  `Pre-rendered ${written.length} pages (${perLocale}) + ${entry.LOCALES.length} not-found pages, ${shareImages} share images (${OG_WIDTH}x${OG_HEIGHT} PNG), ${uniqueRedirects.length} redirect(s) + ${fileAliases.length} file-name aliases, sitemap.xml, robots.txt in ${Math.round(performance.now() - started)} ms`,
)
if (config.usesLocalFormInbox) {
  console.warn(
    '\n\x1b[33m⚠ No VITE_FORM_ACCESS_KEY: the ebook forms post to the local inbox (/api/form-inbox) that `npm start` serves.\n  Set VITE_FORM_ACCESS_KEY before deploying to production.\x1b[0m\n',
  )
}
if (samples.length > 0) console.warn(`\x1b[33m⚠ ${formatLaunchSamples(samples)}\x1b[0m\n`)
if (!existsSync(path.join(dist, 'favicon.svg'))) console.warn('dist/favicon.svg is missing')
