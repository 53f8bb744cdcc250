/**
 * What the catalog check reports: the kinds of problem, a problem (file, key, reason), each locale's
 * coverage, the result, and the text npm run i18n:check prints (scripts/i18n/check.ts). The outdated
 * translations (outdated.ts) are reported in the same shape.
 */
import { compareStrings, plural } from './check-util.js'

export type ProblemKind =
  | 'invalid-json'
  | 'non-string-value'
  | 'duplicate-key'
  | 'missing-locale'
  | 'missing-namespace'
  | 'missing-translation'
  | 'missing-example'
  | 'missing-ebook-file'
  | 'ebook-structure-mismatch'
  | 'icu-syntax'
  | 'placeholder-mismatch'
  | 'argument-type-mismatch'
  | 'tag-mismatch'
  | 'forbidden-tag'
  | 'missing-key'
  | 'unused-key'
  | 'invalid-dynamic-keys'
  | 'unused-dynamic-pattern'
  | 'runtime-key-missing'
  | 'case-mismatch'
  | 'format-style-mismatch'
  | 'pound-mismatch'
  | 'whitespace-mismatch'
  | 'markup-in-value'
  | 'untranslated'
  | 'invalid-same-as-source'
  | 'glossary-term'
  | 'invalid-glossary'
  | 'too-long'
  | 'invalid-context'
  // scripts/i18n/outdated.ts (the fingerprint file, locales/<lng>/translated-from.jsonl)
  | 'outdated-translation'
  | 'fingerprints-behind'

export interface Problem {
  kind: ProblemKind
  /** Path of the file to fix, relative to rootDir, with forward slashes. */
  file: string
  /** Key path inside the file (or `ns:key`, a pattern, or '-' for whole-file problems). */
  key: string
  reason: string
}

export interface Coverage {
  locale: string
  isSource: boolean
  /** Namespace files that were read successfully. */
  namespaces: number
  /** String keys in this locale (non-empty). */
  keys: number
  /** Source-locale keys (non-empty) that have a non-empty value in this locale. */
  translated: number
  /** Non-empty source-locale keys. */
  sourceKeys: number
  /** translated / sourceKeys * 100 (100 when there are no source keys). */
  percent: number
  /** A locale in progress: its gaps, counted here instead of failing the check (missing or identical to the source). */
  inProgress?: { untranslated: number; identical: number; gaps: number }
  /** Non-empty example markdown files. */
  exampleFiles: number
  /** Non-empty ebook markdown files. */
  ebookFiles: number
  /** Translations whose English changed since (scripts/i18n/outdated.ts): a locale in progress counts them here. */
  outdated?: number
}

export interface CheckResult {
  problems: Problem[]
  coverage: Coverage[]
}

/** Sorts problems (file, key, kind, reason) and drops exact duplicates. */
export function sortProblems(problems: Problem[]): Problem[] {
  const unique = new Map<string, Problem>()
  for (const p of problems) unique.set(`${p.file}\u0000${p.key}\u0000${p.kind}\u0000${p.reason}`, p)
  return [...unique.values()].sort(
    (a, b) =>
      compareStrings(a.file, b.file) ||
      compareStrings(a.key, b.key) ||
      compareStrings(a.kind, b.kind) ||
      compareStrings(a.reason, b.reason),
  )
}

/** Human-readable report: one line per problem, then coverage, then the verdict. */
export function formatReport(result: CheckResult): string {
  const lines: string[] = []
  for (const p of result.problems) lines.push(`${p.file}  ${p.key}  ${p.reason}`)
  if (result.problems.length > 0) lines.push('')
  lines.push('Coverage:')
  for (const c of result.coverage) {
    const pct = `${(Math.floor(c.percent * 10) / 10).toFixed(1)}%`
    lines.push(
      c.isSource
        ? `  ${c.locale} (source): ${plural(c.namespaces, 'namespace')}, ${plural(c.keys, 'key')}, ${plural(c.exampleFiles, 'example file')}, ${plural(c.ebookFiles, 'ebook file')}`
        : `  ${c.locale}${c.inProgress ? ' (in progress)' : ''}: ${plural(c.namespaces, 'namespace')}, ${c.translated}/${c.sourceKeys} keys (${pct}), ${plural(c.exampleFiles, 'example file')}, ${plural(c.ebookFiles, 'ebook file')}`,
    )
    if (c.inProgress) {
      lines.push(
        `    ${c.inProgress.untranslated} keys untranslated (missing, empty or identical to the source: ${c.inProgress.identical} identical); ${plural(c.inProgress.gaps, 'gap')} shown in English, not counted as problems`,
      )
    }
    if (c.outdated !== undefined) lines.push(`    ${plural(c.outdated, 'text')} outdated (English changed since translated)`)
  }
  lines.push('')
  const n = result.problems.length
  lines.push(n === 0 ? 'i18n check: all good, no problems found.' : `i18n check: ${n} problem${n === 1 ? '' : 's'} found.`)
  return lines.join('\n')
}
