/**
 * The playbook as a react-pdf document: cover, contents (with page numbers and links), introduction,
 * five chapters, six templates and a closing page, with a footer on every page but the cover. The
 * markdown of each part (mdast) becomes react-pdf views: headings, paragraphs, lists, task lists
 * (checkboxes), GFM tables (a cell that reads "[ ]" is a checkbox; empty cells in a template are
 * room to write), callouts (blockquotes), links and page breaks (---). Brand colours from
 * src/theme.ts; Inter from @fontsource/inter, embedded as a subset, so the text is real text.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Circle, Document, Font, Link, Page, Path, Rect, StyleSheet, Svg, Text, View, type DocumentProps } from '@react-pdf/renderer'
import type { Blockquote, List, ListItem, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast'
import { createElement, type ReactElement, type ReactNode } from 'react'
import { INTL_LOCALE } from '../../src/i18n/locales.ts'
import type { EbookContent, LoadedPart } from './content.ts'
import { woffToSfnt } from './woff.ts'
import { softBreaks } from './soft-breaks.ts'

// Brand colours (src/theme.ts: brand[0], [1], [2], [7], [8], [9]) and the site's text colours.
const C = {
  green: '#0b6e4f',
  dark: '#06563d',
  mid: '#0b8a62',
  light: '#e6f7f1',
  soft: '#cdeee2',
  mint: '#9ddcc5',
  text: '#1d2b26',
  muted: '#4d5f58',
  line: '#cfe3da',
  zebra: '#f4faf7',
  white: '#ffffff',
}

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files')
// Unpacked to TrueType once (see ./woff.ts) and handed over as data URLs.
const inter = (weight: 400 | 600 | 700 | 800, style: 'normal' | 'italic' = 'normal') => ({
  src: `data:font/ttf;base64,${woffToSfnt(readFileSync(path.join(fontDir, `inter-latin-${weight}-${style}.woff`))).toString('base64')}`,
  fontWeight: weight,
  fontStyle: style,
})
Font.register({ family: 'Inter', fonts: [inter(400), inter(400, 'italic'), inter(600), inter(700), inter(700, 'italic'), inter(800)] })
// Words are never split with a hyphen: react-pdf's default rules are English-only, and a sentence
// split across a hyphen is no longer found by a reader's search.
Font.registerHyphenationCallback((word) => [word])

const PAGE_X = 60
const s = StyleSheet.create({
  // No lineHeight on the page: with one, react-pdf 4.9 dropped a render-prop text (the contents' page numbers)
  // that has one, inherited or not, so each kind of text sets its own.
  page: {
    fontFamily: 'Inter',
    fontFeatureSettings: { calt: false },
    fontSize: 10.5,
    color: C.text,
    paddingTop: 56,
    paddingBottom: 70,
    paddingHorizontal: PAGE_X,
  },
  footer: {
    position: 'absolute',
    bottom: 30,
    left: PAGE_X,
    right: PAGE_X,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.75,
    borderTopColor: C.line,
    paddingTop: 7,
    fontSize: 8,
    color: C.muted,
  },
  // Cover
  cover: { fontFamily: 'Inter', backgroundColor: C.green, color: C.white, padding: PAGE_X },
  coverBrandRow: { flexDirection: 'row', alignItems: 'center' },
  coverBrand: { fontSize: 14, fontWeight: 700, marginLeft: 10 },
  coverKicker: { marginTop: 170, fontSize: 11, fontWeight: 700, letterSpacing: 2, color: C.mint, textTransform: 'uppercase' },
  coverTitle: { marginTop: 14, fontSize: 40, fontWeight: 800, lineHeight: 1.12, maxWidth: 440 },
  coverSubtitle: { marginTop: 20, fontSize: 13.5, lineHeight: 1.5, color: C.light, maxWidth: 420 },
  coverBottom: {
    position: 'absolute',
    left: PAGE_X,
    right: PAGE_X,
    bottom: 56,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
  },
  coverEdition: {
    alignSelf: 'flex-start',
    backgroundColor: C.light,
    color: C.dark,
    fontSize: 10,
    fontWeight: 700,
    paddingVertical: 4,
    paddingHorizontal: 10,
    borderRadius: 10,
  },
  coverSummary: { marginTop: 10, fontSize: 10.5, color: C.soft },
  coverSite: { fontSize: 10.5, fontWeight: 600, color: C.soft },
  // Contents
  contentsTitle: { fontSize: 26, fontWeight: 800, color: C.dark, marginBottom: 18 },
  contentsGroup: {
    marginTop: 18,
    marginBottom: 4,
    fontSize: 9,
    fontWeight: 700,
    letterSpacing: 1.2,
    color: C.green,
    textTransform: 'uppercase',
  },
  contentsRow: { flexDirection: 'row', paddingVertical: 7, borderBottomWidth: 0.75, borderBottomColor: C.line },
  contentsNumber: { width: 26, fontSize: 11, fontWeight: 800, color: C.green },
  contentsEntry: { flex: 1, paddingRight: 12 },
  contentsEntryTitle: { fontSize: 11.5, fontWeight: 600 },
  contentsLink: { color: C.text, textDecoration: 'none' },
  contentsEntrySummary: { fontSize: 8.5, color: C.muted, marginTop: 1, lineHeight: 1.4 },
  contentsPage: { width: 30, flexShrink: 0, textAlign: 'right', fontSize: 11, fontWeight: 600, color: C.green },
  // Part openers
  opener: { marginBottom: 18, paddingBottom: 14, borderBottomWidth: 2, borderBottomColor: C.green },
  openerLabel: { fontSize: 9.5, fontWeight: 700, letterSpacing: 1.5, color: C.green, textTransform: 'uppercase' },
  openerTitle: { marginTop: 6, fontSize: 25, fontWeight: 800, lineHeight: 1.15, color: C.dark, maxWidth: 400 },
  openerSummary: { marginTop: 10, fontSize: 12, lineHeight: 1.5, color: C.muted, maxWidth: 430 },
  openerNumber: { position: 'absolute', top: -12, right: 0, fontSize: 72, fontWeight: 800, color: C.soft },
  templateBand: { marginBottom: 16, padding: 14, backgroundColor: C.light, borderRadius: 6, borderLeftWidth: 4, borderLeftColor: C.green },
  templateTitle: { marginTop: 4, fontSize: 19, fontWeight: 800, lineHeight: 1.2, color: C.dark },
  templateUse: { marginTop: 5, fontSize: 10, lineHeight: 1.45, color: C.muted },
  // Markdown
  h2: { marginTop: 14, marginBottom: 6, fontSize: 14, fontWeight: 700, lineHeight: 1.3, color: C.green },
  h3: { marginTop: 10, marginBottom: 4, fontSize: 11.5, fontWeight: 700, lineHeight: 1.3, color: C.text },
  // A unitless lineHeight is resolved against the same style's fontSize (react-pdf's default is 18), so both go together.
  p: { marginBottom: 7, fontSize: 10.5, lineHeight: 1.5 },
  flow: { fontSize: 10.5, lineHeight: 1.5 },
  strong: { fontWeight: 700 },
  em: { fontStyle: 'italic' },
  code: { fontWeight: 600, color: C.dark },
  link: { color: C.green, textDecoration: 'underline' },
  linkUrl: { color: C.muted, fontSize: 9 },
  list: { marginBottom: 7 },
  item: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 14, color: C.green, fontWeight: 700, fontSize: 10.5, lineHeight: 1.5 },
  number: { width: 18, color: C.green, fontWeight: 700, fontSize: 10.5, lineHeight: 1.5 },
  itemBody: { flex: 1 },
  checkbox: { width: 9, height: 9, marginTop: 3.5, marginRight: 7, borderWidth: 1, borderColor: C.green, borderRadius: 1.5 },
  callout: {
    marginVertical: 8,
    paddingVertical: 9,
    paddingHorizontal: 12,
    backgroundColor: C.light,
    borderLeftWidth: 3,
    borderLeftColor: C.green,
    borderRadius: 3,
  },
  table: { marginTop: 4, marginBottom: 10, borderWidth: 0.75, borderColor: C.line, borderRadius: 3 },
  headRow: { flexDirection: 'row', backgroundColor: C.green, color: C.white, fontWeight: 700 },
  row: { flexDirection: 'row', borderTopWidth: 0.75, borderTopColor: C.line },
  cell: { paddingVertical: 4, paddingHorizontal: 6, fontSize: 9.5, lineHeight: 1.4 },
  label: { fontWeight: 600, color: C.dark },
})

export type EbookLayout = {
  /** Part id -> the page its opener landed on (filled in while react-pdf lays out the pages). */
  pages: Map<string, number>
  total: number
}

