/**
 * i18n consistency checker (logic). Used by scripts/i18n/check.ts and the unit tests.
 *
 * Conventions enforced (see locales/README.md):
 * - catalogs: <localesDir>/<lng>/<namespace>.json, nested JSON whose leaves are all strings;
 *   a key is the dot path of a leaf;
 * - example markdown: <localesDir>/<lng>/examples/**\/*.md, same file set in every locale;
 * - ebook markdown (the playbook PDF's text): <localesDir>/<lng>/ebook/**\/*.md, same file set in
 *   every locale, and in each file the same outline (headings, tables and rows, checkboxes, links);
 * - every message parses as ICU MessageFormat (rich-text tags enabled);
 * - translations keep the same placeholders (names and types) and tags as the source locale;
 * - code references keys as fully qualified literals 'namespace:key.path' in <srcDir>/**\/*.ts(x), or in
 *   content objects that code builds and the caller passes in (`builtContent`);
 * - every source-locale key is referenced by code or declared in dynamic-keys.json, where keys built
 *   at run time are listed per namespace and must exist;
 * - translations keep the source's plural/select cases, number/date styles, `#`, edge whitespace
 *   (scripts/i18n/message-rules.ts); no value carries markdown, HTML entities or HTML tags as text;
 * - a translation identical to the source is allowed only by <lng>/same-as-<source>.json;
 * - no forbidden term of <lng>/glossary.json in a translation's values or markdown (scripts/i18n/glossary.ts);
 * - declared maximum lengths of <localesDir>/context.json hold in every locale (scripts/i18n/context.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser'
import { contextFor, loadContext, measure, type ContextFile, type ContextInfo } from './context.js'
import { describeHit, findForbidden, loadGlossary } from './glossary.js'
import { compareCases, compareFormatStyles, comparePounds, compareWhitespace, findMarkup } from './message-rules.js'

export type ProblemKind =
  | 'invalid-json'
  | 'non-string-value'
  | 'duplicate-key'
  | 'missing-locale'
  | 'missing-namespace'
  | 'missing-translation'
  | 'missing-example'
  | 'missing-ebook-file'
  | 'ebook-structure-mismatch'
  | 'icu-syntax'
  | 'placeholder-mismatch'
  | 'argument-type-mismatch'
  | 'tag-mismatch'
  | 'forbidden-tag'
  | 'missing-key'
  | 'unused-key'
  | 'invalid-dynamic-keys'
  | 'unused-dynamic-pattern'
  | 'runtime-key-missing'
  | 'case-mismatch'
  | 'format-style-mismatch'
  | 'pound-mismatch'
  | 'whitespace-mismatch'
  | 'markup-in-value'
  | 'untranslated'
  | 'invalid-same-as-source'
  | 'glossary-term'
  | 'invalid-glossary'
  | 'too-long'
  | 'invalid-context'
  // scripts/i18n/outdated.ts (the fingerprint file, locales/<lng>/translated-from.jsonl)
  | 'outdated-translation'
  | 'fingerprints-behind'

export interface Problem {
  kind: ProblemKind
  /** Path of the file to fix, relative to rootDir, with forward slashes. */
  file: string
  /** Key path inside the file (or `ns:key`, a pattern, or '-' for whole-file problems). */
  key: string
  reason: string
}

interface Coverage {
  locale: string
  isSource: boolean
  /** Namespace files that were read successfully. */
  namespaces: number
  /** String keys in this locale (non-empty). */
  keys: number
  /** Source-locale keys (non-empty) that have a non-empty value in this locale. */
  translated: number
  /** Non-empty source-locale keys. */
  sourceKeys: number
  /** translated / sourceKeys * 100 (100 when there are no source keys). */
  percent: number
  /** A locale in progress: its gaps, counted here instead of failing the check (missing or identical to the source). */
  inProgress?: { untranslated: number; identical: number; gaps: number }
  /** Non-empty example markdown files. */
  exampleFiles: number
  /** Non-empty ebook markdown files. */
  ebookFiles: number
  /** Translations whose English changed since (scripts/i18n/outdated.ts): a locale in progress counts them here. */
  outdated?: number
}

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

export interface CheckResult {
  problems: Problem[]
  coverage: Coverage[]
}

/** Files in a locale directory that are tooling data, not catalogs (the glossary, the same-as-en allow-list). */
export const LOCALE_META_FILES: ReadonlySet<string> = new Set(['glossary.json', 'same-as-en.json'])

/** Tag names that must not be used as rich-text tags (HTML void elements). */
const FORBIDDEN_TAG_NAMES: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
])

// ---------------------------------------------------------------------------
// Small pure helpers
// ---------------------------------------------------------------------------

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

