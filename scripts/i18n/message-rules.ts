/**
 * Per-message rules of npm run i18n:check that compare a translation's ICU structure with the
 * source message (plural/select cases, number/date styles, `#`, surrounding whitespace) and that
 * look for markup a JSON value must not carry (markdown, HTML entities, HTML tags as text).
 * Used by scripts/i18n/check-lib.ts; every function is pure.
 */
// HTML void element names: never rich-text tags, and never written as text.
import { FORBIDDEN_TAG_NAMES } from './message-shape.js'
import {
  isDateElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  type PluralElement,
  type SelectElement,
} from '@formatjs/icu-messageformat-parser'

type RuleKind = 'case-mismatch' | 'format-style-mismatch' | 'pound-mismatch' | 'whitespace-mismatch' | 'markup-in-value'

export interface RuleProblem {
  kind: RuleKind
  reason: string
}

type Branching = PluralElement | SelectElement

function branchKind(el: Branching): string {
  if (isSelectElement(el)) return 'select'
  return el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'
}

/** Every plural/select element of a message, depth first (inside tags and branches too). */
function collectBranchings(elements: MessageFormatElement[], out: Branching[] = []): Branching[] {
  for (const el of elements) {
    if (isPluralElement(el) || isSelectElement(el)) {
      out.push(el)
      for (const option of Object.values(el.options)) collectBranchings(option.value, out)
    } else if (isTagElement(el)) {
      collectBranchings(el.children, out)
    }
  }
  return out
}

function list(values: Iterable<string>): string {
  const sorted = [...values].sort()
  return sorted.length === 0 ? '(none)' : sorted.join(', ')
}

/** `plural {count}` -> the union of its case names (=0, one, other…). */
function caseSets(elements: MessageFormatElement[]): Map<string, Set<string>> {
  const sets = new Map<string, Set<string>>()
  for (const el of collectBranchings(elements)) {
    const id = `${branchKind(el)} {${el.value}}`
    const set = sets.get(id) ?? new Set<string>()
    for (const name of Object.keys(el.options)) set.add(name)
    sets.set(id, set)
  }
  return sets
}

/** Plural/select elements whose case sets differ (a dropped `=0`, a renamed select case…). */
export function compareCases(
  source: MessageFormatElement[],
  target: MessageFormatElement[],
  sourceLocale: string,
  targetLocale: string,
): RuleProblem[] {
  const a = caseSets(source)
  const b = caseSets(target)
  const out: RuleProblem[] = []
  for (const [id, sourceCases] of a) {
    const targetCases = b.get(id)
    if (targetCases === undefined) continue // a different argument type: reported as argument-type-mismatch
    const missing = [...sourceCases].filter((c) => !targetCases.has(c))
    const extra = [...targetCases].filter((c) => !sourceCases.has(c))
    if (missing.length === 0 && extra.length === 0) continue
    const parts: string[] = []
    if (missing.length > 0) parts.push(`missing in ${targetLocale}: ${list(missing)}`)
    if (extra.length > 0) parts.push(`not in ${sourceLocale}: ${list(extra)}`)
    out.push({
      kind: 'case-mismatch',
      reason: `${id} cases differ: ${sourceLocale} has ${list(sourceCases)}, ${targetLocale} has ${list(targetCases)} (${parts.join('; ')})`,
    })
  }
  return out
}

/** The style of a number/date/time argument as written: `(default)`, `long`, `::currency/USD`. */
function styleText(el: MessageFormatElement): string {
  if (!isNumberElement(el) && !isDateElement(el) && !isTimeElement(el)) return ''
  const style: unknown = el.style
  if (style === null || style === undefined || style === '') return '(default)'
  if (typeof style === 'string') return style
  if (typeof style === 'object' && 'tokens' in style && Array.isArray(style.tokens)) {
    const tokens = style.tokens as { stem: string; options: string[] }[]
    return `::${tokens.map((t) => [t.stem, ...t.options].join('/')).join(' ')}`
  }
  if (typeof style === 'object' && 'pattern' in style && typeof style.pattern === 'string') return `::${style.pattern}`
  return '(unknown)'
}

function formatStyles(elements: MessageFormatElement[], out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const el of elements) {
    if (isNumberElement(el) || isDateElement(el) || isTimeElement(el)) {
      const kind = isNumberElement(el) ? 'number' : isDateElement(el) ? 'date' : 'time'
      const id = `${kind} {${el.value}}`
      const set = out.get(id) ?? new Set<string>()
      set.add(styleText(el))
      out.set(id, set)
    } else if (isPluralElement(el) || isSelectElement(el)) {
      for (const option of Object.values(el.options)) formatStyles(option.value, out)
    } else if (isTagElement(el)) {
      formatStyles(el.children, out)
    }
  }
  return out
}

/** Number/date/time arguments whose style differs (`{price, number, ::currency/USD}` vs `{price, number}`). */
export function compareFormatStyles(
  source: MessageFormatElement[],
  target: MessageFormatElement[],
  sourceLocale: string,
  targetLocale: string,
): RuleProblem[] {
  const a = formatStyles(source)
  const b = formatStyles(target)
  const out: RuleProblem[] = []
  for (const [id, sourceStyles] of a) {
    const targetStyles = b.get(id)
    if (targetStyles === undefined) continue // reported as placeholder or argument-type mismatch
    const same = sourceStyles.size === targetStyles.size && [...sourceStyles].every((s) => targetStyles.has(s))
    if (!same) {
      out.push({
        kind: 'format-style-mismatch',
        reason: `${id} style differs: ${sourceLocale} ${list(sourceStyles)}, ${targetLocale} ${list(targetStyles)} (keep the ${sourceLocale} style)`,
      })
    }
  }
  return out
}