type Ctx = { siteUrl: string; template: boolean }

const h = createElement
const text = softBreaks

/** The text of a node, for measuring table columns. */
function plain(node: RootContent | TableCell): string {
  if ('value' in node) return node.value
  if ('children' in node) return node.children.map((child) => plain(child as RootContent)).join('')
  return ''
}

function inline(nodes: PhrasingContent[], ctx: Ctx): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return text(node.value)
      case 'strong':
        return h(Text, { key: i, style: s.strong }, ...inline(node.children, ctx))
      case 'emphasis':
        return h(Text, { key: i, style: s.em }, ...inline(node.children, ctx))
      case 'inlineCode':
        return h(Text, { key: i, style: s.code }, node.value)
      case 'break':
        return '\n'
      case 'link': {
        // An e-mail address in the text is an example (bids@yourcompany.com), not a link.
        if (node.url.startsWith('mailto:')) return h(Text, { key: i }, ...inline(node.children, ctx))
        // Site paths become absolute links, and the address is printed too: the PDF is also read on paper.
        const relative = node.url.startsWith('/')
        const href = relative ? `${ctx.siteUrl}${node.url}` : node.url
        const shown = relative ? ` (${href.replace(/^https?:\/\//, '')})` : ''
        return h(
          Text,
          { key: i },
          h(Link, { src: href, style: s.link }, ...inline(node.children, ctx)),
          shown ? h(Text, { style: s.linkUrl }, shown) : null,
        )
      }
      default:
        throw new Error(`ebook: ${node.type} is not supported inline`)
    }
  })
}