export function isBlank(value: string): boolean {
  return value.trim() === ''
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** JSON.parse error message, with line/column added when the engine only gives a position. */
function jsonErrorMessage(err: unknown, text: string): string {
  const msg = errorMessage(err)
  const pos = /position (\d+)/.exec(msg)?.[1]
  if (pos === undefined || /line \d+/.test(msg)) return msg
  const before = text.slice(0, Number(pos))
  const line = before.split('\n').length
  const column = Number(pos) - before.lastIndexOf('\n')
  return `${msg} (line ${line}, column ${column})`
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Sorts problems (file, key, kind, reason) and drops exact duplicates. */
export function sortProblems(problems: Problem[]): Problem[] {
  const unique = new Map<string, Problem>()
  for (const p of problems) unique.set(`${p.file}\u0000${p.key}\u0000${p.kind}\u0000${p.reason}`, p)
  return [...unique.values()].sort(
    (a, b) =>
      compareStrings(a.file, b.file) ||
      compareStrings(a.key, b.key) ||
      compareStrings(a.kind, b.kind) ||
      compareStrings(a.reason, b.reason),
  )
}

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

type ArgType = 'plain' | 'number' | 'date' | 'time' | 'plural' | 'selectordinal' | 'select'

export interface MessageShape {
  /** argument name -> set of types it is used with */
  args: Map<string, Set<ArgType>>
  tags: Set<string>
}

export type ParseOutcome = { ok: true; shape: MessageShape; elements: MessageFormatElement[] } | { ok: false; error: string }

function collectShape(elements: MessageFormatElement[], shape: MessageShape): void {
  const addArg = (name: string, type: ArgType): void => {
    const types = shape.args.get(name) ?? new Set<ArgType>()
    types.add(type)
    shape.args.set(name, types)
  }
  for (const el of elements) {
    if (isArgumentElement(el)) addArg(el.value, 'plain')
    else if (isNumberElement(el)) addArg(el.value, 'number')
    else if (isDateElement(el)) addArg(el.value, 'date')
    else if (isTimeElement(el)) addArg(el.value, 'time')
    else if (isPluralElement(el)) {
      addArg(el.value, el.pluralType === 'ordinal' ? 'selectordinal' : 'plural')
      for (const option of Object.values(el.options)) collectShape(option.value, shape)
    } else if (isSelectElement(el)) {
      addArg(el.value, 'select')
      for (const option of Object.values(el.options)) collectShape(option.value, shape)
    } else if (isTagElement(el)) {
      shape.tags.add(el.value)
      collectShape(el.children, shape)
    }
    // literal and pound (#) elements carry no arguments
  }
}

/** Parses an ICU message (tags enabled) and returns its argument names/types and tag names. */
export function analyzeMessage(message: string): ParseOutcome {
  let elements: MessageFormatElement[]
  try {
    elements = parse(message, { ignoreTag: false })
  } catch (err) {
    let detail = errorMessage(err)
    if (typeof err === 'object' && err !== null && 'location' in err) {
      const loc: unknown = err.location
      if (isPlainObject(loc) && isPlainObject(loc.start)) {
        const { line, column } = loc.start
        if (typeof line === 'number' && typeof column === 'number') {
          detail += ` at line ${line}, column ${column}`
        }
      }
    }
    return { ok: false, error: detail }
  }
  const shape: MessageShape = { args: new Map(), tags: new Set() }
  collectShape(elements, shape)
  return { ok: true, shape, elements }
}

function formatSet(values: Iterable<string>, wrap: (v: string) => string): string {
  const list = [...values].sort(compareStrings)
  return list.length === 0 ? '(none)' : list.map(wrap).join(', ')
}

/**
 * Compares the shape of a translation with the source message.
 * Returns problem descriptions (kind + reason), empty when compatible.
 */
export function compareShapes(
  source: MessageShape,
  target: MessageShape,
  sourceLocale: string,
  targetLocale: string,
): { kind: ProblemKind; reason: string }[] {
  const out: { kind: ProblemKind; reason: string }[] = []
  const missingArgs = [...source.args.keys()].filter((n) => !target.args.has(n))
  const extraArgs = [...target.args.keys()].filter((n) => !source.args.has(n))
  if (missingArgs.length > 0 || extraArgs.length > 0) {
    const parts: string[] = []
    if (missingArgs.length > 0) parts.push(`missing in ${targetLocale}: ${formatSet(missingArgs, (v) => `{${v}}`)}`)
    if (extraArgs.length > 0) parts.push(`not in ${sourceLocale}: ${formatSet(extraArgs, (v) => `{${v}}`)}`)
    out.push({ kind: 'placeholder-mismatch', reason: `placeholder mismatch (${parts.join('; ')})` })
  }
  const shared = [...source.args.keys()].filter((n) => target.args.has(n)).sort(compareStrings)
  for (const name of shared) {
    const a = source.args.get(name) ?? new Set<ArgType>()
    const b = target.args.get(name) ?? new Set<ArgType>()
    const same = a.size === b.size && [...a].every((t) => b.has(t))
    if (!same) {
      out.push({
        kind: 'argument-type-mismatch',
        reason: `argument {${name}} is ${formatSet(a, (v) => v)} in ${sourceLocale} but ${formatSet(b, (v) => v)} in ${targetLocale}`,
      })
    }
  }
  const tagsSame = source.tags.size === target.tags.size && [...source.tags].every((t) => target.tags.has(t))
  if (!tagsSame) {
    out.push({
      kind: 'tag-mismatch',
      reason: `tag mismatch: ${sourceLocale} has ${formatSet(source.tags, (v) => `<${v}>`)}, ${targetLocale} has ${formatSet(target.tags, (v) => `<${v}>`)}`,
    })
  }
  return out
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Compiles a dynamic-key pattern (`*` = any run of characters, dots included) to an anchored RegExp. */
export function patternToRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`)
}

export interface KeyReference {
  namespace: string
  key: string
  line: number
}

/**
 * String literals that look like `ns:key` ('…', "…" or `…` without `${`).
 * Namespace: starts with a letter/digit, then letters, digits, '_', '.', '-'.
 * Key: anything up to the closing quote except whitespace, quotes, backslash, '$', '{', '}'.
 */
const KEY_LITERAL = /(['"`])([\da-z][\w.-]*):([^\s'"`\\${}]+)\1/gi

/** Finds key references in a source file; only literals whose namespace is in `namespaces` count. */
export function findKeyReferences(source: string, namespaces: ReadonlySet<string>): KeyReference[] {
  const refs: KeyReference[] = []
  const lineStarts: number[] = [0]
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1)
  const lineOf = (offset: number): number => {
    let lo = 0
    let hi = lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid
      else hi = mid - 1
    }
    return lo + 1
  }
  for (const match of source.matchAll(KEY_LITERAL)) {
    const namespace = match[2]
    const key = match[3]
    if (namespace === undefined || key === undefined || !namespaces.has(namespace)) continue
    refs.push({ namespace, key, line: lineOf(match.index) })
  }
  return refs
}

// ---------------------------------------------------------------------------
// File system helpers
// ---------------------------------------------------------------------------

function listFilesRecursive(dir: string, accept: (name: string) => boolean): string[] {
  const out: string[] = []
  const walk = (current: string): void => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(current, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full)
      } else if (entry.isFile() && accept(entry.name)) {
        out.push(full)
      }
    }
  }
  walk(dir)
  return out.sort(compareStrings)
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory()
  } catch {
    return false
  }
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}

