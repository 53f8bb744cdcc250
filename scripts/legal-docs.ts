/**
 * `npm run legal:docs`: writes public/privacy.html and public/terms.html, the standalone printable
 * documents, from the English catalogs (the same text as /privacy-policy and /terms-of-service).
 * tests/unit/legal.test.ts fails when they drift apart.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { IntlMessageFormat } from 'intl-messageformat'
import { config } from '../src/lib/config'
import { PRIVACY_POLICY, TERMS_OF_SERVICE, legalValues, type LegalDocument } from '../src/content/legal'

const root = process.cwd()
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
type Catalog = { [key: string]: string | Catalog }
function catalog(ns: string): Catalog {
  return JSON.parse(readFileSync(`${root}/locales/en/${ns}.json`, 'utf8')) as Catalog
}
function get(cat: Catalog, key: string): string {
  const value = key.split('.').reduce<string | Catalog | undefined>((o, k) => (typeof o === 'object' ? o[k] : undefined), cat)
  if (typeof value !== 'string') throw new Error(`No string at ${key}`)
  return value
}
const values = legalValues(config.supportEmail)

function fmt(cat: Catalog, fullKey: string, rich = false): string {
  const key = fullKey.split(':')[1]!
  const msg = new IntlMessageFormat(get(cat, key), 'en')
  const out = msg.format({
    ...values,
    mailLink: (chunks: string[]) => `<a href="mailto:${values.email}">${chunks.join('')}</a>`,
    privacyLink: (chunks: string[]) => `<a href="/privacy.html">${chunks.join('')}</a>`,
    dateTag: (chunks: string[]) => `<time datetime="2025-05-21">${chunks.join('')}</time>`,
  } as never) as string | string[]
  const text = Array.isArray(out) ? out.join('') : out
  return rich ? text : esc(text)
}

function build(doc: LegalDocument, ns: string, canonical: string, description: string) {
  const cat = catalog(ns)
  const title = fmt(cat, doc.titleKey)
  const lines: string[] = []
  lines.push('<!doctype html>', '<html lang="en">', '<head>', '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title} | CleanSuite AI</title>`,
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="https://www.cleansuite.ai${canonical}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<style>body{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b2b26;background:#fff;max-width:46rem;margin:0 auto;padding:2rem 1rem}h1{line-height:1.2}h2{margin-top:2rem;line-height:1.3}a{color:#0b6e4f}li+li{margin-top:.4rem}nav ol{padding-left:1.5rem}@media print{body{padding:0}nav{display:none}}</style>',
    '</head>', '<body>', '<main>',
    `<h1>${title}</h1>`,
    `<p><em>${fmt(cat, doc.updatedKey, true)}</em></p>`,
    `<p>${fmt(cat, doc.introKey)}</p>`,
    `<nav aria-label="${fmt(cat, doc.tocLabelKey)}">`, '<ol>')
  for (const s of doc.sections) lines.push(`<li><a href="#${s.id}">${fmt(cat, s.titleKey)}</a></li>`)
  lines.push('</ol>', '</nav>')
  doc.sections.forEach((s, i) => {
    lines.push(`<section id="${s.id}">`, `<h2>${i + 1}. ${fmt(cat, s.titleKey)}</h2>`)
    for (const b of s.blocks) {
      if (b.kind === 'p') lines.push(`<p>${fmt(cat, b.key)}</p>`)
      else if (b.kind === 'rich') lines.push(`<p>${fmt(cat, b.key, true)}</p>`)
      else { lines.push('<ul>'); for (const k of b.keys) lines.push(`<li>${fmt(cat, k)}</li>`); lines.push('</ul>') }
    }
    lines.push('</section>')
  })
  lines.push('</main>', '</body>', '</html>', '')
  return lines.join('\n')
}

const p = catalog('privacy-policy'), t = catalog('terms-of-service')
writeFileSync(`${root}/public/privacy.html`, build(PRIVACY_POLICY, 'privacy-policy', '/privacy-policy', get(p, 'meta.description')))
writeFileSync(`${root}/public/terms.html`, build(TERMS_OF_SERVICE, 'terms-of-service', '/terms-of-service', get(t, 'meta.description')))
