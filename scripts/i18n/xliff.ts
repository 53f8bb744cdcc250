/**
 * A small XLIFF 2.0 writer and reader for ICU catalogs (no dependency).
 *
 * A message becomes inline content a CAT tool protects: rich-text tags (`<strong>…</strong>`) are
 * `<pc>` paired codes, and ICU syntax (`{name}`, `{n, number}`, `{count, plural, one {`, `} other {`,
 * `#`, `}}`) is `<ph>` placeholders; only the words between them are for translation. Each code
 * points to its exact original text in the unit's `<originalData>`, so reading the file back
 * rebuilds the message byte for byte. Whitespace: `xml:space="preserve"` on units whose text has
 * leading/trailing spaces, line breaks or runs of spaces (the reader never trims anything).
 */

export type Token =
  | { type: 'text'; value: string }
  | { type: 'ph'; data: string }
  | { type: 'open'; data: string; name: string }
  | { type: 'close'; data: string; name: string }

const TAG_OPEN = /^<([a-z][\w-]*)>/i
const TAG_CLOSE = /^<\/([a-z][\w-]*)>/i

/** End of an ICU quoted literal starting at `i` (an apostrophe before a special character), or -1. */
function quotedEnd(message: string, i: number, inPlural: boolean): number {
  const next = message[i + 1]
  if (next === "'") return i + 2 // '' = one apostrophe
  if (next === undefined || !('{}'.includes(next) || (inPlural && next === '#'))) return -1
  for (let j = i + 1; j < message.length; j++) {
    if (message[j] !== "'") continue
    if (message[j + 1] === "'") j++
    else return j + 1
  }
  return message.length
}

/** Index just after the `}` that closes the `{` at `open` (quotes respected). */
function matchingBrace(message: string, open: number): number {
  let depth = 0
  for (let i = open; i < message.length; i++) {
    const ch = message[i]
    if (ch === "'") {
      const end = quotedEnd(message, i, true)
      if (end !== -1) {
        i = end - 1
        continue
      }
    }
    if (ch === '{') depth++
    else if (ch === '}' && --depth === 0) return i + 1
  }
  throw new Error(`unbalanced braces in: ${message}`)
}

/** Tokens of a plural/select argument `{name, plural, one {…} other {…}}` starting at `open`. */
function tokenizeBranching(message: string, open: number, end: number, inPlural: boolean, out: Token[]): void {
  const header = /^\{\s*[^\s,{}]+\s*,\s*(plural|selectordinal|select)\s*,(?:\s*offset:\s*\d+)?/.exec(message.slice(open, end))
  if (!header) throw new Error(`not a plural/select at ${open}: ${message}`)
  const branchPlural = header[1] !== 'select' || inPlural
  let code = header[0]
  let i = open + header[0].length
  for (;;) {
    const selector = /^\s*[^\s{}]+\s*\{/.exec(message.slice(i, end - 1))
    if (!selector) break
    code += selector[0]
    const branchOpen = i + selector[0].length - 1
    const branchEnd = matchingBrace(message, branchOpen)
    out.push({ type: 'ph', data: code })
    tokenizeInto(message.slice(branchOpen + 1, branchEnd - 1), branchPlural, out)
    code = '}'
    i = branchEnd
  }
  out.push({ type: 'ph', data: code + message.slice(i, end) })
}

function tokenizeInto(message: string, inPlural: boolean, out: Token[]): void {
  let text = ''
  const flush = (): void => {
    if (text !== '') out.push({ type: 'text', value: text })
    text = ''
  }
  for (let i = 0; i < message.length;) {
    const ch = message[i] ?? ''
    const quoted = ch === "'" ? quotedEnd(message, i, inPlural) : -1
    const tag = ch === '<' ? (TAG_OPEN.exec(message.slice(i)) ?? TAG_CLOSE.exec(message.slice(i))) : null
    if (quoted !== -1) {
      text += message.slice(i, quoted)
      i = quoted
    } else if (tag) {
      flush()
      out.push({ type: tag[0].startsWith('</') ? 'close' : 'open', data: tag[0], name: tag[1] ?? '' })
      i += tag[0].length
    } else if (ch === '#' && inPlural) {
      flush()
      out.push({ type: 'ph', data: '#' })
      i++
    } else if (ch === '{') {
      flush()
      const end = matchingBrace(message, i)
      if (/^\{\s*[^\s,{}]+\s*,\s*(?:plural|selectordinal|select)\s*,/.test(message.slice(i, end)))
        tokenizeBranching(message, i, end, inPlural, out)
      else out.push({ type: 'ph', data: message.slice(i, end) })
      i = end
    } else {
      text += ch
      i++
    }
  }
  flush()
}

/** Splits an ICU message into translatable text and protected codes; joining every token's text gives it back. */
export function tokenize(message: string): Token[] {
  const out: Token[] = []
  tokenizeInto(message, false, out)
  return out
}

export function untokenize(tokens: Token[]): string {
  return tokens.map((t) => (t.type === 'text' ? t.value : t.data)).join('')
}

function escapeXml(text: string, attribute = false): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return attribute ? escaped.replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : escaped
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase()
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16))
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)))
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? ''
  })
}

