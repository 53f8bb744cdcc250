// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Root, RootContent } from 'mdast'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { beforeAll, describe, expect, it } from 'vitest'
import { missingGlyphs } from '../../scripts/ebook/content'
import { renderEdition, type EbookEdition } from '../../scripts/ebook/render'
import { woffToSfnt } from '../../scripts/ebook/woff'
import { contentTypeFor } from '../../scripts/server/index'
import { EBOOK_PDF_PATH, EDITION_LOCALES } from '../../src/content/ebook'
import { EBOOK_CLOSING, EBOOK_INTRODUCTION, EBOOK_PDF_CHAPTERS, EBOOK_TEMPLATES } from '../../src/content/ebook-pdf'
import { INTL_LOCALE, localizePath, type Locale } from '../../src/i18n/locales'

/**
 * The playbook PDF generator (scripts/ebook/), run for real on the catalogs and markdown of both
 * languages: a valid PDF of the expected length and size, with its title and language in the
 * metadata, the Inter font embedded, and real text a reader (pdf.js here) extracts: a known sentence
 * of each chapter, the opening sentence of every part, and a contents page whose numbers are right.
 */

const root = path.resolve(import.meta.dirname, '../..')
const parser = unified().use(remarkParse).use(remarkGfm)
const PAGE_RANGE = { min: 24, max: 48 }
const MAX_BYTES = 1.5 * 1024 * 1024

/** One sentence from each chapter, in each language, that the extracted text must contain. */
const KNOWN: Partial<Record<Locale, Record<string, string>>> = {
  en: {
    find: 'Most private cleaning contracts are never posted publicly.',
    qualify: 'Bidding on everything is the fastest way to win the wrong accounts.',
    price: 'Adding 35% to your cost is not a 35% margin.',
    propose: 'The proposal that wins is rarely the most beautiful one.',
    keep: 'Clients rarely leave over one bad night.',
  },
  es: {
    find: 'La mayoría de los contratos privados de limpieza nunca se publican.',
    qualify: 'Licitar en todo es la forma más rápida de ganar las cuentas equivocadas.',
    price: 'Sumarle un 35% a tu costo no es un margen del 35%.',
    propose: 'La propuesta que gana casi nunca es la más bonita.',
    keep: 'Los clientes casi nunca se van por una mala noche.',
  },
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

function catalog(locale: Locale, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, 'locales', locale, `${ns}.json`), 'utf8')) as Record<string, unknown>
}
function message(locale: Locale, ns: string, key: string): string {
  let node: unknown = catalog(locale, ns)
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  return node as string
}

function plain(node: RootContent): string {
  if (node.type === 'break') return ' '
  if ('value' in node) return node.value
  if ('children' in node) return node.children.map((child) => plain(child as RootContent)).join('')
  return ''
}

/** The first sentence of a markdown file's first paragraph. */
function openingSentence(locale: Locale, file: string): string {
  const tree = parser.parse(readFileSync(path.join(root, 'locales', locale, 'ebook', file), 'utf8')) as Root
  const paragraph = tree.children.find((node) => node.type === 'paragraph')
  if (!paragraph) throw new Error(`${file} has no paragraph`)
  const text = squash(plain(paragraph))
  const end = text.search(/[.:!?](?: |$)/)
  return end === -1 ? text : text.slice(0, end + 1)
}

type Extracted = { pages: string[]; info: Record<string, unknown>; numPages: number; contentsNumbers: number[] }

async function extract(pdf: Buffer): Promise<Extracted> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise
  const pages: string[] = []
  let contentsNumbers: number[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(squash(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('')))
    // The contents' page numbers: the right-aligned column (x past 500 pt), above the footer, top to bottom.
    if (n === 2) {
      contentsNumbers = content.items
        .flatMap((item) => ('str' in item && /^\d+$/.test(item.str) && item.transform[4] > 500 && item.transform[5] > 100 ? [item] : []))
        .sort((a, b) => b.transform[5] - a.transform[5])
        .map((item) => Number(item.str))
    }
  }
  const { info } = await doc.getMetadata()
  const numPages = doc.numPages
  await doc.destroy()
  return { pages, info: info as Record<string, unknown>, numPages, contentsNumbers }
}

