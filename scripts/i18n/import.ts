/**
 * `npm run i18n:import -- DIR [--locales DIR]`: reads DIR/*.xlf (as written by npm run i18n:export,
 * translated by an agency) and writes each unit's target into locales/<trgLang>/<namespace>.json,
 * keeping the files' nesting, key order and formatting, and marks current in locales/<trgLang>/translated-from.jsonl
 * the units handed back as done (scripts/i18n/xliff-exchange.ts). Run npm run i18n:check afterwards.
 */
import path from 'node:path'
import { importXliff } from './xliff-exchange.js'

function parse(argv: string[]): { dir: string; locales: string } | string {
  let dir: string | undefined
  let locales = 'locales'
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--locales') {
      const value = argv[++i]
      if (value === undefined) return 'missing value for --locales'
      locales = value
    } else if (arg.startsWith('--')) return `unknown argument: ${arg}`
    else if (dir === undefined) dir = arg
    else return `unexpected argument: ${arg}`
  }
  return dir === undefined ? 'missing the directory of .xlf files' : { dir, locales }
}

const args = parse(process.argv.slice(2))
if (typeof args === 'string') {
  console.error(`i18n:import: ${args}\nusage: npm run i18n:import -- DIR [--locales DIR]`)
  process.exit(2)
}
const report = importXliff({ localesDir: path.resolve(args.locales), inDir: path.resolve(args.dir) })
for (const line of report.unknown) console.warn(`i18n:import: ${line}`)
console.log(
  `i18n:import: ${report.changed} translations changed, ${report.added} added, ${report.files.length} catalog files written${report.files.length > 0 ? ':' : '.'}`,
)
for (const file of report.files) console.log(`  ${path.relative(process.cwd(), file)}`)
if (report.confirmed > 0) console.log(`i18n:import: ${report.confirmed} outdated translations handed back as done, now current.`)
for (const file of report.fingerprints) console.log(`  ${path.relative(process.cwd(), file)} (what each translation was made from)`)
if (report.files.length > 0) console.log('Now run npm run i18n:check.')
