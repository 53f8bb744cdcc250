/**
 * A message's shape as ICU parses it (rich-text tags enabled): its arguments with their types and its tags,
 * and how a translation's shape must match its source (same placeholders, argument types and tags); tag names
 * that are HTML void elements are refused. The finer rules per message are in message-rules.ts. Pure.
 */
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
import type { ProblemKind } from './check-report.js'
import { compareStrings, errorMessage, formatSet, isPlainObject } from './check-util.js'

/** Tag names that must not be used as rich-text tags (HTML void elements). */
export const FORBIDDEN_TAG_NAMES: ReadonlySet<string> = new Set([
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