// ---------------------------------------------------------------------------
// Main check
// ---------------------------------------------------------------------------

interface Catalog {
  namespace: string
  file: string // display path
  messages: Map<string, string>
}

interface LocaleData {
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

/**
 * What a translation of an ebook file must keep: headings per level, tables and their rows,
 * checkboxes (task items and "[ ]" cells), page breaks (---) and links. Line by line, outside fences.
 */
function markdownOutline(text: string): Record<string, number> {
  const outline: Record<string, number> = {}
  const count = (what: string, n = 1): void => {
    if (n > 0) outline[what] = (outline[what] ?? 0) + n
  }
  let fenced = false
  let inTable = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('```')) fenced = !fenced
    if (fenced) continue
    const heading = /^(#{1,6}) /.exec(line)
    if (heading?.[1]) count(`level-${heading[1].length} headings`)
    const tableLine = line.startsWith('|')
    if (tableLine && !inTable) count('tables')
    else if (tableLine && !/^[\s|:-]*$/.test(line)) count('table rows')
    inTable = tableLine
    if (line === '---' || line === '***') count('page breaks')
    count('checkboxes', line.split('[ ]').length - 1)
    count('links', line.split('](').length - 1)
  }
  return outline
}

function describeOutlineDiff(
  source: Record<string, number>,
  target: Record<string, number>,
  sourceLocale: string,
  targetLocale: string,
): string | null {
  const keys = [...new Set([...Object.keys(source), ...Object.keys(target)])].sort(compareStrings)
  const diffs = keys
    .filter((k) => (source[k] ?? 0) !== (target[k] ?? 0))
    .map((k) => `${k}: ${sourceLocale} ${source[k] ?? 0}, ${targetLocale} ${target[k] ?? 0}`)
  return diffs.length === 0 ? null : `ebook structure differs from ${sourceLocale} (${diffs.join('; ')})`
}

interface SameAsSource {
  keys: Map<string, string>
  valuePatterns: RegExp[]
  errors: string[]
}

/**
 * locales/<lng>/same-as-en.json: { "keys": { "ns:key": "reason" }, "valuePatterns": [{ "pattern": "regexp", "reason": "…" }] }.
 * A missing file allows nothing.
 */
function loadSameAsSource(file: string): SameAsSource {
  const out: SameAsSource = { keys: new Map(), valuePatterns: [], errors: [] }
  if (!fs.existsSync(file)) return out
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  } catch (err) {
    out.errors.push(`invalid JSON: ${errorMessage(err)}`)
    return out
  }
  const keys = isPlainObject(data) ? data.keys : undefined
  const patterns = isPlainObject(data) ? (data.valuePatterns ?? []) : undefined
  if (!isPlainObject(keys) || !Array.isArray(patterns)) {
    out.errors.push('expected { "keys": { "ns:key": "reason" }, "valuePatterns": [{ "pattern": "…", "reason": "…" }] }')
    return out
  }
  for (const [id, reason] of Object.entries(keys)) {
    if (typeof reason === 'string' && reason.trim() !== '' && id.includes(':')) out.keys.set(id, reason)
    else out.errors.push(`${id}: an entry is "namespace:key": "reason" (the reason is required)`)
  }
  for (const item of patterns as unknown[]) {
    if (isPlainObject(item) && typeof item.pattern === 'string' && typeof item.reason === 'string' && item.reason.trim() !== '') {
      try {
        out.valuePatterns.push(new RegExp(item.pattern, 'u'))
      } catch (err) {
        out.errors.push(`valuePatterns ${item.pattern}: ${errorMessage(err)}`)
      }
    } else {
      out.errors.push('valuePatterns: each item is { "pattern": "regexp", "reason": "…" }')
    }
  }
  return out
}

/** One parsed, non-blank message. */
interface ParsedMessage {
  shape: MessageShape
  elements: MessageFormatElement[]
}

