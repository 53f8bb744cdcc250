// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import {
  LEGAL_LAST_UPDATED_ISO,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
  legalLastUpdated,
  legalValues,
  PROCESSOR_ROWS,
  type LegalDocument,
} from '../../src/content/legal'
import { INTL_LOCALE } from '../../src/i18n/locales'
import { LEGAL_ENTITY, PROCESSORS_ANCHOR } from '../../src/content/company'
import { LEGAL_UPDATED, PROCESSORS } from '../../src/content/legal-settings'

const root = path.resolve(import.meta.dirname, '../..')
type Catalog = { [key: string]: string | Catalog }

function catalog(locale: 'en' | 'es', ns: string): Catalog {
  return JSON.parse(readFileSync(path.join(root, 'locales', locale, `${ns}.json`), 'utf8')) as Catalog
}

function message(cat: Catalog, fullKey: string): string {
  const value = fullKey
    .split(':')[1]!
    .split('.')
    .reduce<string | Catalog | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), cat)
  if (typeof value !== 'string') throw new Error(`missing ${fullKey}`)
  return value
}

/** A message as a reader sees it: ICU formatted, rich-text tags reduced to their text. */
function text(locale: 'en' | 'es', cat: Catalog, fullKey: string): string {
  const keep = (chunks: unknown[]) => chunks.join('')
  // In the locale's INTL_LOCALE, as the app formats catalog messages (src/i18n/compiled-icu.ts).
  const out = new IntlMessageFormat(message(cat, fullKey), INTL_LOCALE[locale]).format({
    ...legalValues('support@cleansuite.ai'),
    mailLink: keep,
    privacyLink: keep,
    processorsLink: keep,
    dateTag: keep,
  } as never)
  return Array.isArray(out) ? out.join('') : String(out)
}

/** Visible text of an HTML document: tags dropped, entities decoded, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/?(a|em|strong|time)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}

const DOCS: [LegalDocument, string, string][] = [
  [PRIVACY_POLICY, 'privacy-policy', 'public/privacy.html'],
  [TERMS_OF_SERVICE, 'terms-of-service', 'public/terms.html'],
]

/** Each printable document in each language: the English ones and their Spanish twins under public/es/. */
const PRINTABLE: ['en' | 'es', LegalDocument, string, string][] = [
  ['en', PRIVACY_POLICY, 'privacy-policy', 'public/privacy.html'],
  ['en', TERMS_OF_SERVICE, 'terms-of-service', 'public/terms.html'],
  ['es', PRIVACY_POLICY, 'privacy-policy', 'public/es/privacy.html'],
  ['es', TERMS_OF_SERVICE, 'terms-of-service', 'public/es/terms.html'],
]

