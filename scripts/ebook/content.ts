/**
 * The playbook's words, read for one language: the markdown of every part (locales/<lng>/ebook/) parsed
 * to mdast, and the labels formatted from the ICU catalogs (ebook-pdf.json, ebook.json, common.json).
 * Checks what the PDF can render: no raw HTML or images in the markdown, and no character that the
 * embedded font (Inter's latin subset) lacks, so a stray arrow never prints as an empty box.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Root, RootContent } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import {
  EBOOK_CLOSING,
  EBOOK_INTRODUCTION,
  EBOOK_PDF_CHAPTERS,
  EBOOK_PDF_LABELS,
  EBOOK_TEMPLATES,
  type EbookPart,
} from '../../src/content/ebook-pdf.ts'
import { INTL_LOCALE, type Locale } from '../../src/i18n/locales.ts'

export type LoadedPart = { id: string; file: string; title: string; summary: string | null; body: Root }

export type EbookContent = {
  locale: Locale
  labels: { [K in keyof typeof EBOOK_PDF_LABELS]: (values?: Record<string, string | number>) => string }
  introduction: LoadedPart
  chapters: LoadedPart[]
  templates: LoadedPart[]
  closing: LoadedPart
}

type Catalog = { [key: string]: string | Catalog }

const require = createRequire(import.meta.url)

/** The code points Inter's latin files cover (their @font-face unicode-range in @fontsource/inter). */
function latinRanges(): Array<[number, number]> {
  const css = readFileSync(path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), '400.css'), 'utf8')
  const block = css.slice(css.indexOf('inter-latin-400-normal'))
  const range = /unicode-range:([^;]+);/.exec(block)?.[1]
  if (!range) throw new Error('ebook: no unicode-range for inter-latin-400-normal in @fontsource/inter/400.css')
  return range.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-')
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)]
  })
}
const RANGES = latinRanges()
const covered = (codePoint: number) => codePoint === 0x0a || RANGES.some(([from, to]) => codePoint >= from && codePoint <= to)

/** Characters of a text that the embedded font cannot draw. */
export function missingGlyphs(text: string): string[] {
  const missing = new Set<string>()
  for (const ch of text) if (!covered(ch.codePointAt(0) ?? 0)) missing.add(ch)
  return [...missing]
}

function readCatalog(localesDir: string, locale: Locale, ns: string): Catalog {
  return JSON.parse(readFileSync(path.join(localesDir, locale, `${ns}.json`), 'utf8')) as Catalog
}

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Every file of the ebook folder, relative and with forward slashes. */
function listEbookFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub)).sort()) {
      const rel = sub ? `${sub}/${name}` : name
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel)
      else out.push(rel)
    }
  }
  walk('')
  return out
}

const parser = unified().use(remarkParse).use(remarkGfm)

/** The node types the PDF renders (scripts/ebook/document.ts); anything else is a mistake in the source. */
const SUPPORTED = new Set([
  'root',
  'paragraph',
  'heading',
  'text',
  'strong',
  'emphasis',
  'link',
  'break',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'blockquote',
  'thematicBreak',
  'inlineCode',
])

function checkTree(node: Root | RootContent, file: string) {
  if (!SUPPORTED.has(node.type)) {
    const line = node.position?.start.line ?? 0
    throw new Error(`${file}:${line}: ${node.type} is not supported in the ebook (no raw HTML, images, code blocks or footnotes)`)
  }
  if (node.type === 'heading' && (node.depth < 2 || node.depth > 3)) {
    throw new Error(`${file}:${node.position?.start.line ?? 0}: use ## and ### headings (the title comes from the catalog)`)
  }
  if ('children' in node) for (const child of node.children) checkTree(child, file)
}

/**
 * Loads one language's playbook. Throws with the file (and line) on anything the PDF cannot render:
 * a missing or unexpected markdown file, an unsupported markdown construct, a missing catalog
 * key, or a character outside the font.
 */
export function loadEbookContent(locale: Locale, localesDir: string): EbookContent {
  const ebookDir = path.join(localesDir, locale, 'ebook')
  const catalogs: Record<string, Catalog> = {
    ebook: readCatalog(localesDir, locale, 'ebook'),
    'ebook-pdf': readCatalog(localesDir, locale, 'ebook-pdf'),
    common: readCatalog(localesDir, locale, 'common'),
  }
  const message = (fullKey: string): string => {
    const [ns = '', key = ''] = fullKey.split(':')
    const text = catalogs[ns] ? lookup(catalogs[ns], key) : undefined
    if (text === undefined || text.trim() === '') throw new Error(`ebook: ${locale}/${ns}.json has no ${key}`)
    const missing = missingGlyphs(text)
    if (missing.length > 0) throw new Error(`locales/${locale}/${ns}.json ${key}: the PDF font has no glyph for ${missing.join(' ')}`)
    return text
  }
  const format = (fullKey: string, values?: Record<string, string | number>) =>
    String(new IntlMessageFormat(message(fullKey), INTL_LOCALE[locale]).format(values))

  const parts = [EBOOK_INTRODUCTION, ...EBOOK_PDF_CHAPTERS, ...EBOOK_TEMPLATES, EBOOK_CLOSING]
  const expected = new Set(parts.map((part) => part.file))
  const unexpected = listEbookFiles(ebookDir).filter((file) => !expected.has(file))
  if (unexpected.length > 0) {
    throw new Error(`locales/${locale}/ebook: ${unexpected.join(', ')} not part of the book (src/content/ebook-pdf.ts lists the parts)`)
  }

  const load = (part: EbookPart): LoadedPart => {
    const display = `locales/${locale}/ebook/${part.file}`
    let source: string
    try {
      source = readFileSync(path.join(ebookDir, part.file), 'utf8')
    } catch {
      throw new Error(`${display} is missing`)
    }
    if (source.trim() === '') throw new Error(`${display} is empty`)
    const missing = missingGlyphs(source)
    if (missing.length > 0) throw new Error(`${display}: the PDF font has no glyph for ${missing.join(' ')}`)
    const body = parser.parse(source)
    checkTree(body, display)
    return {
      id: part.id,
      file: part.file,
      title: format(part.titleKey),
      summary: part.summaryKey ? format(part.summaryKey) : null,
      body,
    }
  }

  const labels = Object.fromEntries(
    Object.entries(EBOOK_PDF_LABELS).map(([name, key]) => {
      message(key) // fail early on a missing label
      return [name, (values?: Record<string, string | number>) => format(key, values)]
    }),
  ) as EbookContent['labels']

  return {
    locale,
    labels,
    introduction: load(EBOOK_INTRODUCTION),
    chapters: EBOOK_PDF_CHAPTERS.map(load),
    templates: EBOOK_TEMPLATES.map(load),
    closing: load(EBOOK_CLOSING),
  }
}
