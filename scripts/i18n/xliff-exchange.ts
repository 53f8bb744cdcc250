/**
 * Catalogs <-> XLIFF 2.0 for translation agencies (npm run i18n:export / npm run i18n:import).
 * One file per namespace, `<namespace>.xlf`; unit id = the key (dot path); source = en, target = es;
 * the key's context from locales/context.json as notes. Import writes the targets back into
 * locales/<target>/<namespace>.json keeping the file's nesting, key order, 2-space indent and final
 * newline; keys the file lacks are added where the source catalog has them (in the source's order).
 *
 * What needs work (scripts/i18n/source-hashes.ts): a unit without translation and an outdated one (its English
 * changed since) are `state="initial"` with `subState="cleansuite:new"` / `"cleansuite:outdated"`; an outdated
 * unit keeps its current target and has the English it was made from and that target as notes. The import
 * marks current, in translated-from.jsonl, every unit the translator handed back as done: a state other than
 * `initial`, or a target that changed (with the English of its <source>, so a unit translated from an English
 * that has changed again since the export stays outdated).
 */
import fs from 'node:fs'
import path from 'node:path'
import { contextFor, describeContext, loadContext } from './context.js'
import { flattenCatalog, LOCALE_META_FILES } from './catalogs.js'
import { fingerprintPath, localeStatus, readFingerprints, readTexts, recordFingerprints, type Item } from './source-hashes.js'
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
function namespacesOf(localesDir: string, locale: string): string[] {
  return fs
    .readdirSync(path.join(localesDir, locale))
    .filter((name) => name.endsWith('.json') && !LOCALE_META_FILES.has(name))
    .map((name) => name.slice(0, -'.json'.length))
    .sort()
}

export interface ExportResult {
  files: string[]
  units: number
  translated: number
  /** Units with a target whose English changed since it was translated. */
  outdated: number
}

/** Notes and state of a unit that needs work. */
function needsWork(item: Item | undefined, notes: XliffUnit['notes']): Pick<XliffUnit, 'state' | 'subState'> {
  if (item?.state === 'outdated') {
    notes.push(
      {
        category: 'status',
        text: 'outdated: the English changed since this was translated; update the target, or keep it if it still fits',
      },
      { category: 'previous-source', text: item.enBefore ?? '' },
      { category: 'current-target', text: item.translation ?? '' },
    )
    return { state: 'initial', subState: 'cleansuite:outdated' }
  }
  if (item?.state === 'missing') return { state: 'initial', subState: 'cleansuite:new' }
  return {}
}

/**
 * Writes <outDir>/<namespace>.xlf for every namespace (only the units that need work with `onlyNeedsWork`,
 * and only the files that have some); an earlier export's .xlf files in outDir are removed first.
 */
export function exportXliff(opts: XliffOptions & { outDir: string; onlyNeedsWork?: boolean }): ExportResult {
  const src = opts.sourceLocale ?? 'en'
  const trg = opts.targetLocale ?? 'es'
  const { context } = loadContext(opts.contextFile ?? path.join(opts.localesDir, 'context.json'))
  fs.mkdirSync(opts.outDir, { recursive: true })
  for (const old of fs.readdirSync(opts.outDir).filter((n) => n.endsWith('.xlf'))) fs.rmSync(path.join(opts.outDir, old))
  const status = localeStatus(readTexts(opts.localesDir, src), readTexts(opts.localesDir, trg), readFingerprints(opts.localesDir, trg), trg)
  const items = new Map(status.items.map((item) => [item.id, item]))
  const files: string[] = []
  let units = 0
  let translated = 0
  let outdated = 0
  for (const namespace of namespacesOf(opts.localesDir, src)) {
    const source = flattenCatalog(readCatalog(path.join(opts.localesDir, src, `${namespace}.json`))).messages
    const targetFile = path.join(opts.localesDir, trg, `${namespace}.json`)
    const target = fs.existsSync(targetFile) ? flattenCatalog(readCatalog(targetFile)).messages : new Map<string, string>()
    const all: XliffUnit[] = [...source].map(([key, text]) => {
      const ctx = context === undefined ? undefined : contextFor(context, `${namespace}:${key}`)
      const notes = [{ category: 'key', text: `${namespace}:${key}` }]
      if (ctx !== undefined && describeContext(ctx) !== '') notes.push({ category: 'context', text: describeContext(ctx) })
      if (ctx?.maxLength !== undefined) notes.push({ category: 'maxLength', text: String(ctx.maxLength) })
      const value = target.get(key)
      const work = needsWork(items.get(`${namespace}:${key}`), notes)
      return { id: key, source: text, target: value === undefined || value.trim() === '' ? undefined : value, notes, ...work }
    })
    const list = opts.onlyNeedsWork ? all.filter((u) => u.state === 'initial') : all
    if (list.length === 0) continue
    const file = path.join(opts.outDir, `${namespace}.xlf`)
    fs.writeFileSync(
      file,
      writeXliff({ fileId: namespace, srcLang: src, trgLang: trg, original: `locales/${src}/${namespace}.json`, units: list }),
    )
    files.push(file)
    units += list.length
    translated += list.filter((u) => u.target !== undefined).length
    outdated += list.filter((u) => u.subState === 'cleansuite:outdated').length
  }
  return { files, units, translated, outdated }
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
  /** Outdated translations the import marked current (handed back as done). */
  confirmed: number
  /** Fingerprint files written (locales/<lng>/translated-from.jsonl). */
  fingerprints: string[]
}

/** Reads every <dir>/*.xlf and writes its targets into locales/<trgLang>/<file id>.json. */
export function importXliff(opts: XliffOptions & { inDir: string }): ImportReport {
  const src = opts.sourceLocale ?? 'en'
  const report: ImportReport = { files: [], changed: 0, added: 0, unknown: [], confirmed: 0, fingerprints: [] }
  /** Per target locale: `ns:key` -> the English (unit source) of every unit handed back as done. */
  const done = new Map<string, Map<string, string>>()
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
      if (unit.state !== 'initial' || old !== unit.target) {
        const seen = done.get(trg) ?? new Map<string, string>()
        seen.set(`${namespace}:${unit.id}`, unit.source)
        done.set(trg, seen)
      }
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
  for (const [locale, seen] of done) {
    const fingerprints = recordFingerprints({
      localesDir: opts.localesDir,
      locale,
      sourceLocale: src,
      confirm: (id) => seen.has(id),
      englishSeen: seen,
    })
    report.confirmed += fingerprints.confirmed.length
    if (fingerprints.written) report.fingerprints.push(fingerprintPath(opts.localesDir, locale))
  }
  return report
}
