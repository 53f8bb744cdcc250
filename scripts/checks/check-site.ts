/**
 * `npm run check:site`: link, anchor, new-tab and HTML validity checks over the built site in dist/
 * (or DIST_DIR). Fails with every problem listed. See scripts/checks/check-site-lib.ts for the rules.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { htmlProblems, linkProblems, type SitePage } from './check-site-lib'

const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
const started = performance.now()

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? walk(file) : [file]
  })
}

const htmlFiles = walk(dist).filter((f) => f.endsWith('.html'))
const pages: SitePage[] = htmlFiles.map((file) => {
  const rel = path
    .relative(dist, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
  return { path: rel === 'index' ? '/' : `/${rel}`, html: readFileSync(file, 'utf8') }
})
const redirectSources = new Set(
  readFileSync(path.join(dist, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.split(/\s+/)[0])
    .filter(Boolean),
)

/** What the static host serves: a page (/x -> x.html), a file, or a redirect. */
const exists = (urlPath: string) => {
  if (urlPath === '/') return existsSync(path.join(dist, 'index.html'))
  const file = path.join(dist, decodeURIComponent(urlPath))
  if (!file.startsWith(dist)) return false
  return existsSync(`${file}.html`) || (existsSync(file) && statSync(file).isFile()) || redirectSources.has(urlPath)
}

const problems = [...linkProblems(pages, exists), ...(await htmlProblems(pages))]
const links = pages.reduce((n, p) => n + (p.html.match(/<a\b/g)?.length ?? 0), 0)
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.page}: ${p.message}`)
  console.error(`\n✖ ${problems.length} problem(s) in ${pages.length} HTML files`)
  process.exit(1)
}
console.log(
  `✓ ${pages.length} HTML files valid (html-validate), ${links} links and their anchors resolve, new-tab links safe (${Math.round(performance.now() - started)} ms)`,
)