/** Everything the steps of checkI18n share. */
interface Ctx {
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

function createContext(opts: CheckOptions): Ctx {
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

function catalogPath(ctx: Ctx, locale: string, namespace: string): string {
  return ctx.display(path.join(ctx.opts.localesDir, locale, `${namespace}.json`))
}

/** ICU syntax, forbidden tag names and markup, per locale; fills ctx.parsed. */
function checkSyntax(ctx: Ctx): void {
  for (const ld of ctx.data.values()) {
    const byKey = new Map<string, ParsedMessage>()
    ctx.parsed.set(ld.locale, byKey)
    for (const catalog of ld.catalogs.values()) {
      for (const [key, message] of catalog.messages) {
        if (isBlank(message)) continue
        for (const p of findMarkup(message)) ctx.add(p.kind, catalog.file, key, p.reason)
        const outcome = analyzeMessage(message)
        if (!outcome.ok) {
          ctx.add('icu-syntax', catalog.file, key, `ICU syntax error: ${outcome.error}`)
          continue
        }
        byKey.set(`${catalog.namespace}:${key}`, { shape: outcome.shape, elements: outcome.elements })
        const forbidden = [...outcome.shape.tags].filter((t) => FORBIDDEN_TAG_NAMES.has(t.toLowerCase()) || /^\d+$/.test(t))
        if (forbidden.length > 0) {
          ctx.add(
            'forbidden-tag',
            catalog.file,
            key,
            `tag name not allowed: ${formatSet(forbidden, (v) => `<${v}>`)} (use a descriptive name such as <strong> or <signupLink>)`,
          )
        }
      }
    }
  }
}

/** Every difference between one source message and its translation. */
function compareMessages(ctx: Ctx, target: string, id: string, s: string, t: string): { kind: ProblemKind; reason: string }[] {
  const src = ctx.parsed.get(ctx.sourceLocale)?.get(id)
  const tgt = ctx.parsed.get(target)?.get(id)
  const out: { kind: ProblemKind; reason: string }[] = compareWhitespace(s, t, ctx.sourceLocale, target)
  if (src === undefined || tgt === undefined) return out // syntax error, already reported
  out.push(
    ...compareShapes(src.shape, tgt.shape, ctx.sourceLocale, target),
    ...compareCases(src.elements, tgt.elements, ctx.sourceLocale, target),
    ...compareFormatStyles(src.elements, tgt.elements, ctx.sourceLocale, target),
    ...comparePounds(src.elements, tgt.elements, target),
  )
  return out
}

function checkNamespaceParity(ctx: Ctx, ld: LocaleData, namespace: string): void {
  const { source, sourceLocale } = ctx
  const target = ld.locale
  if (!ld.namespaceFiles.has(namespace)) {
    if (isDirectory(path.join(ctx.opts.localesDir, target))) {
      const n = source.catalogs.get(namespace)?.messages.size
      const count = n === undefined ? '' : `, ${plural(n, 'key')}`
      ctx.add(
        'missing-namespace',
        catalogPath(ctx, target, namespace),
        '-',
        `namespace file missing in ${target} (present in ${sourceLocale}${count})`,
      )
    }
    return
  }
  if (!source.namespaceFiles.has(namespace)) {
    ctx.add(
      'missing-namespace',
      catalogPath(ctx, sourceLocale, namespace),
      '-',
      `namespace file missing in ${sourceLocale} (present in ${target})`,
    )
    return
  }
  const srcCat = source.catalogs.get(namespace)
  const tgtCat = ld.catalogs.get(namespace)
  if (srcCat === undefined || tgtCat === undefined) return // invalid JSON, already reported
  for (const key of new Set([...srcCat.messages.keys(), ...tgtCat.messages.keys()])) {
    const s = srcCat.messages.get(key)
    const t = tgtCat.messages.get(key)
    if (s === undefined) {
      ctx.add('missing-translation', srcCat.file, key, `missing in ${sourceLocale} (present in ${target})`)
      continue
    }
    if (t === undefined) {
      ctx.add('missing-translation', tgtCat.file, key, `missing in ${target} (present in ${sourceLocale})`)
      continue
    }
    if (isBlank(s)) ctx.add('missing-translation', srcCat.file, key, `empty in ${sourceLocale}`)
    if (isBlank(t)) ctx.add('missing-translation', tgtCat.file, key, `empty in ${target} (counts as missing)`)
    if (isBlank(s) || isBlank(t)) continue
    for (const diff of compareMessages(ctx, target, `${namespace}:${key}`, s, t)) ctx.add(diff.kind, tgtCat.file, key, diff.reason)
  }
}

function checkExamples(ctx: Ctx, ld: LocaleData): void {
  const { source, sourceLocale } = ctx
  const target = ld.locale
  for (const rel of new Set([...source.examples.keys(), ...ld.examples.keys()])) {
    const s = source.examples.get(rel)
    const t = ld.examples.get(rel)
    const exPath = (locale: string): string => ctx.display(path.join(ctx.opts.localesDir, locale, 'examples', rel))
    if (s === undefined) {
      ctx.add('missing-example', exPath(sourceLocale), '-', `example missing in ${sourceLocale} (present in ${target})`)
    } else if (t === undefined) {
      ctx.add('missing-example', exPath(target), '-', `example missing in ${target} (present in ${sourceLocale})`)
    } else {
      if (isBlank(s)) ctx.add('missing-example', exPath(sourceLocale), '-', `example empty in ${sourceLocale}`)
      if (isBlank(t)) ctx.add('missing-example', exPath(target), '-', `example empty in ${target} (counts as missing)`)
    }
  }
}

/** Ebook files: the same rules as the examples, plus the same outline. */
function checkEbook(ctx: Ctx, ld: LocaleData): void {
  const { source, sourceLocale } = ctx
  const target = ld.locale
  for (const rel of [...new Set([...source.ebook.keys(), ...ld.ebook.keys()])].sort(compareStrings)) {
    const s = source.ebook.get(rel)
    const t = ld.ebook.get(rel)
    const ebPath = (locale: string): string => ctx.display(path.join(ctx.opts.localesDir, locale, 'ebook', rel))
    if (s === undefined) {
      ctx.add('missing-ebook-file', ebPath(sourceLocale), '-', `ebook file missing in ${sourceLocale} (present in ${target})`)
    } else if (t === undefined) {
      ctx.add('missing-ebook-file', ebPath(target), '-', `ebook file missing in ${target} (present in ${sourceLocale})`)
    } else if (isBlank(s) || isBlank(t)) {
      if (isBlank(s)) ctx.add('missing-ebook-file', ebPath(sourceLocale), '-', `ebook file empty in ${sourceLocale}`)
      if (isBlank(t)) ctx.add('missing-ebook-file', ebPath(target), '-', `ebook file empty in ${target} (counts as missing)`)
    } else {
      const diff = describeOutlineDiff(markdownOutline(s), markdownOutline(t), sourceLocale, target)
      if (diff) ctx.add('ebook-structure-mismatch', ebPath(target), '-', diff)
    }
  }
}

function splitId(id: string): [string, string] {
  const colon = id.indexOf(':')
  return [id.slice(0, colon), id.slice(colon + 1)]
}

/** The text of a message without its `{…}` placeholders (what valuePatterns of same-as-en.json see). */
function withoutPlaceholders(message: string): string {
  let text = message
  for (let previous = ''; previous !== text;) {
    previous = text
    text = text.replace(/\{[^{}]*\}/g, '')
  }
  return text
}

/** Values identical to the source that locales/<lng>/same-as-en.json does not allow (English copied unchanged). */
function checkSameAsSource(ctx: Ctx, ld: LocaleData): void {
  const file = path.join(ctx.opts.localesDir, ld.locale, `same-as-${ctx.sourceLocale}.json`)
  const allow = loadSameAsSource(file)
  const shown = ctx.display(file)
  for (const error of allow.errors) ctx.add('invalid-same-as-source', shown, '-', error)
  const identical = new Set<string>()
  for (const [namespace, tgtCat] of ld.catalogs) {
    const srcCat = ctx.source.catalogs.get(namespace)
    if (srcCat === undefined) continue
    for (const [key, t] of tgtCat.messages) {
      const s = srcCat.messages.get(key)
      if (s === undefined || s !== t || isBlank(t)) continue
      const id = `${namespace}:${key}`
      identical.add(id)
      if (allow.keys.has(id) || allow.valuePatterns.some((re) => re.test(withoutPlaceholders(t)))) continue
      ctx.add(
        'untranslated',
        tgtCat.file,
        key,
        `identical to ${ctx.sourceLocale}: ${JSON.stringify(t.length > 60 ? `${t.slice(0, 57)}…` : t)} (translate it, or allow-list "${id}" with a reason in ${shown})`,
      )
    }
  }
  for (const id of allow.keys.keys()) {
    if (!identical.has(id))
      ctx.add(
        'invalid-same-as-source',
        shown,
        id,
        `allow-listed, but ${ld.locale} is not identical to ${ctx.sourceLocale} (or the key is gone): remove the entry`,
      )
  }
}

/** Forbidden glossary variants in every value and markdown line of a translation. */
function checkGlossary(ctx: Ctx, ld: LocaleData): void {
  const file = path.join(ctx.opts.localesDir, ld.locale, 'glossary.json')
  const { glossary, errors } = loadGlossary(file)
  for (const error of errors) ctx.add('invalid-glossary', ctx.display(file), '-', error)
  if (glossary === undefined) return
  for (const [namespace, catalog] of ld.catalogs) {
    for (const [key, message] of catalog.messages) {
      for (const hit of findForbidden(message, glossary, `${namespace}:${key}`))
        ctx.add('glossary-term', catalog.file, key, describeHit(hit))
    }
  }
  const markdown = [
    ...[...ld.examples].map(([rel, text]) => [`examples/${rel}`, text] as const),
    ...[...ld.ebook].map(([rel, text]) => [`ebook/${rel}`, text] as const),
  ]
  for (const [rel, text] of markdown) {
    const shown = ctx.display(path.join(ctx.opts.localesDir, ld.locale, rel))
    text.split('\n').forEach((line, i) => {
      for (const hit of findForbidden(line, glossary, rel)) ctx.add('glossary-term', `${shown}:${i + 1}`, '-', describeHit(hit))
    })
  }
  for (const e of glossary.exceptions) {
    if (!e.used)
      ctx.add('invalid-glossary', ctx.display(file), e.where, `exception for "${e.variant}" matches nothing there any more: remove it`)
  }
}

interface DynamicKeys {
  patterns: { pattern: string; re: RegExp; used: boolean }[]
  /** namespace -> keys that code builds at run time and the catalogs must hold */
  runtime: Map<string, string[]>
  file: string
}

function readDynamicPatterns(ctx: Ctx, list: unknown, out: DynamicKeys): void {
  if (list === undefined) return
  if (!Array.isArray(list)) {
    ctx.add('invalid-dynamic-keys', out.file, 'patterns', 'expected "patterns": [ "ns:key.*", ... ]')
    return
  }
  for (const item of list) {
    if (typeof item !== 'string' || !/^[^:]+:.+$/.test(item)) {
      const shown = typeof item === 'string' ? item : String(JSON.stringify(item))
      ctx.add('invalid-dynamic-keys', out.file, shown, 'pattern must be a string of the form "namespace:key" (with * wildcards)')
      continue
    }
    if (item.slice(0, item.indexOf(':')).includes('*')) {
      ctx.add(
        'invalid-dynamic-keys',
        out.file,
        item,
        'wildcard namespace: list each namespace that builds these keys under "namespaces" (so a key missing in one of them is reported)',
      )
      continue
    }
    out.patterns.push({ pattern: item, re: patternToRegExp(item), used: false })
  }
}

function readRuntimeKeys(ctx: Ctx, map: unknown, out: DynamicKeys): void {
  if (map === undefined) return
  if (!isPlainObject(map)) {
    ctx.add('invalid-dynamic-keys', out.file, 'namespaces', 'expected "namespaces": { "tools.ai-pricing": ["cta.title", ...] }')
    return
  }
  for (const [namespace, keys] of Object.entries(map)) {
    if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string' && k !== '' && !k.includes('*'))) {
      ctx.add('invalid-dynamic-keys', out.file, namespace, 'expected a list of full keys (no wildcards), e.g. ["cta.title", "cta.body"]')
      continue
    }
    out.runtime.set(namespace, keys as string[])
  }
}

function loadDynamicKeys(ctx: Ctx): DynamicKeys {
  const out: DynamicKeys = { patterns: [], runtime: new Map(), file: ctx.display(ctx.opts.dynamicKeysFile) }
  let raw: string
  try {
    raw = fs.readFileSync(ctx.opts.dynamicKeysFile, 'utf8')
  } catch {
    ctx.add('invalid-dynamic-keys', out.file, '-', 'dynamic keys file not found')
    return out
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw.replace(/^\uFEFF/, ''))
  } catch (err) {
    ctx.add('invalid-json', out.file, '-', `invalid JSON: ${jsonErrorMessage(err, raw)}`)
    return out
  }
  const data = isPlainObject(parsed) ? parsed : {}
  if (data.patterns === undefined && data.namespaces === undefined) {
    ctx.add(
      'invalid-dynamic-keys',
      out.file,
      'patterns',
      'expected { "namespaces": { "ns": ["key", ...] }, "patterns": [ "ns:key.*", ... ] }',
    )
    return out
  }
  readDynamicPatterns(ctx, data.patterns, out)
  readRuntimeKeys(ctx, data.namespaces, out)
  return out
}