describe('legal documents', () => {
  it('the last-updated date is the owner setting (src/content/company.ts), a local calendar date', () => {
    const date = legalLastUpdated()
    expect([date.getFullYear(), date.getMonth() + 1, date.getDate()]).toEqual([LEGAL_UPDATED.year, LEGAL_UPDATED.month, LEGAL_UPDATED.day])
    expect(LEGAL_LAST_UPDATED_ISO).toBe('2026-11-28')
  })

  it.each(DOCS)('%#: the last-updated line is formatted per locale, one date style each', (doc, ns) => {
    expect(text('en', catalog('en', ns), doc.updatedKey)).toBe('Last updated November 28, 2026')
    expect(text('es', catalog('es', ns), doc.updatedKey)).toBe('Última actualización: 28 de noviembre de 2026')
  })

  it('the terms state the Premium price per locale, renewal and notice periods', () => {
    const plan = TERMS_OF_SERVICE.sections.find((s) => s.id === 'subscription-and-billing')!.blocks[0]!
    if (plan.kind !== 'list') throw new Error('expected a list')
    const en = plan.keys.map((k) => text('en', catalog('en', 'terms-of-service'), k)).join(' ')
    const es = plan.keys.map((k) => text('es', catalog('es', 'terms-of-service'), k)).join(' ')
    expect(en).toContain('$49.99 per month')
    expect(en).toContain('at least 24 hours before the end of the current period')
    expect(en).toContain('at least 30 days’ notice')
    expect(es).toContain('$49.99 al mes')
    expect(es).toContain('al menos 24 horas antes')
  })

  it.each(PRINTABLE)('%s %#: the standalone document carries the same text as the page, in its language', (locale, doc, ns, file) => {
    const html = readFileSync(path.join(root, file), 'utf8')
    expect(html).toContain(`<html lang="${locale}">`)
    const body = visibleText(html)
    const cat = catalog(locale, ns)
    expect(body).toContain(text(locale, cat, doc.titleKey))
    expect(body).toContain(text(locale, cat, doc.updatedKey))
    expect(body).toContain(text(locale, cat, doc.introKey))
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])
    expect(headings).toEqual(doc.sections.map((s, i) => `${i + 1}. ${text(locale, cat, s.titleKey)}`))
    for (const section of doc.sections) {
      expect(html).toContain(`id="${section.id}"`)
      for (const block of section.blocks) {
        if (block.kind === 'processors') {
          for (const row of PROCESSOR_ROWS) expect(body).toContain(row.name)
          continue
        }
        const keys = block.kind === 'list' ? block.keys : [block.key]
        for (const key of keys) expect(body, key).toContain(text(locale, cat, key))
      }
    }
    // Links inside the document stay in its language.
    for (const [, href] of html.matchAll(/<a href="(\/[^"#]*)"/g))
      expect(href).toBe(locale === 'en' ? '/privacy.html' : `/${locale}/privacy.html`)
  })

  it.each(DOCS)('%#: no conflicting plan claims in either language', (_doc, ns, file) => {
    const all = [
      JSON.stringify(catalog('en', ns)),
      JSON.stringify(catalog('es', ns)),
      readFileSync(path.join(root, file), 'utf8'),
      readFileSync(path.join(root, file.replace('public/', 'public/es/')), 'utf8'),
    ]
    for (const source of all) {
      expect(source).not.toMatch(/\$97|97\s?US\$|Pro Plan|plan Pro/i)
      expect(source).not.toContain("'")
    }
  })

  // Issue 36: who the contract is with, the law and the courts, the providers, in both languages and printables.
  const all = (locale: 'en' | 'es', doc: LegalDocument, ns: string) => {
    const cat = catalog(locale, ns)
    return [
      doc.introKey,
      ...doc.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'list' ? b.keys : b.kind === 'processors' ? [] : [b.key]))),
    ]
      .map((key) => text(locale, cat, key))
      .join(' ')
  }

  it.each(['en', 'es'] as const)('%s: both documents name the entity, its state and its postal address', (locale) => {
    for (const [doc, ns] of DOCS) {
      const body = all(locale, doc, ns)
      expect(body).toContain(LEGAL_ENTITY.name)
      expect(body).toContain(LEGAL_ENTITY.state)
      expect(body).toContain(
        `${LEGAL_ENTITY.address.street}, ${LEGAL_ENTITY.address.city}, ${LEGAL_ENTITY.address.state} ${LEGAL_ENTITY.address.zip}`,
      )
    }
  })

  it('the terms give the governing law, informal resolution first, then the courts of the entity’s state', () => {
    const en = all('en', TERMS_OF_SERVICE, 'terms-of-service')
    const es = all('es', TERMS_OF_SERVICE, 'terms-of-service')
    expect(en).toContain('governed by the laws of the State of Delaware')
    expect(en).toContain('resolve it informally for 60 days')
    expect(en).toContain('state or federal courts located in the State of Delaware')
    expect(en).toContain('a Delaware corporation')
    expect(es).toContain('se rigen por las leyes del estado de Delaware')
    expect(es).toContain('de manera informal durante 60 días')
    expect(es).toContain('tribunales estatales o federales ubicados en el estado de Delaware')
    expect(es).toContain('una corporación de Delaware')
  })

  it('the privacy policy lists every provider, the AI model provider among them, in a table that its section 3 links to', () => {
    expect(PROCESSORS.list.map((p) => p.role)).toEqual(['hosting', 'payments', 'email', 'ai', 'forms'])
    const section = PRIVACY_POLICY.sections.find((s) => s.id === PROCESSORS_ANCHOR)!
    expect(section.blocks.some((b) => b.kind === 'processors')).toBe(true)
    for (const locale of ['en', 'es'] as const) {
      const cat = catalog(locale, 'privacy-policy')
      const ai = PRIVACY_POLICY.sections[2]!
      expect(ai.id).toBe('ai-and-your-data')
      expect(message(cat, 'privacy-policy:sections.ai.providers')).toMatch(/<processorsLink>/)
      expect(text(locale, cat, 'privacy-policy:processors.roles.ai')).toMatch(locale === 'en' ? /AI model provider/ : /modelos de IA/)
      const html = readFileSync(path.join(root, locale === 'en' ? 'public/privacy.html' : 'public/es/privacy.html'), 'utf8')
      for (const row of PROCESSOR_ROWS) expect(html).toContain(`<th scope="row">${row.name.replace(/&/g, '&amp;')}</th>`)
      expect(html).toContain(`href="${locale === 'en' ? '' : '/es'}/privacy.html#${PROCESSORS_ANCHOR}"`)
    }
    // The terms' data claim points at the table too.
    expect(message(catalog('en', 'terms-of-service'), 'terms-of-service:sections.content.protection')).toContain(
      '<processorsLink>our Privacy Policy lists them</processorsLink>',
    )
  })

  it.each(PRINTABLE)('%s %#: the printable document says its sample values are samples', (locale, doc, ns, file) => {
    const html = readFileSync(path.join(root, file), 'utf8')
    expect(visibleText(html)).toContain(text(locale, catalog(locale, ns), doc.sampleNoteKey))
  })
})
