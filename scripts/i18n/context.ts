/**
 * Context for translators (locales/context.json): where a text appears, whether only screen readers
 * hear it, whether it ends up in a mail or a URL, and its maximum length, which npm run i18n:check
 * enforces in every locale. Entries are keyed `namespace:key`; `*` matches any run of characters.
 *
 * How a length is counted: characters (Unicode code points) of the text as shown; a tag counts only
 * its content; a plural/select counts its longest branch; each placeholder (`{name}`, `{n, number}`,
 * `#`) counts `placeholderLength` characters (file default, overridable per entry), or its known
 * length from `placeholderLengths` (by argument name). A page title
 * (`"measure": "page-title"`) is counted inside the title template the head helper uses
 * (src/i18n/head.ts: `common:meta.titleTemplate`, `{page} | {brand}`, brand = `common:brand.name`).
 */
import fs from 'node:fs'
import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser'

interface ContextEntry {
  pattern: string
  re: RegExp
  where?: string
  note?: string
  screenReaderOnly?: boolean
  usage?: string
  maxLength?: number
  measure?: 'text' | 'page-title'
  placeholderLength?: number
  used: boolean
}

/** The merged context of one key. */
export type ContextInfo = Omit<ContextEntry, 'pattern' | 're' | 'used'>

export interface ContextFile {
  entries: ContextEntry[]
  placeholderLength: number
  /** Known printed lengths of some placeholders by name (e.g. `price`: "$49.99"). */
  placeholderLengths: Map<string, number>
  titleTemplate: string
  titleArguments: Record<string, string>
}