export interface XliffUnit {
  id: string
  source: string
  /** undefined: not translated yet */
  target?: string
  notes: { category: string; text: string }[]
  /** The segment's state; by default `initial` without a target, `translated` with one. */
  state?: 'initial' | 'translated'
  /** Why a segment needs work (XLIFF 2.0 `subState`, `prefix:value`), e.g. `cleansuite:outdated`. */
  subState?: string
}

/** Shared original data of one unit: each distinct code text gets one `dN` id. */
class OriginalData {
  readonly entries = new Map<string, string>()
  ref(data: string): string {
    let id = this.entries.get(data)
    if (id === undefined) {
      id = `d${this.entries.size + 1}`
      this.entries.set(data, id)
    }
    return id
  }
}

/** Inline XML of one message; code ids are numbered per side, equal codes share ids across source and target. */
function inlineXml(message: string, data: OriginalData, ids: Map<string, string[]>): string {
  const used = new Map<string, number>()
  const codeId = (dataText: string): string => {
    const n = used.get(dataText) ?? 0
    used.set(dataText, n + 1)
    const list = ids.get(dataText) ?? []
    if (list[n] === undefined) list[n] = `c${[...ids.values()].reduce((s, l) => s + l.length, 0) + 1}`
    ids.set(dataText, list)
    return list[n] ?? ''
  }
  let xml = ''
  const stack: { name: string; start: string }[] = []
  for (const t of tokenize(message)) {
    if (t.type === 'text') xml += escapeXml(t.value)
    else if (t.type === 'ph') xml += `<ph id="${codeId(t.data)}" dataRef="${data.ref(t.data)}" canDelete="no"/>`
    else if (t.type === 'open') {
      stack.push({ name: t.name, start: t.data })
      xml += `<pc id="${codeId(t.data)}" dataRefStart="${data.ref(t.data)}" dataRefEnd="${data.ref(`</${t.name}>`)}" canDelete="no">`
    } else {
      stack.pop()
      xml += '</pc>'
    }
  }
  if (stack.length > 0) throw new Error(`unclosed tag <${stack[stack.length - 1]?.name ?? ''}> in: ${message}`)
  return xml
}

function needsPreserve(text: string): boolean {
  return text !== text.trim() || /\n|\t| {2}/.test(text)
}

function unitXml(unit: XliffUnit): string {
  const data = new OriginalData()
  const ids = new Map<string, string[]>()
  const source = inlineXml(unit.source, data, ids)
  const target = unit.target === undefined ? undefined : inlineXml(unit.target, data, ids)
  const preserve = needsPreserve(unit.source) || (unit.target !== undefined && needsPreserve(unit.target))
  const lines = [`    <unit id="${escapeXml(unit.id, true)}"${preserve ? ' xml:space="preserve"' : ''}>`]
  if (unit.notes.length > 0) {
    lines.push('      <notes>')
    for (const note of unit.notes) lines.push(`        <note category="${escapeXml(note.category, true)}">${escapeXml(note.text)}</note>`)
    lines.push('      </notes>')
  }
  if (data.entries.size > 0) {
    lines.push('      <originalData>')
    for (const [text, id] of data.entries) lines.push(`        <data id="${id}">${escapeXml(text)}</data>`)
    lines.push('      </originalData>')
  }
  const state = unit.state ?? (target === undefined ? 'initial' : 'translated')
  const subState = unit.subState === undefined ? '' : ` subState="${escapeXml(unit.subState, true)}"`
  lines.push(`      <segment state="${state}"${subState}>`)
  lines.push(`        <source>${source}</source>`)
  if (target !== undefined) lines.push(`        <target>${target}</target>`)
  lines.push('      </segment>', '    </unit>')
  return lines.join('\n')
}

