/**
 * `npm run i18n:check` — checks locales/ against src/ (see locales/README.md).
 *
 * Usage: tsx scripts/i18n/check.ts [--fix] [--locales <dir>] [--src <dir>] [--dynamic <file>] [--context <file>]
 * Defaults: locales, src, locales/dynamic-keys.json, locales/context.json (relative to the current directory);
 * the glossary and the same-as-en allow-list are read from <locales>/<lng>/.
 * Outdated translations (scripts/i18n/outdated.ts): the check only reads; `--fix` first records in each
 * locale's translated-from.jsonl the translations edited, added or removed since (never an outdated one).
 * Exit code: 0 when there is no problem, 1 otherwise (2 on bad arguments).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LOCALE, isInProgress, LOCALES, type Locale } from '../../src/i18n/locales.js'
import { checkI18n } from './check-lib.js'
import { formatReport, sortProblems } from './check-report.js'
import { checkOutdated, outdatedAdvice } from './outdated.js'
import { recordFingerprints } from './source-hashes.js'

interface CliArgs {
  locales: string
  src: string
  dynamic: string
  context: string
  fix: boolean
}

function parseArgs(argv: string[]): CliArgs | string {
  const args: CliArgs = { locales: 'locales', src: 'src', dynamic: '', context: '', fix: false }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const value = argv[i + 1]
    if (flag === '--fix') {
      args.fix = true
      continue
    }
    if (flag !== '--locales' && flag !== '--src' && flag !== '--dynamic' && flag !== '--context') {
      return `unknown argument: ${String(flag)}`
    }
    if (value === undefined || value.startsWith('--')) return `missing value for ${flag}`
    args[flag.slice(2) as 'locales' | 'src' | 'dynamic' | 'context'] = value
    i++
  }
  if (args.dynamic === '') args.dynamic = path.join(args.locales, 'dynamic-keys.json')
  if (args.context === '') args.context = path.join(args.locales, 'context.json')
  return args
}

const parsed = parseArgs(process.argv.slice(2))
if (typeof parsed === 'string') {
  console.error(`check-i18n: ${parsed}`)
  console.error('usage: tsx scripts/i18n/check.ts [--fix] [--locales <dir>] [--src <dir>] [--dynamic <file>] [--context <file>]')
  process.exit(2)
}

const cwd = process.cwd()
const srcDir = path.resolve(cwd, parsed.src)
// Content modules build some keys (src/content/keys.ts, src/content/tools/define.ts), so when the
// check reads this repository's src/ it also reads what those modules export.
const ownSrc = fileURLToPath(new URL('../../src', import.meta.url))
const builtContent = srcDir === ownSrc ? (await import('./built-content.js')).BUILT_CONTENT : []
// Every locale of the table (src/i18n/locales.ts) that has a folder in the catalogs checked (a fixture may hold two).
const localesDir = path.resolve(cwd, parsed.locales)
const locales = LOCALES.filter((locale) => existsSync(path.join(localesDir, locale)))
if (parsed.fix) {
  for (const locale of locales.filter((l) => l !== DEFAULT_LOCALE)) {
    try {
      const r = recordFingerprints({ localesDir, locale })
      if (r.written)
        console.log(
          `i18n:check --fix: ${path.relative(cwd, r.file)}: ${r.recorded.length} translations recorded, ${r.pruned.length} removed entries dropped${r.merged > 0 ? `, ${r.merged} keys recorded twice by a merge kept once` : ''}`,
        )
    } catch (err) {
      console.error(`i18n:check --fix: ${locale}: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
}
const result = checkI18n({
  localesDir,
  srcDir,
  dynamicKeysFile: path.resolve(cwd, parsed.dynamic),
  contextFile: path.resolve(cwd, parsed.context),
  rootDir: cwd,
  builtContent,
  // A complete locale fails on any gap; one in progress reports its coverage.
  locales,
  inProgress: locales.filter(isInProgress),
})
// Translations made from an older English (locales/README.md, "Outdated translations").
const outdated = checkOutdated({ localesDir, locales, inProgress: locales.filter(isInProgress), rootDir: cwd })
result.problems = sortProblems([...result.problems, ...outdated.problems])
for (const c of result.coverage) {
  const n = outdated.outdated.get(c.locale)
  if (n !== undefined && (n > 0 || isInProgress(c.locale as Locale))) c.outdated = n
}
console.log(formatReport(result))
for (const line of outdatedAdvice(outdated)) console.log(line)
process.exitCode = result.problems.length > 0 ? 1 : 0