describe('the playbook PDF generator', () => {
  const editions = {} as Record<Locale, { edition: EbookEdition; text: Extracted }>

  beforeAll(async () => {
    for (const locale of EDITION_LOCALES) {
      const edition = await renderEdition(locale, { localesDir: path.join(root, 'locales'), siteUrl: 'https://www.cleansuite.ai' })
      editions[locale] = { edition, text: await extract(edition.pdf) }
    }
  }, 180_000)

  // Every locale with a playbook of its own (a locale in progress offers the English edition).
  for (const locale of EDITION_LOCALES) {
    describe(`${locale} edition`, () => {
      it('gives the landing page one real page: the pricing chapter’s first, its printed blocks, in known tags only', () => {
        const { edition, text } = editions[locale]
        const { sample } = edition
        expect(sample.part).toBe('price')
        const page = text.pages[sample.page - 1] ?? ''
        expect(page).toContain(openingSentence(locale, 'chapters/price.md'))
        // Text as printed: every paragraph of the sample is on that PDF page (white space aside).
        const paragraphs = [...sample.html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'))
        expect(paragraphs.length).toBeGreaterThanOrEqual(3)
        for (const p of paragraphs) expect(page.replace(/\s+/g, '')).toContain(p.replace(/\s+/g, ''))
        const tags = new Set([...sample.html.matchAll(/<\/?([a-z][a-z0-9]*)/g)].map((m) => m[1]))
        const known = [
          'header',
          'footer',
          'p',
          'h3',
          'h4',
          'h5',
          'strong',
          'em',
          'code',
          'br',
          'a',
          'span',
          'ul',
          'ol',
          'li',
          'blockquote',
          'table',
          'thead',
          'tbody',
          'tr',
          'th',
          'td',
        ]
        expect([...tags].filter((tag) => !known.includes(tag!))).toEqual([])
        expect(sample.html).not.toMatch(/\son[a-z]+=|javascript:|<script/i)
      })

      it('is a valid PDF of the expected length and size, at its stable localized path', () => {
        const { edition, text } = editions[locale]
        expect(edition.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(edition.pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
        expect(text.numPages).toBe(edition.pages)
        expect(edition.pages).toBeGreaterThanOrEqual(PAGE_RANGE.min)
        expect(edition.pages).toBeLessThanOrEqual(PAGE_RANGE.max)
        expect(edition.pdf.length).toBeLessThan(MAX_BYTES)
        expect(edition.href).toBe(EBOOK_PDF_PATH[locale])
        expect(edition.chapters).toBe(5)
        expect(edition.templates).toBe(6)
      })

      it('has its title, language and author in the metadata', () => {
        const { info } = editions[locale].text
        expect(info.Title).toBe(message(locale, 'ebook', 'cover.title'))
        expect(info.Language).toBe(INTL_LOCALE[locale])
        expect(info.Author).toBe(message(locale, 'common', 'brand.name'))
      })

      it('embeds the self-hosted Inter font (a subset), so the text is real text', () => {
        const raw = editions[locale].edition.pdf.toString('latin1')
        expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/)
        expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold/)
        expect(raw).toContain('/FontFile2')
      })

      it('has a known sentence of each chapter in its extracted text, in its language', () => {
        const all = editions[locale].text.pages.join(' ')
        for (const [chapter, sentence] of Object.entries(KNOWN[locale] ?? {})) expect(all, chapter).toContain(sentence)
        // …and not another language's.
        for (const other of EDITION_LOCALES.filter((l) => l !== locale)) {
          for (const sentence of Object.values(KNOWN[other] ?? {})) expect(all).not.toContain(sentence)
        }
      })

      it('has every part: the opening sentence of each markdown file is in the text', () => {
        const all = editions[locale].text.pages.join(' ')
        for (const part of [EBOOK_INTRODUCTION, ...EBOOK_PDF_CHAPTERS, ...EBOOK_TEMPLATES, EBOOK_CLOSING]) {
          expect(all, part.file).toContain(openingSentence(locale, part.file))
        }
      })

      it('starts with the cover, then a contents page whose page numbers are where each part starts', () => {
        const { pages, contentsNumbers } = editions[locale].text
        expect(pages[0]).toContain(message(locale, 'ebook', 'cover.title'))
        expect(pages[0]).toContain(message(locale, 'ebook-pdf', 'cover.edition'))
        const contents = pages[1]!
        expect(contents).toContain(message(locale, 'ebook-pdf', 'contents.title'))
        const titles = [
          message(locale, 'ebook-pdf', 'introduction.title'),
          ...EBOOK_PDF_CHAPTERS.map((c) => message(locale, 'ebook', c.titleKey.replace('ebook:', ''))),
          ...EBOOK_TEMPLATES.map((t) => message(locale, 'ebook-pdf', t.titleKey.replace('ebook-pdf:', ''))),
          message(locale, 'ebook-pdf', 'closing.title'),
        ]
        expect(contentsNumbers).toHaveLength(titles.length)
        let previous = 2
        titles.forEach((title, i) => {
          expect(contents, title).toContain(title)
          const number = contentsNumbers[i]!
          expect(number, title).toBeGreaterThan(previous)
          // That page has the part's title, and the page before it does not (parts start on a new page).
          expect(pages[number - 1], `${title} on page ${number}`).toContain(title)
          if (number - 1 > 2) expect(pages[number - 2], `${title} not before page ${number}`).not.toContain(title)
          previous = number
        })
      })

      it('numbers every page but the cover in the footer', () => {
        const { pages } = editions[locale].text
        const label = (page: number) =>
          message(locale, 'ebook-pdf', 'footer.page').replace('{page}', String(page)).replace('{total}', String(pages.length))
        expect(pages[0]).not.toContain(label(1))
        pages.slice(1).forEach((text, i) => expect(text).toContain(label(i + 2)))
      })

      it('links to the site’s own pages, in its language, and the other edition', () => {
        const raw = editions[locale].edition.pdf.toString('latin1')
        expect(raw).toContain(`/URI (https://www.cleansuite.ai${localizePath('/cleaning-bid-calculator', locale)})`)
        const other = EDITION_LOCALES.find((l) => l !== locale)!
        expect(raw).toContain(`/URI (https://www.cleansuite.ai${EBOOK_PDF_PATH[other]})`)
      })
    })
  }

  it('every site link in the markdown is a page of the site or an edition', () => {
    const pdfs = new Set(Object.values(EBOOK_PDF_PATH))
    for (const locale of EDITION_LOCALES) {
      const dir = path.join(root, 'locales', locale, 'ebook')
      for (const part of [EBOOK_INTRODUCTION, ...EBOOK_PDF_CHAPTERS, ...EBOOK_TEMPLATES, EBOOK_CLOSING]) {
        const text = readFileSync(path.join(dir, part.file), 'utf8')
        for (const [, href] of text.matchAll(/\]\((\/[^)\s]*)\)/g)) {
          if (pdfs.has(href!)) continue
          const local = locale === 'es' ? href!.replace(/^\/es(?=\/)/, '') : href!
          if (locale === 'es') expect(href, `${part.file}: a Spanish link goes to /es`).toMatch(/^\/es\//)
          expect(existsSync(path.join(root, 'src/routes/{-$locale}', `${local}.tsx`)), `${locale} ${part.file}: ${href}`).toBe(true)
        }
      }
    }
  })
})

describe('helpers of the generator', () => {
  it('unpacks WOFF to a TrueType font with the same tables', () => {
    const woff = readFileSync(path.join(root, 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff'))
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12))
    expect(sfnt.length).toBe(woff.readUInt32BE(16)) // totalSfntSize in the WOFF header
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow(/WOFF/)
  })

  it('knows which characters the embedded font lacks', () => {
    expect(missingGlyphs('Cotización: $14,163.37 × 1.03 — “sí” ¿ñ? 35%')).toEqual([])
    expect(missingGlyphs('Next → step ☐')).toEqual(['→', '☐'])
  })

  it('the local server sends a PDF as application/pdf', () => {
    expect(contentTypeFor('/ebook/get-cleaning-accounts-with-ai.pdf')).toBe('application/pdf')
  })
})
