/**
 * `npm run i18n:export -- [--out DIR] [--locales DIR]`: for every locale of the table but the source
 * (src/i18n/locales.ts), one XLIFF 2.0 file per namespace (DIR/<locale>/<namespace>.xlf, default
 * translations/) with the English source, that locale's target and the context of each key, for a
 * translation agency. See locales/README.md.
 */
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales.js'
import { exportXliff } from './i18n-xliff.js'

function parse(argv: string[]): { out: string; locales: string } | string {
  const args = { out: 'translations', locales: 'locales' }
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]
    const value = argv[i + 1]
    if (flag !== '--out' && flag !== '--locales') return `unknown argument: ${String(flag)}`
    if (value === undefined || value.startsWith('--')) return `missing value for ${flag}`
    args[flag === '--out' ? 'out' : 'locales'] = value
  }
  return args
}

const args = parse(process.argv.slice(2))
if (typeof args === 'string') {
  console.error(`i18n:export: ${args}\nusage: npm run i18n:export -- [--out DIR] [--locales DIR]`)
  process.exit(2)
}
for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
  const out = path.join(args.out, locale)
  const result = exportXliff({ localesDir: path.resolve(args.locales), outDir: path.resolve(out), targetLocale: locale })
  console.log(
    `i18n:export: ${result.files.length} XLIFF 2.0 files in ${out}/ (${result.units} units, ${result.translated} with a ${locale} target, ${result.units - result.translated} to translate)`,
  )
}