/** Runtime-built keys declared for a namespace must exist (in the source locale; a translation's gaps are missing-translation). */
function checkRuntimeKeys(ctx: Ctx, dynamic: DynamicKeys): void {
  for (const [namespace, keys] of dynamic.runtime) {
    const catalog = ctx.source.catalogs.get(namespace)
    if (!ctx.source.namespaceFiles.has(namespace)) {
      ctx.add('runtime-key-missing', dynamic.file, namespace, `declared namespace has no ${ctx.sourceLocale} catalog`)
    }
    if (catalog === undefined) continue
    for (const key of keys) {
      if (catalog.messages.has(key)) continue
      ctx.add(
        'runtime-key-missing',
        catalog.file,
        key,
        `built at run time (declared for ${namespace} in ${dynamic.file}) but missing in ${ctx.sourceLocale}: the page would show the raw key`,
      )
    }
  }
}

/**
 * `ns:key` -> locations of the references in src/: the literal keys, and the keys of the content that
 * code builds. A literal that names the group a module builds its keys under (`faqEntries('home:faq.items',
 * ...)`) is that module's group, not a key, so it is not a reference when the module's built content
 * holds keys below it.
 */
function collectReferences(ctx: Ctx): Map<string, string[]> {
  const sourceNamespaces = new Set(ctx.source.namespaceFiles.keys())
  const referenced = new Map<string, string[]>()
  const add = (id: string, where: string) => referenced.set(id, [...(referenced.get(id) ?? []), where])
  const builtByFile = new Map<string, Set<string>>()
  const seen = new WeakSet<object>()
  for (const { source, file, value } of ctx.opts.builtContent ?? []) {
    const keys = findBuiltKeys(value, sourceNamespaces, seen)
    if (file !== undefined) builtByFile.set(file, new Set([...(builtByFile.get(file) ?? []), ...keys]))
    for (const id of keys) add(id, source)
  }
  for (const abs of listFilesRecursive(ctx.opts.srcDir, (n) => /\.tsx?$/.test(n))) {
    const text = fs.readFileSync(abs, 'utf8')
    const built = [...(builtByFile.get(abs) ?? [])]
    for (const ref of findKeyReferences(text, sourceNamespaces)) {
      const id = `${ref.namespace}:${ref.key}`
      if (built.some((key) => key.startsWith(`${id}.`))) continue
      add(id, `${ctx.display(abs)}:${ref.line}`)
    }
  }
  return referenced
}

