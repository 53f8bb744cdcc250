/**
 * Which English each translation was made from (issue 39): `locales/<lng>/translated-from.jsonl`, written
 * by the tooling only (npm run i18n:check -- --fix, npm run i18n:confirm, npm run i18n:import).
 *
 * One JSON object per line, sorted, so that git merges it line by line (.gitattributes: merge=union):
 * - a key:  `{"key":"home:hero.lead","en":"<the English it was translated from>","hash":"<fingerprint of the translation>"}`
 * - a file: `{"file":"examples/ai-pricing/x.md","en":"<git blob id of that English file>","hash":"<… of the translation>"}`
 * The English text itself is kept for keys (the check and the status page show "English before" without any git
 * history, e.g. in a shallow CI clone); a markdown file keeps its English's git blob id (`git cat-file -p <id>`).
 *
 * States of a translated text, for the source's every non-empty key and markdown file:
 * - current: the English and the translation are the ones recorded;
 * - outdated: the English changed, the translation did not. A translator updates it, or confirms it still fits
 *   (npm run i18n:confirm -- <lng> <ns:key>);
 * - changed: the translation was edited since it was recorded (with or without its English): that edit is the
 *   update; the tooling records it (any of the three commands above), the check reports the file as behind;
 * - new: translated, never recorded (a new key, a renamed key's new name): recorded the same way;
 * - missing: no translation (the catalog check reports it, or a locale in progress counts it).
 * Entries of removed keys and files (and of emptied translations) are stale: pruned the same way.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { flattenCatalog, LOCALE_META_FILES } from './catalogs.js'
import { isBlank } from './check-util.js'

export const FINGERPRINT_FILE = 'translated-from.jsonl'

/** The fix for a fingerprint file behind its catalogs (the check's message names it). */
export const FIX_COMMAND = 'npm run i18n:check -- --fix'

/** Git's blob id of a text, first 12 hex digits: `git cat-file -p <id>` prints a committed file's text back. */
export function fingerprint(text: string): string {
  const body = Buffer.from(text, 'utf8')
  return createHash('sha1').update(`blob ${body.length}\0`).update(body).digest('hex').slice(0, 12)
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

// ---------------------------------------------------------------------------
// The texts of a locale: catalog keys (`ns:key`) and markdown files (`examples/…`, `ebook/…`)
// ---------------------------------------------------------------------------

export interface Texts {
  /** `namespace:key` -> text */
  keys: Map<string, string>
  /** `examples/<rel>` or `ebook/<rel>` -> text */
  files: Map<string, string>
  /** Catalog files that do not parse (the catalog check reports them; nothing is recorded meanwhile). */
  unreadable: string[]
}

function markdownFiles(dir: string, prefix: string, out: Map<string, string>): void {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) markdownFiles(full, `${prefix}${entry.name}/`, out)
    else if (entry.isFile() && entry.name.endsWith('.md')) out.set(`${prefix}${entry.name}`, fs.readFileSync(full, 'utf8'))
  }
}

export function readTexts(localesDir: string, locale: string): Texts {
  const dir = path.join(localesDir, locale)
  const texts: Texts = { keys: new Map(), files: new Map(), unreadable: [] }
  if (!fs.existsSync(dir)) return texts
  for (const name of fs.readdirSync(dir).sort(byCodePoint)) {
    if (!name.endsWith('.json') || LOCALE_META_FILES.has(name)) continue
    const namespace = name.slice(0, -'.json'.length)
    let data: unknown
    try {
      data = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8').replace(/^\uFEFF/, ''))
    } catch {
      texts.unreadable.push(`${locale}/${name}`)
      continue
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      texts.unreadable.push(`${locale}/${name}`)
      continue
    }
    for (const [key, text] of flattenCatalog(data as Record<string, unknown>).messages) texts.keys.set(`${namespace}:${key}`, text)
  }
  markdownFiles(path.join(dir, 'examples'), 'examples/', texts.files)
  markdownFiles(path.join(dir, 'ebook'), 'ebook/', texts.files)
  return texts
}

// ---------------------------------------------------------------------------
// The fingerprint file
// ---------------------------------------------------------------------------

export interface Entry {
  /** A key's English text, or a file's English blob id. */
  en: string
  /** Fingerprint of the translation. */
  hash: string
}

export interface Fingerprints {
  /** id -> its entries (more than one only after a union merge of two branches; the tooling keeps one). */
  entries: Map<string, Entry[]>
  /** Lines that are not an entry. */
  invalid: number
}

export function fingerprintPath(localesDir: string, locale: string): string {
  return path.join(localesDir, locale, FINGERPRINT_FILE)
}

