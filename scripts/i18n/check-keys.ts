/**
 * The check's steps on keys in code: the `ns:key` literals in src/ and the keys of the content that code
 * builds (built-content.ts) must be strings of the source catalogs (missing-key); every source key must be
 * referenced or declared in locales/dynamic-keys.json (unused-key), whose keys built at run time must exist
 * and whose patterns must match a key.
 */
import fs from 'node:fs'
import type { Catalog, Ctx } from './catalogs.js'
import { compareStrings, isPlainObject, jsonErrorMessage, listFilesRecursive, splitId } from './check-util.js'

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

export function loadDynamicKeys(ctx: Ctx): DynamicKeys {
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
export function checkRuntimeKeys(ctx: Ctx, dynamic: DynamicKeys): void {
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
export function collectReferences(ctx: Ctx): Map<string, string[]> {
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

export function checkMissingKeys(ctx: Ctx, referenced: Map<string, string[]>): void {
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

export function checkUnused(ctx: Ctx, referenced: Map<string, string[]>, dynamic: DynamicKeys): void {
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
