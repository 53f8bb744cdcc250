import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'
import { EDITION_LOCALES, type EbookEditionInfo } from '../../../src/content/ebook.ts'
import type { SamplePage } from '../../ebook/sample-page.ts'
import { DEFAULT_LOCALE, LOCALE_TABLE, type Locale } from '../../../src/i18n/locales.ts'

/**
 * The playbook PDFs (issue 14), generated during `vite build` from the ebook's markdown and catalogs
 * (scripts/ebook/), written into the build as dist/ebook/<localized name>.pdf, and measured: the
 * pages import `virtual:ebook-editions` for each edition's path, page count and size, so the page
 * count the site shows is the generated PDF's own. The client build, the server build and the
 * pseudo-locale build all need the numbers, so one generation is cached under
 * node_modules/.cache/ebook-pdf, keyed by everything it depends on (the markdown and catalogs, the
 * generator's code, the library and font versions, the site URL). `vite` (dev) serves the PDFs too.
 * `virtual:ebook-sample-<locale>` is one real page of each edition as HTML, for the landing page.
 */

const EBOOK_EDITIONS_MODULE = 'virtual:ebook-editions'
const RESOLVED_ID = `\0${EBOOK_EDITIONS_MODULE}`
/** `virtual:ebook-sample-<locale>`: one real page of that edition as HTML (scripts/ebook/sample-page.ts). */
const EBOOK_SAMPLE_MODULE = 'virtual:ebook-sample-'
const RESOLVED_SAMPLE = `\0${EBOOK_SAMPLE_MODULE}`
/** `virtual:ebook-samples`: each locale's loader of its sample page (the table's locales). */
const EBOOK_SAMPLES_MODULE = 'virtual:ebook-samples'
const RESOLVED_SAMPLES = `\0${EBOOK_SAMPLES_MODULE}`
const DEFAULT_SITE_URL = 'https://www.cleansuite.ai'

type Built = {
  summary: Partial<Record<Locale, EbookEditionInfo>>
  samples: Partial<Record<Locale, SamplePage>>
  pdfs: Partial<Record<Locale, Buffer>>
  inputs: string[]
}

const require = createRequire(import.meta.url)

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name)
      return statSync(file).isDirectory() ? filesUnder(file) : [file]
    })
}

/** Every file the PDFs are made from (also watched by the dev server). */
function ebookInputs(root: string): string[] {
  const locales = path.join(root, 'locales')
  return [
    ...EDITION_LOCALES.flatMap((locale) => [
      ...filesUnder(path.join(locales, locale, 'ebook')),
      ...['ebook.json', 'ebook-pdf.json', 'common.json'].map((file) => path.join(locales, locale, file)),
    ]),
    ...filesUnder(path.join(root, 'scripts/ebook')),
    ...['src/content/ebook.ts', 'src/content/ebook-pdf.ts', 'src/i18n/locales.ts'].map((file) => path.join(root, file)),
  ]
}

function cacheKey(root: string, inputs: string[], siteUrl: string): string {
  const hash = createHash('sha256')
  for (const file of inputs) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  for (const pkg of ['@react-pdf/renderer', '@fontsource/inter', 'pdfjs-dist']) {
    hash.update(`${pkg}@${(JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version}`)
  }
  return hash.update(siteUrl).digest('hex').slice(0, 16)
}

/** The editions: from the cache when their inputs have not changed, else rendered (and cached). */
async function buildEbookEditions(opts: { root: string; siteUrl: string; log?: (message: string) => void }): Promise<Built> {
  const inputs = ebookInputs(opts.root)
  const key = cacheKey(opts.root, inputs, opts.siteUrl)
  const cacheDir = path.join(opts.root, 'node_modules/.cache/ebook-pdf')
  const summaryFile = path.join(cacheDir, `${key}.json`)
  const samplesFile = path.join(cacheDir, `${key}-samples.json`)
  const pdfFile = (locale: Locale) => path.join(cacheDir, `${key}-${locale}.pdf`)
  if (
    process.env.EBOOK_PDF_CACHE !== '0' &&
    existsSync(summaryFile) &&
    existsSync(samplesFile) &&
    EDITION_LOCALES.every((locale) => existsSync(pdfFile(locale)))
  ) {
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as Built['summary']
    const samples = JSON.parse(readFileSync(samplesFile, 'utf8')) as Built['samples']
    const pdfs = Object.fromEntries(EDITION_LOCALES.map((locale) => [locale, readFileSync(pdfFile(locale))])) as Built['pdfs']
    return { summary, samples, pdfs, inputs }
  }
  const started = performance.now()
  // Loaded only when needed: the PDF library is not part of every Vite start.
  const { renderEditions } = await import('../../ebook/render.ts')
  const editions = await renderEditions({ localesDir: path.join(opts.root, 'locales'), siteUrl: opts.siteUrl })
  const summary = Object.fromEntries(
    editions.map((e) => [
      e.locale,
      { locale: e.locale, href: e.href, pages: e.pages, bytes: e.pdf.length, chapters: e.chapters, templates: e.templates },
    ]),
  ) as Built['summary']
  const samples = Object.fromEntries(editions.map((e) => [e.locale, e.sample])) as Built['samples']
  const pdfs = Object.fromEntries(editions.map((e) => [e.locale, e.pdf])) as Built['pdfs']
  opts.log?.(
    `ebook: ${editions.map((e) => `${e.href} (${e.pages} pages, ${Math.round(e.pdf.length / 1024)} KB)`).join(', ')} in ${Math.round(performance.now() - started)} ms`,
  )

  // Cache: each file written beside its final name, then renamed (another build may read at the same time).
  mkdirSync(cacheDir, { recursive: true })
  const put = (file: string, data: string | Buffer) => {
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, data)
    renameSync(tmp, file)
  }
  for (const locale of EDITION_LOCALES) put(pdfFile(locale), pdfs[locale]!)
  put(samplesFile, JSON.stringify(samples))
  put(summaryFile, JSON.stringify(summary))
  // Older generations go after an hour (a build running elsewhere may still be reading one).
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name)
    if (!name.startsWith(key) && Date.now() - statSync(file).mtimeMs > 3_600_000) rmSync(file, { force: true })
  }
  return { summary, samples, pdfs, inputs }
}

