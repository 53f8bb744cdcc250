/**
 * `npm run i18n:export -- [--out DIR] [--locales DIR] [--only-needs-work]`: for every locale of the table but
 * the source (src/i18n/locales.ts), one XLIFF 2.0 file per namespace (DIR/<locale>/<namespace>.xlf, default
 * translations/) with the English source, that locale's target and the context of each key, for a
 * translation agency. Units without a translation and outdated ones (their English changed since) are
 * marked for work (`state="initial"`); `--only-needs-work` exports only those. See locales/README.md.
 */
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.js'
import { exportXliff } from './xliff-exchange.js'

const USAGE = 'usage: npm run i18n:export -- [--out DIR] [--locales DIR] [--only-needs-work]'

function parse(argv: string[]): { out: string; locales: string; onlyNeedsWork: boolean } | string {
  const args = { out: 'translations', locales: 'locales', onlyNeedsWork: false }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    if (flag === '--only-needs-work') {
      args.onlyNeedsWork = true
      continue
    }
    const value = argv[i + 1]
    if (flag !== '--out' && flag !== '--locales') return `unknown argument: ${String(flag)}`
    if (value === undefined || value.startsWith('--')) return `missing value for ${flag}`
    args[flag === '--out' ? 'out' : 'locales'] = value
    i++
  }
  return args
}

const args = parse(process.argv.slice(2))
if (typeof args === 'string') {
  console.error(`i18n:export: ${args}\n${USAGE}`)
  process.exit(2)
}
for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
  const out = path.join(args.out, locale)
  const result = exportXliff({
    localesDir: path.resolve(args.locales),
    outDir: path.resolve(out),
    targetLocale: locale,
    onlyNeedsWork: args.onlyNeedsWork,
  })
  const toTranslate = result.units - result.translated
  console.log(
    `i18n:export: ${result.files.length} XLIFF 2.0 files in ${out}/ (${result.units} ${args.onlyNeedsWork ? 'units that need work' : 'units'}, ${result.translated} with a ${locale} target, ${toTranslate} to translate, ${result.outdated} outdated: English changed since translated)`,
  )
}