/**
 * Every string in a content object (nested arrays and objects) that reads `ns:key` with a known
 * namespace. Objects in `seen` are passed over (and every object walked is added), so an object that
 * one module builds and another re-exports (the tool pages in TOOL_PAGES) counts where it is built.
 */
function findBuiltKeys(value: unknown, namespaces: ReadonlySet<string>, seen = new WeakSet<object>()): Set<string> {
  const found = new Set<string>()
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      const colon = v.indexOf(':')
      if (colon > 0 && namespaces.has(v.slice(0, colon)) && /^[^\s'"`\\${}]+$/.test(v.slice(colon + 1))) found.add(v)
      return
    }
    if (typeof v !== 'object' || v === null || seen.has(v)) return
    seen.add(v)
    ;(Array.isArray(v) ? v : Object.values(v)).forEach(walk)
  }
  walk(value)
  return found
}

function checkMissingKeys(ctx: Ctx, referenced: Map<string, string[]>): void {
  const isGroup = (catalog: Catalog, key: string): boolean => [...catalog.messages.keys()].some((k) => k.startsWith(`${key}.`))
  for (const [id, locs] of referenced) {
    const [namespace, key] = splitId(id)
    const catalog = ctx.source.catalogs.get(namespace)
    if (catalog === undefined || catalog.messages.has(key)) continue // invalid JSON is reported already
    const where = formatLocations(locs)
    ctx.add(
      'missing-key',
      catalog.file,
      key,
      isGroup(catalog, key) ? `used in ${where} but refers to a group of keys, not a string` : `used in ${where} but missing from catalog`,
    )
  }
}