function listItem(item: ListItem, marker: string | null, ctx: Ctx, key: number): ReactElement {
  const first =
    item.checked === true || item.checked === false
      ? h(View, { style: s.checkbox })
      : h(Text, { style: marker ? s.number : s.bullet }, marker ?? '•')
  return h(
    View,
    { key, style: s.item },
    first,
    h(View, { style: s.itemBody }, ...item.children.map((child, i) => block(child, ctx, i, true))),
  )
}

function list(node: List, ctx: Ctx, key: number): ReactElement {
  const start = node.start ?? 1
  return h(View, { key, style: s.list }, ...node.children.map((item, i) => listItem(item, node.ordered ? `${start + i}.` : null, ctx, i)))
}

function callout(node: Blockquote, ctx: Ctx, key: number): ReactElement {
  const children = node.children.map((child, i) => block(child, ctx, i, i === node.children.length - 1))
  return h(View, { key, style: s.callout, wrap: false }, ...children)
}

const isTotalRow = (cells: TableCell[]) =>
  cells.some((cell) => cell.children.length > 0) &&
  cells.every((cell) => cell.children.length === 0 || (cell.children.length === 1 && cell.children[0]?.type === 'strong'))

/** Text width of the content column (Letter minus the page margins and the table's border). */
const TABLE_WIDTH = 612 - 2 * PAGE_X - 1.5
/** Up to this many rows a table stays on one page; a longer one may continue on the next. */
const KEEP_TOGETHER_ROWS = 16

/**
 * Column widths in points: each column's natural width follows its longest text (about 5 pt a
 * character at 9.5 pt), never narrower than its heading on one line (for short headings); an empty
 * column, left for writing, gets room to write. Then the widths are scaled to the full text width,
 * shrinking only what is above each column's minimum.
 */
