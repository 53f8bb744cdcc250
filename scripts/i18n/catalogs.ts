/**
 * Reading the catalogs for the check: its options; each locale's files (catalog JSON flattened to dot-path
 * keys, the examples' and the ebook's markdown); and the state every step of checkI18n shares (Ctx: what was
 * read, the parsed messages, where a problem goes). flattenCatalog and LOCALE_META_FILES also serve the
 * fingerprints (source-hashes.ts), the XLIFF exchange and add-locale.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Problem, ProblemKind } from './check-report.js'
import { compareStrings, describeType, isDirectory, isPlainObject, jsonErrorMessage, listFilesRecursive, toPosix } from './check-util.js'
import type { MessageShape } from './message-shape.js'

export interface CheckOptions {
  localesDir: string
  srcDir: string
  dynamicKeysFile: string
  /** Defaults to 'en'. */
  sourceLocale?: string
  /** Defaults to ['en', 'es']. The source locale is added if absent. */
  locales?: string[]
  /**
   * Locales in progress (the locale table's status): their gaps (missing keys, namespace files, examples
   * and ebook files, texts identical to the source) are counted in their coverage, not reported as problems.
   */
  inProgress?: string[]
  /** Reported paths are relative to this directory. Defaults to process.cwd(). */
  rootDir?: string
  /** Context for translators (lengths enforced). Defaults to <localesDir>/context.json; a missing file declares nothing. */
  contextFile?: string
  /**
   * Content that code builds its keys for (the tool pages of src/content/tools/define.ts): every string in
   * `value` that reads `ns:key` with a catalog namespace counts as a reference from `source`, as a literal would.
   */
  builtContent?: readonly { source: string; /** The module's absolute path, to match its literals. */ file?: string; value: unknown }[]
}

/** Files in a locale directory that are tooling data, not catalogs (the glossary, the same-as-en allow-list). */
export const LOCALE_META_FILES: ReadonlySet<string> = new Set(['glossary.json', 'same-as-en.json'])

export interface FlattenResult {
  /** key path -> string value */
  messages: Map<string, string>
  nonStrings: { key: string; type: string }[]
  duplicates: string[]
}

/** Flattens a parsed catalog into dot-path keys; non-string leaves (arrays included) are reported. */
export function flattenCatalog(data: Record<string, unknown>): FlattenResult {
  const result: FlattenResult = { messages: new Map(), nonStrings: [], duplicates: [] }
  const seen = new Set<string>()
  const visit = (node: Record<string, unknown>, prefix: string): void => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix === '' ? name : `${prefix}.${name}`
      if (isPlainObject(value)) {
        visit(value, key)
        continue
      }
      if (seen.has(key)) {
        result.duplicates.push(key)
        continue
      }
      seen.add(key)
      if (typeof value === 'string') result.messages.set(key, value)
      else result.nonStrings.push({ key, type: describeType(value) })
    }
  }
  visit(data, '')
  return result
}

export interface Catalog {
  namespace: string
  file: string // display path
  messages: Map<string, string>
}

export interface LocaleData {
  locale: string
  /** namespace -> catalog; only files that parsed as a JSON object */
  catalogs: Map<string, Catalog>
  /** namespaces whose file exists (valid or not) */
  namespaceFiles: Map<string, string>
  /** relative example path (posix) -> the file's text */
  examples: Map<string, string>
  /** relative ebook path (posix) -> the file's text */
  ebook: Map<string, string>
}

/** One parsed, non-blank message. */
export interface ParsedMessage {
  shape: MessageShape
  elements: MessageFormatElement[]
}

/** Everything the steps of checkI18n share. */
export interface Ctx {
  opts: CheckOptions
  sourceLocale: string
  locales: string[]
  data: Map<string, LocaleData>
  source: LocaleData
  /** locale -> "ns:key" -> parsed message (only parseable, non-blank messages) */
  parsed: Map<string, Map<string, ParsedMessage>>
  display: (abs: string) => string
  add: (kind: ProblemKind, file: string, key: string, reason: string) => void
  problems: Problem[]
}

function readCatalogFile(ctx: Ctx, ld: LocaleData, abs: string): void {
  const namespace = path.basename(abs).slice(0, -'.json'.length)
  const file = ctx.display(abs)
  ld.namespaceFiles.set(namespace, file)
  const text = fs.readFileSync(abs, 'utf8').replace(/^\uFEFF/, '')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    ctx.add('invalid-json', file, '-', `invalid JSON: ${jsonErrorMessage(err, text)}`)
    return
  }
  if (!isPlainObject(parsed)) {
    ctx.add('invalid-json', file, '-', `invalid catalog: top level must be an object, got ${describeType(parsed)}`)
    return
  }
  const flat = flattenCatalog(parsed)
  for (const { key, type } of flat.nonStrings) ctx.add('non-string-value', file, key, `value must be a string (got ${type})`)
  for (const key of flat.duplicates) ctx.add('duplicate-key', file, key, 'key path defined twice (nested and dotted form)')
  ld.catalogs.set(namespace, { namespace, file, messages: flat.messages })
}

function readLocale(ctx: Ctx, locale: string): LocaleData {
  const dir = path.join(ctx.opts.localesDir, locale)
  const ld: LocaleData = { locale, catalogs: new Map(), namespaceFiles: new Map(), examples: new Map(), ebook: new Map() }
  if (!isDirectory(dir)) {
    ctx.add('missing-locale', ctx.display(dir), '-', `locale directory for ${locale} does not exist`)
    return ld
  }
  const jsonFiles = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json') && !LOCALE_META_FILES.has(e.name))
    .map((e) => e.name)
    .sort(compareStrings)
  for (const name of jsonFiles) readCatalogFile(ctx, ld, path.join(dir, name))
  const examplesDir = path.join(dir, 'examples')
  for (const abs of listFilesRecursive(examplesDir, (n) => n.endsWith('.md'))) {
    ld.examples.set(toPosix(path.relative(examplesDir, abs)), fs.readFileSync(abs, 'utf8'))
  }
  const ebookDir = path.join(dir, 'ebook')
  for (const abs of listFilesRecursive(ebookDir, (n) => n.endsWith('.md'))) {
    ld.ebook.set(toPosix(path.relative(ebookDir, abs)), fs.readFileSync(abs, 'utf8'))
  }
  return ld
}

export function createContext(opts: CheckOptions): Ctx {
  const rootDir = opts.rootDir ?? process.cwd()
  const sourceLocale = opts.sourceLocale ?? 'en'
  const problems: Problem[] = []
  const ctx = {
    opts,
    sourceLocale,
    locales: [...new Set([sourceLocale, ...(opts.locales ?? ['en', 'es'])])],
    data: new Map<string, LocaleData>(),
    parsed: new Map<string, Map<string, ParsedMessage>>(),
    display: (abs: string): string => toPosix(path.relative(rootDir, abs)) || '.',
    add: (kind: ProblemKind, file: string, key: string, reason: string): void => void problems.push({ kind, file, key, reason }),
    problems,
  } as Omit<Ctx, 'source'> as Ctx
  for (const locale of ctx.locales) ctx.data.set(locale, readLocale(ctx, locale))
  const source = ctx.data.get(sourceLocale)
  if (source === undefined) throw new Error('unreachable: source locale data missing')
  ctx.source = source
  return ctx
}

export function catalogPath(ctx: Ctx, locale: string, namespace: string): string {
  return ctx.display(path.join(ctx.opts.localesDir, locale, `${namespace}.json`))
}