function checkUnused(ctx: Ctx, referenced: Map<string, string[]>, dynamic: DynamicKeys): void {
  for (const catalog of [...ctx.source.catalogs.values()].sort((a, b) => compareStrings(a.namespace, b.namespace))) {
    const runtime = new Set(dynamic.runtime.get(catalog.namespace) ?? [])
    for (const key of catalog.messages.keys()) {
      const id = `${catalog.namespace}:${key}`
      let covered = referenced.has(id) || runtime.has(key)
      for (const p of dynamic.patterns) {
        if (p.re.test(id)) {
          p.used = true
          covered = true
        }
      }
      if (!covered) {
        ctx.add(
          'unused-key',
          catalog.file,
          key,
          `unused: not referenced in ${ctx.display(ctx.opts.srcDir)}/ and not covered by ${dynamic.file}`,
        )
      }
    }
  }
  for (const p of dynamic.patterns) {
    if (!p.used) ctx.add('unused-dynamic-pattern', dynamic.file, p.pattern, `pattern matches no ${ctx.sourceLocale} catalog key`)
  }
}

/** Length of a message as the visitor sees it (a page title inside its template). */
function displayedLength(ctx: Ctx, locale: string, elements: MessageFormatElement[], entry: ContextInfo, context: ContextFile): number {
  const placeholder = entry.placeholderLength ?? context.placeholderLength
  const own = measure(elements, placeholder, new Map(context.placeholderLengths))
  if (entry.measure !== 'page-title') return own
  const messages = ctx.parsed.get(locale)
  const template = messages?.get(context.titleTemplate)
  if (template === undefined) return own
  const lengths = new Map<string, number>()
  for (const [arg, id] of Object.entries(context.titleArguments)) {
    const m = messages?.get(id)
    if (m !== undefined) lengths.set(arg, measure(m.elements, placeholder, new Map(context.placeholderLengths)))
  }
  const pageArg = [...template.shape.args.keys()].find((a) => !lengths.has(a))
  if (pageArg !== undefined) lengths.set(pageArg, own)
  return measure(template.elements, placeholder, lengths)
}

/** Declared maximum lengths, in every locale; context entries that match no key. */
function checkContext(ctx: Ctx): void {
  const file = ctx.opts.contextFile ?? path.join(ctx.opts.localesDir, 'context.json')
  const shown = ctx.display(file)
  const { context, errors } = loadContext(file)
  for (const error of errors) ctx.add('invalid-context', shown, '-', error)
  if (context === undefined) return
  for (const ld of ctx.data.values()) {
    for (const [id, m] of ctx.parsed.get(ld.locale) ?? []) {
      const entry = contextFor(context, id)
      if (entry?.maxLength === undefined) continue
      const length = displayedLength(ctx, ld.locale, m.elements, entry, context)
      if (length <= entry.maxLength) continue
      const [namespace, key] = splitId(id)
      const what = entry.measure === 'page-title' ? 'page title with the brand suffix' : 'text'
      ctx.add(
        'too-long',
        catalogPath(ctx, ld.locale, namespace),
        key,
        `${what} is ${length} characters, max ${entry.maxLength} (${shown}; shorten by ${length - entry.maxLength})`,
      )
    }
  }
  for (const e of context.entries)
    if (!e.used) ctx.add('invalid-context', shown, e.pattern, `entry matches no ${ctx.sourceLocale} catalog key`)
}