/** The locale's fingerprint file, or undefined when it has none. */
export function readFingerprints(localesDir: string, locale: string): Fingerprints | undefined {
  const file = fingerprintPath(localesDir, locale)
  if (!fs.existsSync(file)) return undefined
  const fp: Fingerprints = { entries: new Map(), invalid: 0 }
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue
    let row: { key?: unknown; file?: unknown; en?: unknown; hash?: unknown; about?: unknown }
    try {
      row = JSON.parse(line) as typeof row
    } catch {
      fp.invalid++
      continue
    }
    if (row.about !== undefined) continue
    const id = typeof row.key === 'string' ? row.key : row.file
    if (typeof id !== 'string' || typeof row.en !== 'string' || typeof row.hash !== 'string') {
      fp.invalid++
      continue
    }
    fp.entries.set(id, [...(fp.entries.get(id) ?? []), { en: row.en, hash: row.hash }])
  }
  return fp
}

function isFileId(id: string): boolean {
  return !id.includes(':')
}

export function serializeFingerprints(locale: string, sourceLocale: string, entries: Map<string, Entry>): string {
  const about = {
    about: `For each ${locale} text, the ${sourceLocale} it was translated from. Written by npm run i18n:check -- --fix, i18n:confirm and i18n:import; never by hand (locales/README.md).`,
  }
  const ids = [...entries.keys()].sort((a, b) => Number(isFileId(a)) - Number(isFileId(b)) || byCodePoint(a, b))
  const lines = ids.map((id) => {
    const e = entries.get(id)!
    return JSON.stringify(isFileId(id) ? { file: id, en: e.en, hash: e.hash } : { key: id, en: e.en, hash: e.hash })
  })
  return `${[JSON.stringify(about), ...lines].join('\n')}\n`
}

// ---------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------

type State = 'current' | 'outdated' | 'changed' | 'new' | 'missing'

export interface Item {
  /** `ns:key`, or `examples/<rel>` / `ebook/<rel>` */
  id: string
  kind: 'key' | 'file'
  state: State
  /** The English now (a file's text). */
  enNow: string
  /** The recorded English: a key's text, a file's blob id (outdated and changed items). */
  enBefore?: string
  /** The translation now (undefined: missing). */
  translation?: string
  /** A changed item whose English changed too (the edit counts as the update). */
  withEnglish?: boolean
}

export interface LocaleStatus {
  locale: string
  /** Whether the locale has a fingerprint file. */
  recorded: boolean
  items: Item[]
  /** Entries of keys or files the source no longer has, or whose translation is empty now. */
  stale: string[]
  /** Ids with more than one entry (a union merge) and lines that are not entries: the file needs rewriting. */
  duplicates: number
  invalid: number
  /** Catalog files (source or locale) that do not parse: nothing is compared meanwhile. */
  unreadable: string[]
}

function englishMark(item: { kind: 'key' | 'file'; enNow: string }): string {
  return item.kind === 'key' ? item.enNow : fingerprint(item.enNow)
}

/** Of a union merge's entries, the one that fits best: the current English and translation, then the translation, then the first. */
function pick(entries: Entry[] | undefined, en: string, hash: string): Entry | undefined {
  if (entries === undefined) return undefined
  return entries.find((e) => e.en === en && e.hash === hash) ?? entries.find((e) => e.hash === hash) ?? entries[0]
}

export function localeStatus(source: Texts, target: Texts, fp: Fingerprints | undefined, locale: string): LocaleStatus {
  const status: LocaleStatus = {
    locale,
    recorded: fp !== undefined,
    items: [],
    stale: [],
    duplicates: 0,
    invalid: fp?.invalid ?? 0,
    unreadable: [...source.unreadable, ...target.unreadable],
  }
  const live = new Set<string>()
  const visit = (kind: 'key' | 'file', id: string, enNow: string, translation: string | undefined): void => {
    if (isBlank(enNow)) return
    const item: Item = { id, kind, state: 'missing', enNow }
    status.items.push(item)
    if (translation === undefined || isBlank(translation)) return
    live.add(id)
    item.translation = translation
    const en = englishMark(item)
    const hash = fingerprint(translation)
    const entry = pick(fp?.entries.get(id), en, hash)
    if (entry === undefined) item.state = 'new'
    else if (entry.hash !== hash) {
      item.state = 'changed'
      item.enBefore = entry.en
      item.withEnglish = entry.en !== en
    } else if (entry.en !== en) {
      item.state = 'outdated'
      item.enBefore = entry.en
    } else item.state = 'current'
  }
  for (const [id, text] of source.keys) visit('key', id, text, target.keys.get(id))
  for (const [id, text] of source.files) visit('file', id, text, target.files.get(id))
  for (const [id, entries] of fp?.entries ?? []) {
    if (!live.has(id)) status.stale.push(id)
    else if (entries.length > 1) status.duplicates++
  }
  return status
}