function columnWidths(rows: Table['children'], columns: number): number[] {
  const chars = (row: Table['children'][number] | undefined, c: number) => (row?.children[c] ? plain(row.children[c]).trim().length : 0)
  const min: number[] = []
  const natural: number[] = []
  for (let c = 0; c < columns; c++) {
    const head = chars(rows[0], c)
    const longest = Math.max(0, ...rows.slice(1).map((row) => chars(row, c)))
    min[c] = Math.max(28, Math.min(head, 14) * 5.8 + 12)
    natural[c] = longest === 0 ? Math.max(min[c]!, 90) : Math.max(min[c]!, Math.min(longest, 70) * 5 + 12)
  }
  const total = natural.reduce((a, b) => a + b, 0)
  if (total <= TABLE_WIDTH) return natural.map((w) => (w / total) * TABLE_WIDTH)
  const room = natural.reduce((sum, w, c) => sum + (w - min[c]!), 0)
  const excess = total - TABLE_WIDTH
  return natural.map((w, c) => w - ((w - min[c]!) / Math.max(room, 1)) * excess)
}

function table(node: Table, ctx: Ctx, key: number): ReactElement {
  const columns = Math.max(...node.children.map((row) => row.children.length))
  // A table with an empty heading row is a form of labels and blanks: no heading band.
  const headless = node.children[0]?.children.every((cell) => plain(cell).trim() === '') ?? false
  const rows = headless ? node.children.slice(1) : node.children
  const widths = columnWidths(node.children, columns)
  const cell = (content: TableCell | undefined, c: number, header: boolean) => {
    const align = node.align?.[c] ?? 'left'
    const style = [s.cell, { width: widths[c] ?? 0, textAlign: align }, headless && c === 0 ? s.label : {}]
    const value = content ? plain(content).trim() : ''
    if (!header && value === '[ ]') {
      const justify = align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start'
      return h(
        View,
        { key: c, style: [...style, { flexDirection: 'row', justifyContent: justify }] },
        h(View, { style: [s.checkbox, { marginTop: 1, marginRight: 0 }] }),
      )
    }
    return h(Text, { key: c, style }, ...(content ? inline(content.children, ctx) : []))
  }
  return h(
    View,
    // A short table is read whole: it moves to the next page rather than split.
    { key, style: s.table, wrap: rows.length > KEEP_TOGETHER_ROWS },
    ...rows.map((row, r) => {
      const header = !headless && r === 0
      const blank = !header && row.children.some((c) => plain(c).trim() === '' || plain(c).trim() === '[ ]')
      const style = [
        header ? s.headRow : s.row,
        r === 0 ? { borderTopWidth: 0 } : {},
        !header && r % 2 === (headless ? 1 : 0) ? { backgroundColor: C.zebra } : {},
        !header && isTotalRow(row.children) ? { backgroundColor: C.light } : {},
        ctx.template && blank ? { minHeight: headless ? 24 : 22 } : {},
      ]
      return h(
        View,
        { key: r, style, wrap: false, minPresenceAhead: header ? 40 : 0 },
        ...Array.from({ length: columns }, (_, c) => cell(row.children[c], c, header)),
      )
    }),
  )
}

function block(node: RootContent, ctx: Ctx, key: number, last = false): ReactElement {
  switch (node.type) {
    case 'heading':
      // Never the last thing on a page: at least a few lines of what follows come with it.
      return h(
        Text,
        { key, style: node.depth === 2 ? s.h2 : s.h3, minPresenceAhead: node.depth === 2 ? 56 : 42 },
        ...inline(node.children, ctx),
      )
    case 'paragraph':
      return h(Text, { key, style: last ? s.flow : s.p }, ...inline(node.children, ctx))
    case 'list':
      return list(node, ctx, key)
    case 'table':
      return table(node, ctx, key)
    case 'blockquote':
      return callout(node, ctx, key)
    case 'thematicBreak':
      return h(View, { key, break: true })
    default:
      throw new Error(`ebook: ${node.type} is not supported`)
  }
}

