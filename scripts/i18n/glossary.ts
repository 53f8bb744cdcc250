/**
 * The translators' glossary (locales/<lng>/glossary.json) as npm run i18n:check enforces it:
 * forbidden variants are matched as whole words, case- and accent-insensitively, in every
 * catalog value and markdown file of that locale. See locales/README.md.
 */
import fs from 'node:fs'

interface GlossaryException {
  /** `namespace:key`, or a markdown path relative to the locale directory (`examples/x/y.md`). */
  where: string
  variant: string
  reason: string
  used: boolean
}

interface Variant {
  term: string
  variant: string
  approved: string
  re: RegExp
  allowed: RegExp[]
}

export interface Glossary {
  variants: Variant[]
  exceptions: GlossaryException[]
}

export interface GlossaryHit {
  term: string
  variant: string
  approved: string
}

/** Lower case without accents (NFD, combining marks removed): `Cotización` -> `cotizacion`. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Whole-word, case- and accent-insensitive matcher of a phrase (any run of spaces between words). */
function phraseRegExp(phrase: string): RegExp {
  const body = fold(phrase.trim()).split(/\s+/).map(escapeRegExp).join('\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu')
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined
}

function readEntry(entry: unknown, index: string, errors: string[]): Variant[] {
  if (!isRecord(entry)) {
    errors.push(`${index}: expected an object`)
    return []
  }
  const term = typeof entry.id === 'string' ? entry.id : typeof entry.en === 'string' ? entry.en : index
  const approved = typeof entry.approved === 'string' ? entry.approved : typeof entry.es === 'string' ? entry.es : undefined
  const forbidden = strings(entry.forbidden)
  const allowedPhrases = entry.allowedPhrases === undefined ? [] : strings(entry.allowedPhrases)
  if (approved === undefined || forbidden === undefined || allowedPhrases === undefined) {
    errors.push(
      `${index} (${term}): needs "approved" (or "es") as a string, "forbidden" as a list of strings, optional "allowedPhrases" as a list of strings`,
    )
    return []
  }
  const allowed = allowedPhrases.map(phraseRegExp)
  return forbidden.map((variant) => ({ term, variant, approved, re: phraseRegExp(variant), allowed }))
}

function readExceptions(value: unknown, errors: string[]): GlossaryException[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    errors.push('"exceptions" must be a list')
    return []
  }
  const out: GlossaryException[] = []
  value.forEach((item: unknown, i) => {
    if (
      isRecord(item) &&
      typeof item.where === 'string' &&
      typeof item.variant === 'string' &&
      typeof item.reason === 'string' &&
      item.reason.trim() !== ''
    ) {
      out.push({ where: item.where, variant: item.variant, reason: item.reason, used: false })
    } else {
      errors.push(`exceptions[${i}]: needs "where", "variant" and a non-empty "reason"`)
    }
  })
  return out
}

/** Reads a glossary file; `undefined` when it does not exist. Structural errors are returned, one line each. */
export function loadGlossary(file: string): { glossary?: Glossary; errors: string[] } {
  if (!fs.existsSync(file)) return { errors: [] }
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  } catch (err) {
    return { errors: [`invalid JSON: ${err instanceof Error ? err.message : String(err)}`] }
  }
  if (!isRecord(data)) return { errors: ['top level must be an object'] }
  const errors: string[] = []
  const variants: Variant[] = []
  for (const section of ['terms', 'products'] as const) {
    const entries = data[section]
    if (entries === undefined) continue
    if (!Array.isArray(entries)) {
      errors.push(`"${section}" must be a list`)
      continue
    }
    entries.forEach((entry: unknown, i) => variants.push(...readEntry(entry, `${section}[${i}]`, errors)))
  }
  // Longest variants first, so "puntuación de compatibilidad" is reported once, not also as "compatibilidad".
  variants.sort((a, b) => b.variant.length - a.variant.length)
  return { glossary: { variants, exceptions: readExceptions(data.exceptions, errors) }, errors }
}

function ranges(re: RegExp, text: string): [number, number][] {
  return [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length])
}

function inside(range: [number, number], spans: [number, number][]): boolean {
  return spans.some(([start, end]) => range[0] >= start && range[1] <= end)
}

/**
 * Forbidden variants in one text (a catalog value or one markdown line), minus those inside an
 * allowed phrase, inside a longer reported variant, or excepted for `where`.
 */
export function findForbidden(text: string, glossary: Glossary, where: string): GlossaryHit[] {
  const folded = fold(text)
  const hits: GlossaryHit[] = []
  const reported: [number, number][] = []
  for (const v of glossary.variants) {
    const allowedSpans = v.allowed.flatMap((re) => ranges(re, folded))
    for (const range of ranges(v.re, folded)) {
      if (inside(range, allowedSpans) || inside(range, reported)) continue
      const exception = glossary.exceptions.find((e) => e.where === where && fold(e.variant) === fold(v.variant))
      if (exception) {
        exception.used = true
        continue
      }
      reported.push(range)
      if (!hits.some((h) => h.variant === v.variant)) hits.push({ term: v.term, variant: v.variant, approved: v.approved })
    }
  }
  return hits
}

export function describeHit(hit: GlossaryHit): string {
  return `glossary: "${hit.variant}" is not used (${hit.term}); write: ${hit.approved}`
}
