/**
 * One real page of the playbook for the ebook landing page (issue 31): the first page of a chapter, as
 * HTML made at build time from the same markdown and catalog labels the PDF prints, so the page ships
 * no markdown parser. Which blocks it holds is read from the generated PDF itself (pdf.js extracts the
 * page's text): every block of the chapter, in order, whose last words are printed on that page; the
 * first block that ends on a later page ends the sample. The opener (chapter label, title, summary) and
 * the footer (brand, book title, page number) are the PDF's own labels.
 */
import type { PhrasingContent, RootContent, TableCell } from 'mdast'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { EbookContent } from './content.ts'
import { softBreaks } from './soft-breaks.ts'

export type SamplePage = { part: string; page: number; html: string }

/** The chapter the landing page shows the first page of (the worked pricing chapter). */
export const SAMPLE_PART = 'price'

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** What the PDF prints for a node: its text, and the address after a link to a site page. */
function printed(node: RootContent | TableCell, host: string): string {
  if (node.type === 'link' && node.url.startsWith('/')) return `${node.children.map((c) => printed(c, host)).join('')} (${host}${node.url})`
  if (node.type === 'break') return '\n'
  if ('value' in node) return node.value
  if ('children' in node) return node.children.map((child) => printed(child as RootContent, host)).join('')
  return ''
}

function inline(nodes: PhrasingContent[], host: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escape(softBreaks(node.value))
        case 'strong':
          return `<strong>${inline(node.children, host)}</strong>`
        case 'emphasis':
          return `<em>${inline(node.children, host)}</em>`
        case 'inlineCode':
          return `<code>${escape(node.value)}</code>`
        case 'break':
          return '<br>'
        case 'link': {
          // An e-mail address in the text is an example, as in the PDF; a site page is a link, followed by
          // the address the PDF prints for paper readers.
          if (node.url.startsWith('mailto:')) return inline(node.children, host)
          const link = `<a href="${escape(node.url)}">${inline(node.children, host)}</a>`
          return node.url.startsWith('/') ? `${link}<span data-part="url"> (${escape(host + node.url)})</span>` : link
        }
        default:
          throw new Error(`ebook sample page: ${node.type} is not supported inline`)
      }
    })
    .join('')
}

/** One markdown block as HTML; `level` is the heading level of a `##` (the chapter title is one above). */
function block(node: RootContent, level: number, host: string): string {
  switch (node.type) {
    case 'heading':
      return `<h${level + node.depth - 2}>${inline(node.children, host)}</h${level + node.depth - 2}>`
    case 'paragraph':
      return `<p>${inline(node.children, host)}</p>`
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul'
      const start = node.ordered && node.start && node.start !== 1 ? ` start="${node.start}"` : ''
      const items = node.children.map(
        (item) =>
          `<li>${item.children.map((child) => (child.type === 'paragraph' ? inline(child.children, host) : block(child, level, host))).join('')}</li>`,
      )
      return `<${tag}${start}>${items.join('')}</${tag}>`
    }
    case 'blockquote':
      return `<blockquote>${node.children.map((child) => block(child, level, host)).join('')}</blockquote>`
    case 'table': {
      const align = (c: number) =>
        node.align?.[c] === 'right' ? ' data-align="right"' : node.align?.[c] === 'center' ? ' data-align="center"' : ''
      const [head, ...body] = node.children
      const row = (cells: TableCell[], tag: 'th' | 'td') =>
        `<tr>${cells.map((cell, c) => `<${tag}${tag === 'th' ? ' scope="col"' : ''}${align(c)}>${inline(cell.children, host)}</${tag}>`).join('')}</tr>`
      return `<table><thead>${head ? row(head.children, 'th') : ''}</thead><tbody>${body.map((r) => row(r.children, 'td')).join('')}</tbody></table>`
    }
    case 'thematicBreak':
      return ''
    default:
      throw new Error(`ebook sample page: ${node.type} is not supported`)
  }
}

const squeeze = (text: string) => text.replace(/\s+/g, '')

/** The text of one PDF page, without any white space (pdf.js splits and joins lines its own way). */
async function pageText(pdf: Buffer, page: number): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise
  try {
    const content = await (await doc.getPage(page)).getTextContent()
    return squeeze(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
  } finally {
    await doc.destroy()
  }
}

/**
 * The first page of chapter `part` of one edition as HTML: the opener, the blocks printed whole on the
 * page, and the page's footer. `page` is the page the chapter starts on, `total` the page count.
 */
export async function samplePage(opts: {
  content: EbookContent
  pdf: Buffer
  page: number
  total: number
  siteUrl: string
  part?: string
}): Promise<SamplePage> {
  const { content, page, total } = opts
  const id = opts.part ?? SAMPLE_PART
  const index = content.chapters.findIndex((chapter) => chapter.id === id)
  const chapter = content.chapters[index]
  if (!chapter) throw new Error(`ebook sample page: no chapter ${id}`)
  const text = await pageText(opts.pdf, page)
  const host = opts.siteUrl.replace(/^https?:\/\//, '')
  if (!text.includes(squeeze(chapter.title)))
    throw new Error(`ebook sample page (${content.locale}): page ${page} does not open chapter ${id}`)

  const blocks: RootContent[] = []
  for (const node of chapter.body.children) {
    const words = squeeze(printed(node, host))
    // A block is on the page when its last 40 characters are (blocks are printed in order).
    if (!text.includes(words.slice(-40))) break
    blocks.push(node)
  }
  // A heading printed last, its text on the next page, is not shown alone.
  while (blocks.at(-1)?.type === 'heading') blocks.pop()
  if (blocks.length === 0) throw new Error(`ebook sample page (${content.locale}): no block of chapter ${id} ends on page ${page}`)

  const { labels } = content
  const html = [
    '<header>',
    `<p data-part="label">${escape(labels.chapter({ number: index + 1 }))}</p>`,
    `<h3>${escape(chapter.title)}</h3>`,
    chapter.summary ? `<p data-part="summary">${escape(chapter.summary)}</p>` : '',
    '</header>',
    ...blocks.map((node) => block(node, 4, host)),
    `<footer><span>${escape(`${labels.brand()} · ${labels.title()}`)}</span><span>${escape(labels.page({ page, total }))}</span></footer>`,
  ].join('')
  return { part: id, page, html }
}