/** Whether the fingerprint file must be rewritten by the tooling (what --fix, confirm and import do). */
export function isBehind(status: LocaleStatus): boolean {
  return (
    status.items.some((i) => i.state === 'changed' || i.state === 'new') ||
    status.stale.length > 0 ||
    status.duplicates > 0 ||
    status.invalid > 0 ||
    (!status.recorded && status.items.some((i) => i.state !== 'missing'))
  )
}

// ---------------------------------------------------------------------------
// Recording (the only writer of the file)
// ---------------------------------------------------------------------------

export interface RecordOptions {
  localesDir: string
  locale: string
  sourceLocale?: string
  /** Outdated items to mark current (a translator confirms they still fit, or an import brings them back). */
  confirm?: (id: string) => boolean
  /** A key's English as the translator saw it (an XLIFF unit's source), recorded instead of today's. */
  englishSeen?: ReadonlyMap<string, string>
}

export interface RecordReport {
  file: string
  written: boolean
  /** Outdated items marked current by `confirm`. */
  confirmed: string[]
  /** Changed and new items recorded. */
  recorded: string[]
  /** Stale entries dropped. */
  pruned: string[]
  /** Keys recorded twice (a union merge) brought down to one line. */
  merged: number
}

/**
 * Rewrites the locale's fingerprint file: records every changed and new translation, drops stale entries and
 * keeps outdated ones outdated unless `confirm` says otherwise. Nothing else is ever cleared.
 */
export function recordFingerprints(opts: RecordOptions): RecordReport {
  const sourceLocale = opts.sourceLocale ?? 'en'
  const source = readTexts(opts.localesDir, sourceLocale)
  const target = readTexts(opts.localesDir, opts.locale)
  const unreadable = [...source.unreadable, ...target.unreadable]
  if (unreadable.length > 0) throw new Error(`fix the JSON of ${unreadable.join(', ')} first (npm run i18n:check)`)
  const fp = readFingerprints(opts.localesDir, opts.locale)
  const status = localeStatus(source, target, fp, opts.locale)
  const file = fingerprintPath(opts.localesDir, opts.locale)
  const report: RecordReport = { file, written: false, confirmed: [], recorded: [], pruned: status.stale, merged: status.duplicates }
  const next = new Map<string, Entry>()
  for (const item of status.items) {
    if (item.translation === undefined) continue
    const hash = fingerprint(item.translation)
    const seen = opts.englishSeen?.get(item.id)
    const now: Entry = { en: seen ?? englishMark(item), hash }
    const confirmed = opts.confirm?.(item.id) === true
    const wasOutdated = item.state === 'outdated' || (item.state === 'changed' && item.withEnglish === true)
    if (confirmed && wasOutdated && now.en === englishMark(item)) report.confirmed.push(item.id)
    if (item.state === 'changed' || item.state === 'new') {
      next.set(item.id, now)
      report.recorded.push(item.id)
    } else if (confirmed) next.set(item.id, now)
    else next.set(item.id, pick(fp?.entries.get(item.id), englishMark(item), hash)!)
  }
  const text = serializeFingerprints(opts.locale, sourceLocale, next)
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
  if (text !== before) {
    fs.writeFileSync(file, text)
    report.written = true
  }
  return report
}

/** `ns`, `ns:key-prefix` (the key or its children), `examples/<path-prefix>` or `ebook/<path-prefix>`. */
export function matchesSpec(spec: string, id: string): boolean {
  if (spec.startsWith('examples/') || spec.startsWith('ebook/') || spec === 'examples' || spec === 'ebook') {
    const prefix = spec.endsWith('/') || spec.endsWith('.md') ? spec : `${spec}/`
    return id === spec || (isFileId(id) && id.startsWith(prefix))
  }
  if (!spec.includes(':')) return id.startsWith(`${spec}:`)
  const base = spec.endsWith('.') || spec.endsWith('*') ? spec.slice(0, -1) : spec
  return id === base || id.startsWith(base.endsWith('.') || base.endsWith(':') ? base : `${base}.`)
}

/** Every locale folder under localesDir but the source's (the pseudo-locale has none: its texts are generated). */
export function translatedLocales(localesDir: string, candidates: readonly string[], sourceLocale = 'en'): string[] {
  return candidates.filter((l) => l !== sourceLocale && fs.existsSync(path.join(localesDir, l)))
}
