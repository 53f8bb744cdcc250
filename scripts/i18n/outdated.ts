/**
 * What npm run i18n:check says about translations and the English they were made from (issue 39; the file
 * and its states: scripts/i18n/source-hashes.ts). CI's rule, as locales/README.md says:
 * - a complete locale fails on every outdated text (key, English before, English now): a pull request that
 *   changes English brings the translation's update, or a translator's confirmation, in the same change;
 * - a locale in progress counts its outdated texts in its coverage line;
 * - any locale fails while its fingerprint file is behind its catalogs (a translation edited, a new or removed
 *   key or file): the message says the one command that records it. The check itself never writes a file.
 */
import path from 'node:path'
import type { Problem } from './check-report.js'
import {
  FINGERPRINT_FILE,
  FIX_COMMAND,
  isBehind,
  localeStatus,
  readFingerprints,
  readTexts,
  translatedLocales,
  type Item,
  type LocaleStatus,
} from './source-hashes.js'

export interface OutdatedOptions {
  localesDir: string
  sourceLocale?: string
  /** Locales to check (the source and folders that do not exist are skipped). */
  locales: readonly string[]
  inProgress?: readonly string[]
  /** Reported paths are relative to this directory. */
  rootDir: string
}

export interface OutdatedResult {
  problems: Problem[]
  /** Outdated texts per locale. */
  outdated: Map<string, number>
  statuses: LocaleStatus[]
}

/** Every locale's status (for the check, the status page and the export). */
export function allStatuses(localesDir: string, locales: readonly string[], sourceLocale = 'en'): LocaleStatus[] {
  const source = readTexts(localesDir, sourceLocale)
  return translatedLocales(localesDir, locales, sourceLocale).map((locale) =>
    localeStatus(source, readTexts(localesDir, locale), readFingerprints(localesDir, locale), locale),
  )
}

function quote(text: string, max = 300): string {
  const flat = text.replace(/\n/g, '\\n')
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`
}

function list(ids: string[], max = 5): string {
  return ids.length > max ? `${ids.slice(0, max).join(', ')} (+${ids.length - max} more)` : ids.join(', ')
}

function outdatedProblem(item: Item, locale: string, sourceLocale: string, display: (p: string) => string): Problem {
  const confirm = `npm run i18n:confirm -- ${locale} ${item.id}`
  if (item.kind === 'file') {
    return {
      kind: 'outdated-translation',
      file: display(item.id),
      key: '-',
      reason: `outdated: ${sourceLocale}/${item.id} changed since it was translated (the ${sourceLocale} it was made from: git cat-file -p ${item.enBefore ?? ''}); update it, or if it still fits: ${confirm}`,
    }
  }
  const colon = item.id.indexOf(':')
  return {
    kind: 'outdated-translation',
    file: display(`${item.id.slice(0, colon)}.json`),
    key: item.id.slice(colon + 1),
    reason: [
      `outdated: its ${sourceLocale} changed since it was translated; update it, or if it still fits: ${confirm}`,
      `      ${sourceLocale} before: ${quote(item.enBefore ?? '')}`,
      `      ${sourceLocale} now:    ${quote(item.enNow)}`,
    ].join('\n'),
  }
}

function behindProblem(status: LocaleStatus, file: string): Problem {
  const changed = status.items.filter((i) => i.state === 'changed')
  const fresh = status.items.filter((i) => i.state === 'new')
  const parts: string[] = []
  if (!status.recorded) parts.push(`missing (${fresh.length} translations to record)`)
  else {
    if (changed.length > 0) {
      const withEnglish = changed.filter((i) => i.withEnglish).length
      parts.push(
        `${changed.length} translations edited (${withEnglish} together with their English, which counts as their update): ${list(changed.map((i) => i.id))}`,
      )
    }
    if (fresh.length > 0) parts.push(`${fresh.length} new: ${list(fresh.map((i) => i.id))}`)
  }
  if (status.stale.length > 0) parts.push(`${status.stale.length} removed or emptied: ${list(status.stale)}`)
  if (status.duplicates > 0) parts.push(`${status.duplicates} keys recorded twice (a merge)`)
  if (status.invalid > 0) parts.push(`${status.invalid} unreadable lines`)
  return {
    kind: 'fingerprints-behind',
    file,
    key: '-',
    reason: `behind the catalogs: ${parts.join('; ')}. Record them (the tooling writes this file, never by hand): ${FIX_COMMAND}`,
  }
}

export function checkOutdated(opts: OutdatedOptions): OutdatedResult {
  const sourceLocale = opts.sourceLocale ?? 'en'
  const result: OutdatedResult = { problems: [], outdated: new Map(), statuses: [] }
  for (const status of allStatuses(opts.localesDir, opts.locales, sourceLocale)) {
    // Unreadable JSON: the catalog check reports it; nothing to compare until it parses.
    if (status.unreadable.length > 0) continue
    result.statuses.push(status)
    const locale = status.locale
    const display = (rel: string): string =>
      path
        .relative(opts.rootDir, path.join(opts.localesDir, locale, rel))
        .split(path.sep)
        .join('/')
    if (isBehind(status)) result.problems.push(behindProblem(status, display(FINGERPRINT_FILE)))
    const outdated = status.items.filter((i) => i.state === 'outdated')
    result.outdated.set(locale, outdated.length)
    if (opts.inProgress?.includes(locale)) continue
    for (const item of outdated) result.problems.push(outdatedProblem(item, locale, sourceLocale, display))
  }
  return result
}

/** What to do, printed under the report when texts are outdated or the file is behind. */
export function outdatedAdvice(result: OutdatedResult): string[] {
  const lines: string[] = []
  if (result.problems.some((p) => p.kind === 'fingerprints-behind'))
    lines.push(
      `Translations were edited, added or removed since last recorded: run ${FIX_COMMAND} and commit locales/*/${FINGERPRINT_FILE}.`,
    )
  const outdated = [...result.outdated].filter(([, n]) => n > 0)
  if (outdated.length > 0) {
    lines.push(
      `Outdated translations (${outdated.map(([l, n]) => `${l}: ${n}`).join(', ')}): a translator updates each text, or confirms it still fits`,
      `  (npm run i18n:confirm -- <locale> <ns:key> | <ns> | --all); npm run i18n:status shows them all, npm run i18n:export -- --only-needs-work hands them out.`,
    )
  }
  return lines
}