/** One XLIFF 2.0 document: one `<file>` (id = the namespace) holding one unit per key. */
export function writeXliff(opts: { fileId: string; srcLang: string; trgLang: string; original?: string; units: XliffUnit[] }): string {
  const original = opts.original === undefined ? '' : ` original="${escapeXml(opts.original, true)}"`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${escapeXml(opts.srcLang, true)}" trgLang="${escapeXml(opts.trgLang, true)}">`,
    `  <file id="${escapeXml(opts.fileId, true)}"${original}>`,
    ...opts.units.map(unitXml),
    '  </file>',
    '</xliff>',
    '',
  ].join('\n')
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return match?.[1] === undefined ? undefined : unescapeXml(match[1])
}

/** Text of an inline element (source or target): entities decoded, codes replaced by their original data. */
function readInline(xml: string, data: Map<string, string>): string {
  let out = ''
  const ends: string[] = []
  const code = (ref: string | undefined, tag: string): string => {
    const text = ref === undefined ? undefined : data.get(ref)
    if (text === undefined) throw new Error(`inline code without original data: ${tag}`)
    return text
  }
  for (const match of xml.matchAll(/<(\/?)(ph|pc|sc|ec|mrk|sm|em)\b[^>]*?(\/?)>|[^<]+/g)) {
    const [whole, closing, name, selfClosing] = match
    if (name === undefined) out += unescapeXml(whole)
    else if (name === 'ph' || name === 'sc' || name === 'ec') out += code(attribute(whole, 'dataRef'), whole)
    else if (name === 'pc' && closing === '/') out += ends.pop() ?? ''
    else if (name === 'pc') {
      out += code(attribute(whole, 'dataRefStart'), whole)
      const end = code(attribute(whole, 'dataRefEnd'), whole)
      if (selfClosing === '/') out += end
      else ends.push(end)
    }
    // mrk/sm/em (annotations a CAT tool may add) carry no text of their own
  }
  return out
}

export interface ReadXliff {
  fileId: string
  srcLang: string
  trgLang: string
  units: { id: string; source: string; target?: string; /** The segment's state attribute, if any. */ state?: string }[]
}

/** Reads a document written by writeXliff (or edited by a CAT tool that keeps units, codes and original data). */
export function readXliff(xml: string): ReadXliff {
  const root = /<xliff\b[^>]*>/.exec(xml)?.[0] ?? ''
  const file = /<file\b[^>]*>/.exec(xml)?.[0] ?? ''
  const units: ReadXliff['units'] = []
  for (const match of xml.matchAll(/<unit\b([^>]*)>([\s\S]*?)<\/unit>/g)) {
    const id = attribute(` ${match[1] ?? ''}`, 'id')
    const body = match[2] ?? ''
    if (id === undefined) throw new Error('a <unit> without id')
    const data = new Map<string, string>()
    for (const d of body.matchAll(
      /<data\s(?:[^>]*\s)?id="([^"]*)"[^>]*(?<!\/)>([\s\S]*?)<\/data>|<data\s(?:[^>]*\s)?id="([^"]*)"[^>]*\/>/g,
    )) {
      data.set(d[1] ?? d[3] ?? '', unescapeXml(d[2] ?? ''))
    }
    const source = /<source\b[^>]*>([\s\S]*?)<\/source>|<source\b[^>]*\/>/.exec(body)
    const target = /<target\b[^>]*>([\s\S]*?)<\/target>|<target\b[^>]*\/>/.exec(body)
    const segment = /<segment\b[^>]*>/.exec(body)?.[0]
    const state = segment === undefined ? undefined : attribute(segment, 'state')
    units.push({
      id,
      ...(state !== undefined && { state }),
      source: readInline(source?.[1] ?? '', data),
      target: target === null ? undefined : readInline(target[1] ?? '', data),
    })
  }
  return {
    fileId: attribute(file, 'id') ?? '',
    srcLang: attribute(root, 'srcLang') ?? '',
    trgLang: attribute(root, 'trgLang') ?? '',
    units,
  }
}
