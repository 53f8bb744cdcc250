/**
 * `npm run i18n:check` — checks locales/ against src/ (see locales/README.md).
 *
 * Usage: tsx scripts/check-i18n.ts [--locales <dir>] [--src <dir>] [--dynamic <file>] [--context <file>]
 * Defaults: locales, src, locales/dynamic-keys.json, locales/context.json (relative to the current directory);
 * the glossary and the same-as-en allow-list are read from <locales>/<lng>/.
 * Exit code: 0 when there is no problem, 1 otherwise (2 on bad arguments).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isInProgress, LOCALES } from '../src/i18n/locales.js'
import { checkI18n, formatReport } from './i18n-check-lib.js'

interface CliArgs {
  locales: string
  src: string
  dynamic: string
  context: string
}

function parseArgs(argv: string[]): CliArgs | string {
  const args: CliArgs = { locales: 'locales', src: 'src', dynamic: '', context: '' }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const value = argv[i + 1]
    if (flag !== '--locales' && flag !== '--src' && flag !== '--dynamic' && flag !== '--context') {
      return `unknown argument: ${String(flag)}`
    }
    if (value === undefined || value.startsWith('--')) return `missing value for ${flag}`
    args[flag.slice(2) as keyof CliArgs] = value
    i++
  }
  if (args.dynamic === '') args.dynamic = path.join(args.locales, 'dynamic-keys.json')
  if (args.context === '') args.context = path.join(args.locales, 'context.json')
  return args
}

const parsed = parseArgs(process.argv.slice(2))
if (typeof parsed === 'string') {
  console.error(`check-i18n: ${parsed}`)
  console.error('usage: tsx scripts/check-i18n.ts [--locales <dir>] [--src <dir>] [--dynamic <file>] [--context <file>]')
  process.exit(2)
}

const cwd = process.cwd()
const srcDir = path.resolve(cwd, parsed.src)
// Content modules build some keys (src/content/keys.ts, src/content/tools/define.ts), so when the
// check reads this repository's src/ it also reads what those modules export.
const ownSrc = fileURLToPath(new URL('../src', import.meta.url))
const builtContent = srcDir === ownSrc ? (await import('./i18n-built-content.js')).BUILT_CONTENT : []
// Every locale of the table (src/i18n/locales.ts) that has a folder in the catalogs checked (a fixture may hold two).
const localesDir = path.resolve(cwd, parsed.locales)
const locales = LOCALES.filter((locale) => existsSync(path.join(localesDir, locale)))
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
console.log(formatReport(result))
process.exitCode = result.problems.length > 0 ? 1 : 0