export function ebookPdf(): Plugin {
  let root = process.cwd()
  let siteUrl = DEFAULT_SITE_URL
  let ssr = false
  let log: (message: string) => void = () => {}
  let pending: Promise<Built> | null = null
  const editions = () => (pending ??= buildEbookEditions({ root, siteUrl, log }))

  return {
    name: 'ebook-pdf',
    configResolved(config) {
      root = config.root
      siteUrl = (String(config.env.VITE_SITE_URL ?? '') || DEFAULT_SITE_URL).replace(/(?<!\/)\/+$/, '')
      ssr = Boolean(config.build.ssr)
      log = (message) => config.logger.info(message)
    },
    resolveId(id) {
      if (id === EBOOK_EDITIONS_MODULE) return RESOLVED_ID
      if (id === EBOOK_SAMPLES_MODULE) return RESOLVED_SAMPLES
      if (id.startsWith(EBOOK_SAMPLE_MODULE) && LOCALE_TABLE.some((l) => l.id === id.slice(EBOOK_SAMPLE_MODULE.length))) return `\0${id}`
      return null
    },
    async load(id) {
      const sample = id.startsWith(RESOLVED_SAMPLE) ? (id.slice(RESOLVED_SAMPLE.length) as Locale) : null
      if (id !== RESOLVED_ID && id !== RESOLVED_SAMPLES && !sample) return null
      const built = await editions()
      for (const file of built.inputs) this.addWatchFile(file)
      // A locale without a playbook of its own yet shows the English edition's page (and offers its PDF).
      if (sample) return `export default ${JSON.stringify((built.samples[sample] ?? built.samples[DEFAULT_LOCALE])!.html)}`
      if (id === RESOLVED_SAMPLES) {
        // One loader per locale of the table, so the page imports only its own language's sample.
        const loaders = LOCALE_TABLE.map(
          ({ id: locale }) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(EBOOK_SAMPLE_MODULE + locale)})`,
        )
        return `export default { ${loaders.join(', ')} }`
      }
      // Every locale of the table: its own edition, or (a locale without a playbook yet) the English one.
      const summary = Object.fromEntries(LOCALE_TABLE.map(({ id }) => [id, built.summary[id] ?? built.summary[DEFAULT_LOCALE]]))
      return `export default ${JSON.stringify(summary)}`
    },
    async generateBundle() {
      // The client build publishes the files; the server build only needs the numbers.
      if (ssr) return
      const built = await editions()
      for (const locale of EDITION_LOCALES) {
        this.emitFile({ type: 'asset', fileName: built.summary[locale]!.href.slice(1), source: built.pdfs[locale]! })
      }
    },
    configureServer(server) {
      const inputs = new Set(ebookInputs(root))
      server.watcher.on('change', (file) => {
        if (!inputs.has(path.resolve(file))) return
        pending = null
        for (const id of [RESOLVED_ID, ...LOCALE_TABLE.map((locale) => `${RESOLVED_SAMPLE}${locale.id}`)]) {
          const module = server.moduleGraph.getModuleById(id)
          if (module) server.moduleGraph.invalidateModule(module)
        }
      })
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? ''
        if (!url.startsWith('/ebook/') || !url.endsWith('.pdf')) return next()
        editions().then(
          (built) => {
            const locale = EDITION_LOCALES.find((l) => built.summary[l]?.href === url)
            if (!locale) return next()
            res.setHeader('Content-Type', 'application/pdf')
            res.end(built.pdfs[locale])
          },
          (error: unknown) => next(error),
        )
      })
    },
  }
}