function markdown(root: Root, ctx: Ctx): ReactElement[] {
  return root.children.map((node, i) => block(node, ctx, i))
}

/** Notes the page a part starts on (react-pdf calls `render` with the page it lays the node out on). */
function pageMark(id: string, layout: EbookLayout): ReactElement {
  return h(Text, {
    render: ({ pageNumber }: { pageNumber: number }) => {
      layout.pages.set(id, pageNumber)
      return ''
    },
  })
}

function footer(content: EbookContent, layout: EbookLayout): ReactElement {
  const { labels } = content
  return h(
    View,
    { style: s.footer, fixed: true },
    h(Text, null, `${labels.brand()} · ${labels.title()}`),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => {
        if (Number.isFinite(totalPages)) layout.total = Math.max(layout.total, totalPages)
        return labels.page({ page: pageNumber, total: totalPages })
      },
    }),
  )
}

/** The site's mark (public/favicon.svg), drawn light on the green cover. */
function logo(size: number): ReactElement {
  return h(
    Svg,
    { width: size, height: size, viewBox: '0 0 32 32' },
    h(Rect, { x: 0, y: 0, width: 32, height: 32, rx: 8, fill: C.white }),
    h(Path, {
      d: 'M9 20.5c2.2 2.3 5 3 7.6 2.2 3.5-1 5.6-4.6 4.6-8.1',
      fill: 'none',
      stroke: C.green,
      strokeWidth: 2.6,
      strokeLinecap: 'round',
    }),
    h(Path, { d: 'M21.5 8.5l1 2.4 2.4 1-2.4 1-1 2.4-1-2.4-2.4-1 2.4-1z', fill: C.mid }),
    h(Circle, { cx: 11.5, cy: 12, r: 2.2, fill: C.green }),
  )
}