function computeCoverage(ctx: Ctx): Coverage[] {
  const sourceKeyIds: string[] = []
  for (const catalog of ctx.source.catalogs.values()) {
    for (const [key, message] of catalog.messages) if (!isBlank(message)) sourceKeyIds.push(`${catalog.namespace}\u0000${key}`)
  }
  return ctx.locales.map((locale) => {
    const ld = ctx.data.get(locale)
    let keys = 0
    const present = new Set<string>()
    for (const catalog of ld?.catalogs.values() ?? []) {
      for (const [key, message] of catalog.messages) {
        if (isBlank(message)) continue
        keys++
        present.add(`${catalog.namespace}\u0000${key}`)
      }
    }
    const translated = sourceKeyIds.filter((id) => present.has(id)).length
    const sourceKeys = sourceKeyIds.length
    return {
      locale,
      isSource: locale === ctx.sourceLocale,
      namespaces: ld?.catalogs.size ?? 0,
      keys,
      translated,
      sourceKeys,
      percent: sourceKeys === 0 ? 100 : (translated / sourceKeys) * 100,
      exampleFiles: [...(ld?.examples.values() ?? [])].filter((text) => !isBlank(text)).length,
      ebookFiles: [...(ld?.ebook.values() ?? [])].filter((text) => !isBlank(text)).length,
    }
  })
}

export function checkI18n(opts: CheckOptions): CheckResult {
  const ctx = createContext(opts)
  checkSyntax(ctx)
  for (const ld of ctx.data.values()) {
    if (ld.locale === ctx.sourceLocale) continue
    const namespaces = new Set([...ctx.source.namespaceFiles.keys(), ...ld.namespaceFiles.keys()])
    for (const namespace of [...namespaces].sort(compareStrings)) checkNamespaceParity(ctx, ld, namespace)
    checkExamples(ctx, ld)
    checkEbook(ctx, ld)
    checkSameAsSource(ctx, ld)
    checkGlossary(ctx, ld)
  }
  const dynamic = loadDynamicKeys(ctx)
  const referenced = collectReferences(ctx)
  checkMissingKeys(ctx, referenced)
  checkRuntimeKeys(ctx, dynamic)
  checkUnused(ctx, referenced, dynamic)
  checkContext(ctx)
  const coverage = computeCoverage(ctx)
  // A locale in progress: what it has not translated yet is its coverage, not a problem (its pages show English there).
  let problems = ctx.problems
  for (const locale of opts.inProgress ?? []) {
    if (locale === ctx.sourceLocale || !ctx.locales.includes(locale)) continue
    const folder = `${ctx.display(path.join(opts.localesDir, locale))}/`
    const isGap = (p: Problem) =>
      p.file.startsWith(folder) &&
      (p.kind === 'untranslated' ||
        (GAP_KINDS.has(p.kind) && (p.reason.includes(`missing in ${locale}`) || p.reason.includes(`empty in ${locale}`))))
    const gaps = problems.filter(isGap)
    problems = problems.filter((p) => !isGap(p))
    const c = coverage.find((entry) => entry.locale === locale)
    if (c === undefined) continue
    const identical = gaps.filter((p) => p.kind === 'untranslated').length
    c.translated -= identical
    c.percent = c.sourceKeys === 0 ? 100 : (c.translated / c.sourceKeys) * 100
    c.inProgress = { untranslated: c.sourceKeys - c.translated, identical, gaps: gaps.length }
  }
  return { problems: sortProblems(problems), coverage }
}

/** What a locale in progress may lack. */
const GAP_KINDS: ReadonlySet<ProblemKind> = new Set(['missing-namespace', 'missing-translation', 'missing-example', 'missing-ebook-file'])

function formatLocations(locs: string[]): string {
  const unique = [...new Set(locs)].sort(compareLocations)
  const shown = unique.slice(0, 3).join(', ')
  return unique.length > 3 ? `${shown} (+${unique.length - 3} more)` : shown
}

function compareLocations(a: string, b: string): number {
  const [fa = '', la = '0'] = splitLocation(a)
  const [fb = '', lb = '0'] = splitLocation(b)
  return compareStrings(fa, fb) || Number(la) - Number(lb)
}

function splitLocation(loc: string): [string, string] {
  const i = loc.lastIndexOf(':')
  return [loc.slice(0, i), loc.slice(i + 1)]
}

/** Human-readable report: one line per problem, then coverage, then the verdict. */
export function formatReport(result: CheckResult): string {
  const lines: string[] = []
  for (const p of result.problems) lines.push(`${p.file}  ${p.key}  ${p.reason}`)
  if (result.problems.length > 0) lines.push('')
  lines.push('Coverage:')
  for (const c of result.coverage) {
    const pct = `${(Math.floor(c.percent * 10) / 10).toFixed(1)}%`
    lines.push(
      c.isSource
        ? `  ${c.locale} (source): ${plural(c.namespaces, 'namespace')}, ${plural(c.keys, 'key')}, ${plural(c.exampleFiles, 'example file')}, ${plural(c.ebookFiles, 'ebook file')}`
        : `  ${c.locale}${c.inProgress ? ' (in progress)' : ''}: ${plural(c.namespaces, 'namespace')}, ${c.translated}/${c.sourceKeys} keys (${pct}), ${plural(c.exampleFiles, 'example file')}, ${plural(c.ebookFiles, 'ebook file')}`,
    )
    if (c.inProgress) {
      lines.push(
        `    ${c.inProgress.untranslated} keys untranslated (missing, empty or identical to the source: ${c.inProgress.identical} identical); ${plural(c.inProgress.gaps, 'gap')} shown in English, not counted as problems`,
      )
    }
    if (c.outdated !== undefined) lines.push(`    ${plural(c.outdated, 'text')} outdated (English changed since translated)`)
  }
  lines.push('')
  const n = result.problems.length
  lines.push(n === 0 ? 'i18n check: all good, no problems found.' : `i18n check: ${n} problem${n === 1 ? '' : 's'} found.`)
  return lines.join('\n')
}