const FIELDS = new Set(['where', 'note', 'screenReaderOnly', 'usage', 'maxLength', 'measure', 'placeholderLength'])
const USAGES = new Set(['mail-subject', 'mail-body', 'url', 'aria-label', 'page-title', 'meta-description', 'pdf'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}

function readEntry(pattern: string, raw: unknown, errors: string[]): ContextEntry | undefined {
  if (!/^[^:]+:.+$/.test(pattern) || !isRecord(raw)) {
    errors.push(`${pattern}: an entry is "namespace:key": { "where": "…", … }`)
    return undefined
  }
  const unknown = Object.keys(raw).filter((k) => !FIELDS.has(k))
  if (unknown.length > 0) errors.push(`${pattern}: unknown field(s) ${unknown.join(', ')} (allowed: ${[...FIELDS].join(', ')})`)
  const bad = (field: string, what: string): void => void errors.push(`${pattern}: "${field}" must be ${what}`)
  if (raw.maxLength !== undefined && !isPositiveInt(raw.maxLength)) bad('maxLength', 'a positive integer')
  if (raw.placeholderLength !== undefined && !isPositiveInt(raw.placeholderLength)) bad('placeholderLength', 'a positive integer')
  if (raw.measure !== undefined && raw.measure !== 'text' && raw.measure !== 'page-title') bad('measure', '"text" or "page-title"')
  if (raw.usage !== undefined && !(typeof raw.usage === 'string' && USAGES.has(raw.usage))) bad('usage', `one of ${[...USAGES].join(', ')}`)
  if (raw.screenReaderOnly !== undefined && typeof raw.screenReaderOnly !== 'boolean') bad('screenReaderOnly', 'true or false')
  for (const field of ['where', 'note'] as const) if (raw[field] !== undefined && typeof raw[field] !== 'string') bad(field, 'a string')
  return {
    pattern,
    re: new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`),
    where: typeof raw.where === 'string' ? raw.where : undefined,
    note: typeof raw.note === 'string' ? raw.note : undefined,
    screenReaderOnly: raw.screenReaderOnly === true ? true : undefined,
    usage: typeof raw.usage === 'string' ? raw.usage : undefined,
    maxLength: isPositiveInt(raw.maxLength) ? raw.maxLength : undefined,
    measure: raw.measure === 'page-title' ? 'page-title' : raw.measure === 'text' ? 'text' : undefined,
    placeholderLength: isPositiveInt(raw.placeholderLength) ? raw.placeholderLength : undefined,
    used: false,
  }
}

/** Reads locales/context.json; `undefined` when the file does not exist. */
export function loadContext(file: string): { context?: ContextFile; errors: string[] } {
  if (!fs.existsSync(file)) return { errors: [] }
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  } catch (err) {
    return { errors: [`invalid JSON: ${err instanceof Error ? err.message : String(err)}`] }
  }
  if (!isRecord(data) || !isRecord(data.entries)) return { errors: ['expected { "entries": { "namespace:key": { … } } }'] }
  const errors: string[] = []
  const entries: ContextEntry[] = []
  for (const [pattern, raw] of Object.entries(data.entries)) {
    const entry = readEntry(pattern, raw, errors)
    if (entry) entries.push(entry)
  }
  const title = isRecord(data.pageTitle) ? data.pageTitle : {}
  const titleArguments = isRecord(title.arguments)
    ? Object.fromEntries(Object.entries(title.arguments).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : { brand: 'common:brand.name' }
  return {
    context: {
      entries,
      placeholderLength: isPositiveInt(data.placeholderLength) ? data.placeholderLength : 10,
      placeholderLengths: new Map(
        Object.entries(isRecord(data.placeholderLengths) ? data.placeholderLengths : {}).filter((e): e is [string, number] =>
          isPositiveInt(e[1]),
        ),
      ),
      titleTemplate: typeof title.template === 'string' ? title.template : 'common:meta.titleTemplate',
      titleArguments,
    },
    errors,
  }
}

/** Specificity of a pattern: its literal characters (an exact key beats `*:meta.title`). */
function specificity(pattern: string): number {
  return pattern.replace(/\*/g, '').length
}

/** The context of one key: every matching entry merged, the most specific last (it wins). */
export function contextFor(context: ContextFile, id: string): ContextInfo | undefined {
  const matching = context.entries.filter((e) => e.re.test(id)).sort((a, b) => specificity(a.pattern) - specificity(b.pattern))
  if (matching.length === 0) return undefined
  const merged: ContextInfo = {}
  for (const e of matching) {
    e.used = true
    for (const field of FIELDS) {
      const value = e[field as keyof ContextEntry]
      if (value !== undefined) Object.assign(merged, { [field]: value })
    }
  }
  return merged
}

/**
 * Displayed length of a parsed message: literal code points, tag contents, the longest branch of a
 * plural/select, and `lengths.get(name) ?? placeholder` for each placeholder (`#` too).
 */
export function measure(elements: MessageFormatElement[], placeholder: number, lengths = new Map<string, number>()): number {
  let n = 0
  for (const el of elements) {
    if (isLiteralElement(el)) n += [...el.value].length
    else if (isTagElement(el)) n += measure(el.children, placeholder, lengths)
    else if (isPluralElement(el) || isSelectElement(el)) {
      n += Math.max(0, ...Object.values(el.options).map((o) => measure(o.value, placeholder, lengths)))
    } else if ('value' in el && typeof el.value === 'string') n += lengths.get(el.value) ?? placeholder
    else n += placeholder // `#`
  }
  return n
}

/** One readable line of context for an XLIFF note or a report. */
export function describeContext(ctx: ContextInfo): string {
  const parts: string[] = []
  if (ctx.where) parts.push(ctx.where)
  if (ctx.screenReaderOnly) parts.push('Read by screen readers only (not visible).')
  if (ctx.usage) parts.push(`Used as: ${ctx.usage}.`)
  if (ctx.maxLength !== undefined) {
    parts.push(
      ctx.measure === 'page-title'
        ? `Max ${ctx.maxLength} characters including the " | CleanSuite AI" suffix.`
        : `Max ${ctx.maxLength} characters.`,
    )
  }
  if (ctx.note) parts.push(ctx.note)
  return parts.join(' ')
}