/** Whether a branch prints its plural's number: `#` directly, in a tag or in a nested select (not in a nested plural). */
function hasPound(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (el) =>
      isPoundElement(el) ||
      (isTagElement(el) && hasPound(el.children)) ||
      (isSelectElement(el) && Object.values(el.options).some((o) => hasPound(o.value))),
  )
}

function literalText(elements: MessageFormatElement[]): string {
  let text = ''
  for (const el of elements) {
    if (isLiteralElement(el)) text += el.value
    else if (isTagElement(el)) text += literalText(el.children)
    else if (isSelectElement(el)) for (const o of Object.values(el.options)) text += literalText(o.value)
  }
  return text
}

/** A `#` in a source plural branch that the translation drops or quotes (`'#'` prints a literal #). */
export function comparePounds(source: MessageFormatElement[], target: MessageFormatElement[], targetLocale: string): RuleProblem[] {
  const plurals = (els: MessageFormatElement[]): PluralElement[] => collectBranchings(els).filter(isPluralElement)
  const targetByName = new Map<string, PluralElement[]>()
  for (const el of plurals(target)) targetByName.set(el.value, [...(targetByName.get(el.value) ?? []), el])
  const seen = new Map<string, number>()
  const out: RuleProblem[] = []
  for (const el of plurals(source)) {
    const index = seen.get(el.value) ?? 0
    seen.set(el.value, index + 1)
    const twin = targetByName.get(el.value)?.[index]
    if (twin === undefined) continue
    for (const [name, option] of Object.entries(el.options)) {
      const branch = twin.options[name]
      if (branch === undefined || !hasPound(option.value) || hasPound(branch.value)) continue
      const quoted = literalText(branch.value).includes('#')
      out.push({
        kind: 'pound-mismatch',
        reason: quoted
          ? `{${el.value}, plural} branch ${name}: # is quoted in ${targetLocale} ('#' prints a literal #; write # without quotes)`
          : `{${el.value}, plural} branch ${name}: # (the number) is missing in ${targetLocale}`,
      })
    }
  }
  return out
}

function describeSpace(space: string): string {
  return space === '' ? 'none' : JSON.stringify(space)
}

/** Leading or trailing whitespace that differs from the source (a trimmed " (opens in a new tab)"). */
export function compareWhitespace(source: string, target: string, sourceLocale: string, targetLocale: string): RuleProblem[] {
  const out: RuleProblem[] = []
  const leading = (s: string): string => s.slice(0, s.length - s.trimStart().length)
  const trailing = (s: string): string => s.slice(s.trimEnd().length)
  const edges = [
    ['leading', leading],
    ['trailing', trailing],
  ] as const
  for (const [edge, cut] of edges) {
    const a = cut(source)
    const b = cut(target)
    if (a !== b) {
      out.push({
        kind: 'whitespace-mismatch',
        reason: `${edge} whitespace differs: ${sourceLocale} ${describeSpace(a)}, ${targetLocale} ${describeSpace(b)}`,
      })
    }
  }
  return out
}

const MARKUP_RULES: readonly { re: RegExp; what: string }[] = [
  { re: /\*\*[^*\n]+\*\*/, what: 'markdown bold (**…**)' },
  { re: /(?<![\p{L}\p{N}])__[^_\n]+__(?![\p{L}\p{N}])/u, what: 'markdown bold (__…__)' },
  { re: /&(?:[a-z][a-z\d]{1,31}|#\d{1,7}|#x[\da-f]{1,6});/i, what: 'HTML entity' },
]

/** `[text](url)` on one line, found without a backtracking regexp. */
function findMarkdownLink(message: string): string | undefined {
  for (let at = message.indexOf(']('); at !== -1; at = message.indexOf('](', at + 2)) {
    const open = message.lastIndexOf('[', at)
    const close = message.indexOf(')', at)
    const text = open === -1 ? '' : message.slice(open + 1, at)
    const url = close === -1 ? '' : message.slice(at + 2, close)
    if (text !== '' && !/[\]\n]/.test(text) && url !== '' && !/\s/.test(url)) return message.slice(open, close + 1)
  }
  return undefined
}

/** A tag written as text: self-closing (`<br/>`), a void element (`<br>`), or with attributes (`<a href="…">`). */
const HTML_TAG = /<\/?([a-z][\w-]*)(\s[^<>]*)?(\/?)>/gi

/** Markup a JSON value must not contain (locales/README.md: plain text, named rich-text tags only). */
export function findMarkup(message: string): RuleProblem[] {
  const out: RuleProblem[] = []
  const link = findMarkdownLink(message)
  if (link !== undefined)
    out.push({
      kind: 'markup-in-value',
      reason: `markdown link ([text](url)) in a JSON value: ${link} (plain text only; ask a developer for a named tag)`,
    })
  for (const { re, what } of MARKUP_RULES) {
    const found = re.exec(message)?.[0]
    if (found !== undefined)
      out.push({ kind: 'markup-in-value', reason: `${what} in a JSON value: ${found} (plain text only; ask a developer for a named tag)` })
  }
  for (const match of message.matchAll(HTML_TAG)) {
    const [text, name = '', attributes, selfClosing] = match
    if (FORBIDDEN_TAG_NAMES.has(name.toLowerCase()) || attributes !== undefined || selfClosing === '/') {
      out.push({
        kind: 'markup-in-value',
        reason: `HTML tag in a JSON value: ${text} (no HTML; line breaks and links are the component's job, ask a developer)`,
      })
    }
  }
  return out
}