function cover(content: EbookContent, siteUrl: string): ReactElement {
  const { labels } = content
  return h(
    Page,
    { size: 'LETTER', style: s.cover, wrap: false },
    // Decorative rings in the brand's darker and lighter greens, behind the text.
    h(
      Svg,
      { width: 612, height: 792, viewBox: '0 0 612 792', style: { position: 'absolute', top: 0, left: 0 } },
      h(Circle, { cx: 560, cy: 120, r: 210, fill: C.dark }),
      h(Circle, { cx: 560, cy: 120, r: 120, fill: C.mid, fillOpacity: 0.55 }),
      h(Circle, { cx: 40, cy: 800, r: 190, fill: C.dark, fillOpacity: 0.6 }),
      h(Rect, { x: 0, y: 784, width: 612, height: 8, fill: C.mint }),
    ),
    h(View, { style: s.coverBrandRow }, logo(26), h(Text, { style: s.coverBrand }, labels.brand())),
    h(Text, { style: s.coverKicker }, labels.kicker()),
    h(Text, { style: s.coverTitle }, labels.title()),
    h(Text, { style: s.coverSubtitle }, labels.subtitle()),
    h(
      View,
      { style: s.coverBottom },
      h(
        View,
        null,
        h(Text, { style: s.coverEdition }, labels.edition()),
        h(Text, { style: s.coverSummary }, labels.summary({ chapters: content.chapters.length, templates: content.templates.length })),
      ),
      h(Text, { style: s.coverSite }, siteUrl.replace(/^https?:\/\//, '')),
    ),
  )
}

/**
 * One line of the contents. Its page number is a render prop: react-pdf lays out every page first
 * (each part's pageMark notes its page), then resolves render props page by page, so by the time it
 * asks for this one, every part's page is known: one layout, no second pass.
 */
function contentsRow(part: LoadedPart, number: string | null, layout: EbookLayout, withSummary: boolean): ReactElement {
  return h(
    View,
    { key: part.id, style: s.contentsRow },
    h(Text, { style: s.contentsNumber }, number ?? ''),
    h(
      View,
      { style: s.contentsEntry },
      h(Text, { style: s.contentsEntryTitle }, h(Link, { src: `#part-${part.id}`, style: s.contentsLink }, part.title)),
      withSummary && part.summary ? h(Text, { style: s.contentsEntrySummary }, part.summary) : null,
    ),
    h(Text, { style: s.contentsPage, render: () => String(layout.pages.get(part.id) ?? '') }),
  )
}

function contents(content: EbookContent, layout: EbookLayout): ReactElement {
  const { labels } = content
  return h(
    Page,
    { size: 'LETTER', style: s.page, bookmark: { title: labels.contents(), fit: true } },
    footer(content, layout),
    h(Text, { style: s.contentsTitle }, labels.contents()),
    contentsRow(content.introduction, null, layout, false),
    ...content.chapters.map((chapter, i) => contentsRow(chapter, String(i + 1), layout, true)),
    h(Text, { style: s.contentsGroup }, labels.templates()),
    ...content.templates.map((template, i) => contentsRow(template, String(i + 1), layout, false)),
    h(View, { style: { height: 12 } }),
    contentsRow(content.closing, null, layout, false),
  )
}

function partPage(content: EbookContent, part: LoadedPart, header: ReactElement, ctx: Ctx, layout: EbookLayout): ReactElement {
  return h(
    Page,
    // The new pagination engine: it splits lists and long paragraphs where the old one moved them whole,
    // honours minPresenceAhead, and is faster. The part's bookmark goes to its first page (the PDF outline).
    { size: 'LETTER', style: s.page, wrap: true, experimentalPagination: true, bookmark: { title: part.title, fit: true } },
    // First: a fixed element repeats on the pages from the one it is placed on.
    footer(content, layout),
    h(View, { id: `part-${part.id}` }, pageMark(part.id, layout), header),
    ...markdown(part.body, ctx),
  )
}

function chapterHeader(content: EbookContent, part: LoadedPart, number: number): ReactElement {
  return h(
    View,
    { style: s.opener },
    h(Text, { style: s.openerNumber }, String(number).padStart(2, '0')),
    h(Text, { style: s.openerLabel }, content.labels.chapter({ number })),
    h(Text, { style: s.openerTitle }, part.title),
    part.summary ? h(Text, { style: s.openerSummary }, part.summary) : null,
  )
}

function plainHeader(part: LoadedPart): ReactElement {
  return h(View, { style: s.opener }, h(Text, { style: s.openerTitle }, part.title))
}

function templateHeader(content: EbookContent, part: LoadedPart, number: number): ReactElement {
  return h(
    View,
    { style: s.templateBand },
    h(Text, { style: s.openerLabel }, content.labels.template({ number, total: content.templates.length })),
    h(Text, { style: s.templateTitle }, part.title),
    part.summary ? h(Text, { style: s.templateUse }, part.summary) : null,
  )
}

/** The whole document; `layout` collects the page each part starts on, and the page count. */
export function ebookDocument(content: EbookContent, opts: { siteUrl: string; layout: EbookLayout }): ReactElement<DocumentProps> {
  const { labels } = content
  const prose: Ctx = { siteUrl: opts.siteUrl, template: false }
  const form: Ctx = { siteUrl: opts.siteUrl, template: true }
  return h(
    Document,
    {
      title: labels.title(),
      author: labels.brand(),
      subject: labels.description(),
      keywords: labels.keywords(),
      creator: labels.brand(),
      language: INTL_LOCALE[content.locale],
    },
    cover(content, opts.siteUrl),
    contents(content, opts.layout),
    partPage(content, content.introduction, plainHeader(content.introduction), prose, opts.layout),
    ...content.chapters.map((chapter, i) => partPage(content, chapter, chapterHeader(content, chapter, i + 1), prose, opts.layout)),
    ...content.templates.map((template, i) => partPage(content, template, templateHeader(content, template, i + 1), form, opts.layout)),
    partPage(content, content.closing, plainHeader(content.closing), prose, opts.layout),
  )
}
