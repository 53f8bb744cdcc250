/**
 * Catalogs <-> XLIFF 2.0 for translation agencies (npm run i18n:export / npm run i18n:import).
 * One file per namespace, `<namespace>.xlf`; unit id = the key (dot path); source = en, target = es;
 * the key's context from locales/context.json as notes. Import writes the targets back into
 * locales/<target>/<namespace>.json keeping the file's nesting, key order, 2-space indent and final
 * newline; keys the file lacks are added where the source catalog has them (in the source's order).
 */
import fs from 'node:fs'
import path from 'node:path'
import { contextFor, describeContext, loadContext } from './i18n-context.js'
import { flattenCatalog, LOCALE_META_FILES } from './i18n-check-lib.js'
import { readXliff, writeXliff, type XliffUnit } from './xliff.js'

type Json = { [key: string]: string | Json }

export interface XliffOptions {
  localesDir: string
  sourceLocale?: string
  targetLocale?: string
  /** Defaults to <localesDir>/context.json. */
  contextFile?: string
}

function readCatalog(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json
}

/** Namespaces of the source locale (its <namespace>.json files), sorted. */
export function namespacesOf(localesDir: string, locale: string): string[] {
  return fs
    .readdirSync(path.join(localesDir, locale))
    .filter((name) => name.endsWith('.json') && !LOCALE_META_FILES.has(name))
    .map((name) => name.slice(0, -'.json'.length))
    .sort()
}

/** Writes <outDir>/<namespace>.xlf for every namespace; returns the files written and the unit count. */
export function exportXliff(opts: XliffOptions & { outDir: string }): { files: string[]; units: number; translated: number } {
  const src = opts.sourceLocale ?? 'en'
  const trg = opts.targetLocale ?? 'es'
  const { context } = loadContext(opts.contextFile ?? path.join(opts.localesDir, 'context.json'))
  fs.mkdirSync(opts.outDir, { recursive: true })
  const files: string[] = []
  let units = 0
  let translated = 0
  for (const namespace of namespacesOf(opts.localesDir, src)) {
    const source = flattenCatalog(readCatalog(path.join(opts.localesDir, src, `${namespace}.json`))).messages
    const targetFile = path.join(opts.localesDir, trg, `${namespace}.json`)
    const target = fs.existsSync(targetFile) ? flattenCatalog(readCatalog(targetFile)).messages : new Map<string, string>()
    const list: XliffUnit[] = [...source].map(([key, text]) => {
      const ctx = context === undefined ? undefined : contextFor(context, `${namespace}:${key}`)
      const notes = [{ category: 'key', text: `${namespace}:${key}` }]
      if (ctx !== undefined && describeContext(ctx) !== '') notes.push({ category: 'context', text: describeContext(ctx) })
      if (ctx?.maxLength !== undefined) notes.push({ category: 'maxLength', text: String(ctx.maxLength) })
      const value = target.get(key)
      return { id: key, source: text, target: value === undefined || value.trim() === '' ? undefined : value, notes }
    })
    const file = path.join(opts.outDir, `${namespace}.xlf`)
    fs.writeFileSync(
      file,
      writeXliff({ fileId: namespace, srcLang: src, trgLang: trg, original: `locales/${src}/${namespace}.json`, units: list }),
    )
    files.push(file)
    units += list.length
    translated += list.filter((u) => u.target !== undefined).length
  }
  return { files, units, translated }
}

/** Sets a dot-path key in a nested catalog, creating groups at the end when needed. */
function setKey(data: Json, key: string, value: string): void {
  const parts = key.split('.')
  let node = data
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    if (typeof next === 'object') node = next
    else {
      const group: Json = {}
      node[part] = group
      node = group
    }
  }
  node[parts[parts.length - 1] ?? ''] = value
}

/** A new catalog in the source's order, for a namespace the target locale does not have yet. */
function skeletonOf(source: Json): Json {
  const out: Json = {}
  for (const [key, value] of Object.entries(source)) if (typeof value === 'object') out[key] = skeletonOf(value)
  return out
}

/** `data` with its keys in the source catalog's order (keys the source lacks stay, after them). */
function orderLike(data: Json, source: Json): Json {
  const out: Json = {}
  for (const [key, model] of Object.entries(source)) {
    const value = data[key]
    if (value === undefined) continue
    out[key] = typeof value === 'object' && typeof model === 'object' ? orderLike(value, model) : value
  }
  for (const [key, value] of Object.entries(data)) if (!(key in out)) out[key] = value
  return out
}

function prune(data: Json): void {
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'object') continue
    prune(value)
    if (Object.keys(value).length === 0) delete data[key]
  }
}

export interface ImportReport {
  files: string[]
  changed: number
  added: number
  unknown: string[]
}

/** Reads every <dir>/*.xlf and writes its targets into locales/<trgLang>/<file id>.json. */
export function importXliff(opts: XliffOptions & { inDir: string }): ImportReport {
  const src = opts.sourceLocale ?? 'en'
  const report: ImportReport = { files: [], changed: 0, added: 0, unknown: [] }
  for (const name of fs
    .readdirSync(opts.inDir)
    .filter((n) => n.endsWith('.xlf'))
    .sort()) {
    const doc = readXliff(fs.readFileSync(path.join(opts.inDir, name), 'utf8'))
    const namespace = doc.fileId || name.slice(0, -'.xlf'.length)
    const trg = doc.trgLang || opts.targetLocale || 'es'
    const sourceFile = path.join(opts.localesDir, src, `${namespace}.json`)
    if (!fs.existsSync(sourceFile)) {
      report.unknown.push(`${name}: no ${src} catalog for namespace ${namespace}`)
      continue
    }
    const sourceKeys = flattenCatalog(readCatalog(sourceFile)).messages
    const file = path.join(opts.localesDir, trg, `${namespace}.json`)
    const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
    const data = before === undefined ? skeletonOf(readCatalog(sourceFile)) : (JSON.parse(before) as Json)
    const existing = flattenCatalog(data).messages
    const addedBefore = report.added
    for (const unit of doc.units) {
      if (unit.target === undefined) continue
      if (!sourceKeys.has(unit.id)) {
        report.unknown.push(`${name}: unit ${unit.id} is not a key of ${src}/${namespace}.json (skipped)`)
        continue
      }
      const old = existing.get(unit.id)
      if (old === unit.target) continue
      if (old === undefined) report.added++
      else report.changed++
      setKey(data, unit.id, unit.target)
    }
    if (before === undefined) prune(data)
    // A file that only gets new values keeps its order byte for byte; added keys go where the source has them.
    const ordered = report.added > addedBefore ? orderLike(data, readCatalog(sourceFile)) : data
    const text = `${JSON.stringify(ordered, null, 2)}\n`
    if (text !== before) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, text)
      report.files.push(file)
    }
  }
  return report
}
