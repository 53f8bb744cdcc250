/**
 * `npm run legal:docs`: writes the standalone printable documents from the catalogs, the same text as
 * the pages: public/privacy.html and public/terms.html (English, /privacy-policy, /terms-of-service) and
 * public/es/privacy.html and public/es/terms.html (Spanish, /es/privacy-policy, /es/terms-of-service).
 * tests/unit/legal.test.ts fails when they drift apart. The providers' table follows the build's video settings as
 * `vite build` reads them (.env files and the environment): Google LLC is listed while a video is on YouTube.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { IntlMessageFormat } from 'intl-messageformat'
import { loadEnv } from 'vite'
import { config, PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'
import { PROCESSORS_ANCHOR } from '../../src/content/company'
import {
  LEGAL_HAS_SAMPLES,
  PRIVACY_POLICY,
  PROCESSOR_COLUMNS,
  TERMS_OF_SERVICE,
  legalValues,
  processorRows,
  siteVideoUrls,
  printablePath,
  LEGAL_LAST_UPDATED_ISO,
  type LegalDocument,
} from '../../src/content/legal'
import { INTL_LOCALE, isInProgress, LOCALES, localizePath, type Locale } from '../../src/i18n/locales'

const root = process.cwd()
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
type Catalog = { [key: string]: string | Catalog }
function catalog(locale: Locale, ns: string): Catalog {
  return JSON.parse(readFileSync(`${root}/locales/${locale}/${ns}.json`, 'utf8')) as Catalog
}
function get(cat: Catalog, key: string): string {
  const value = key.split('.').reduce<string | Catalog | undefined>((o, k) => (typeof o === 'object' ? o[k] : undefined), cat)
  if (typeof value !== 'string') throw new Error(`No string at ${key}`)
  return value
}
const env = loadEnv(process.env.MODE ?? 'production', root, 'VITE_')
const rows = processorRows(
  siteVideoUrls({ videoUrl: env.VITE_VIDEO_URL || PLACEHOLDER_VIDEO_URL, demoVideoUrl: (env.VITE_DEMO_VIDEO_URL ?? '').trim() }),
)
const values = legalValues(config.supportEmail, rows)

function fmt(locale: Locale, cat: Catalog, fullKey: string, rich = false): string {
  const key = fullKey.split(':')[1]!
  // The locale's number and date format, as the pages format the same messages (INTL_LOCALE).
  const msg = new IntlMessageFormat(get(cat, key), INTL_LOCALE[locale])
  const out = msg.format({
    ...values,
    mailLink: (chunks: string[]) => `<a href="mailto:${values.email}">${chunks.join('')}</a>`,
    privacyLink: (chunks: string[]) => `<a href="${printablePath(PRIVACY_POLICY.standalonePath, locale)}">${chunks.join('')}</a>`,
    // The providers' table: a fragment within the privacy policy, the document's own when it is the privacy policy.
    processorsLink: (chunks: string[]) =>
      `<a href="${printablePath(PRIVACY_POLICY.standalonePath, locale)}#${PROCESSORS_ANCHOR}">${chunks.join('')}</a>`,
    dateTag: (chunks: string[]) => `<time datetime="${LEGAL_LAST_UPDATED_ISO}">${chunks.join('')}</time>`,
  } as never) as string | string[]
  const text = Array.isArray(out) ? out.join('') : out
  return rich ? text : esc(text)
}

/** The service providers' table (src/content/company.ts PROCESSORS), its words from the privacy policy's catalog. */
function processorTable(locale: Locale): string[] {
  const cat = catalog(locale, 'privacy-policy')
  const f = (key: string) => fmt(locale, cat, key)
  const cols = [PROCESSOR_COLUMNS.provider, PROCESSOR_COLUMNS.role, PROCESSOR_COLUMNS.data, PROCESSOR_COLUMNS.location]
  return [
    '<table>',
    `<caption>${f(PROCESSOR_COLUMNS.caption)}</caption>`,
    `<thead><tr>${cols.map((c) => `<th scope="col">${f(c)}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.map(
      (row) =>
        `<tr><th scope="row">${esc(row.name)}</th><td>${f(row.roleKey)}</td><td>${f(row.dataKey)}</td><td>${f(row.locationKey)}</td></tr>`,
    ),
    '</tbody>',
    '</table>',
  ]
}

function build(locale: Locale, doc: LegalDocument, ns: string, page: string) {
  const cat = catalog(locale, ns)
  const f = (key: string, rich = false) => fmt(locale, cat, key, rich)
  const title = f(doc.titleKey)
  const description = get(cat, 'meta.description')
  const canonical = localizePath(page, locale)
  const lines: string[] = []
  lines.push(
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title} | CleanSuite AI</title>`,
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="https://www.cleansuite.ai${canonical}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<style>body{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b2b26;background:#fff;max-width:46rem;margin:0 auto;padding:2rem 1rem}h1{line-height:1.2}h2{margin-top:2rem;line-height:1.3}table{border-collapse:collapse;width:100%;font-size:.9rem}caption{text-align:left;font-weight:700;padding:.4rem 0}th,td{border:1px solid #c9ddd5;padding:.4rem .5rem;text-align:left;vertical-align:top}.sample{border:1px dashed #0b6e4f;padding:.5rem .75rem;border-radius:.5rem}a{color:#0b6e4f}li+li{margin-top:.4rem}nav ol{padding-left:1.5rem}@media print{body{padding:0}nav{display:none}}</style>',
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    `<p><em>${f(doc.updatedKey, true)}</em></p>`,
    // The page's dashed "Sample values" label (common.json sample.values), then the note.
    ...(LEGAL_HAS_SAMPLES
      ? [`<p class="sample"><strong>${esc(get(catalog(locale, 'common'), 'sample.values'))}:</strong> ${f(doc.sampleNoteKey)}</p>`]
      : []),
    `<p>${f(doc.introKey)}</p>`,
    `<nav aria-label="${f(doc.tocLabelKey)}">`,
    '<ol>',
  )
  for (const s of doc.sections) lines.push(`<li><a href="#${s.id}">${f(s.titleKey)}</a></li>`)
  lines.push('</ol>', '</nav>')
  doc.sections.forEach((s, i) => {
    lines.push(`<section id="${s.id}">`, `<h2>${i + 1}. ${f(s.titleKey)}</h2>`)
    for (const b of s.blocks) {
      if (b.kind === 'processors') lines.push(...processorTable(locale))
      else if (b.kind === 'p') lines.push(`<p>${f(b.key)}</p>`)
      else if (b.kind === 'rich') lines.push(`<p>${f(b.key, true)}</p>`)
      else {
        lines.push('<ul>')
        for (const k of b.keys) lines.push(`<li>${f(k)}</li>`)
        lines.push('</ul>')
      }
    }
    lines.push('</section>')
  })
  lines.push('</main>', '</body>', '</html>', '')
  return lines.join('\n')
}

// Every complete language (one in progress links the English documents: printablePath).
for (const locale of LOCALES.filter((l) => !isInProgress(l))) {
  if (locale !== 'en') mkdirSync(`${root}/public/${locale}`, { recursive: true })
  for (const [doc, ns, page] of [
    [PRIVACY_POLICY, 'privacy-policy', '/privacy-policy'],
    [TERMS_OF_SERVICE, 'terms-of-service', '/terms-of-service'],
  ] as const) {
    const file = `${root}/public${printablePath(doc.standalonePath, locale)}`
    writeFileSync(file, build(locale, doc, ns, page))
    console.log(`wrote ${file.slice(root.length + 1)}`)
  }
}
