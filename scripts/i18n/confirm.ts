/**
 * `npm run i18n:confirm -- <locale> <spec>... | --all` (or `npm run i18n:confirm -- --all`: every locale):
 * a translator's word that the translations the specs name fit their English as it is now, whether they
 * edited them or kept them. It records them as current in locales/<locale>/translated-from.jsonl, with
 * every other edited, new or removed translation (what npm run i18n:check -- --fix records).
 *
 * A spec: a namespace (`home`), a key or its children (`home:hero.lead`, `home:hero`), or a markdown file or
 * folder (`examples/ai-pricing/`, `ebook/chapters/price.md`). See locales/README.md.
 */
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALE_TABLE } from '../../src/i18n/locales.js'
import { allStatuses } from './outdated.js'
import { matchesSpec, recordFingerprints, translatedLocales } from './source-hashes.js'

const USAGE = 'usage: npm run i18n:confirm -- <locale> (<namespace>[:<key prefix>] | examples/<path> | ebook/<path>)... | --all'

function fail(message: string, code = 2): never {
  console.error(`i18n:confirm: ${message}\n${USAGE}`)
  process.exit(code)
}

const localesDir = path.resolve('locales')
const known = translatedLocales(
  localesDir,
  LOCALE_TABLE.map((l) => l.id),
  DEFAULT_LOCALE,
)
const argv = process.argv.slice(2)
const all = argv.includes('--all')
const rest = argv.filter((a) => a !== '--all')
for (const arg of rest) if (arg.startsWith('--')) fail(`unknown argument: ${arg}`)
let locales: string[]
let specs: string[]
if (rest.length === 0 && all) {
  locales = known
  specs = []
} else {
  const [locale, ...given] = rest
  if (locale === undefined) fail('missing the locale')
  if (!known.includes(locale)) fail(`${locale} is not a translated locale with a folder under locales/ (${known.join(', ')})`)
  if (!all && given.length === 0) fail('say what to confirm, or --all')
  if (all && given.length > 0) fail('--all or specs, not both')
  locales = [locale]
  specs = given
}

let failed = false
for (const locale of locales) {
  const status = allStatuses(localesDir, [locale], DEFAULT_LOCALE)[0]!
  const unmatched = specs.filter((spec) => !status.items.some((i) => matchesSpec(spec, i.id)))
  if (unmatched.length > 0) fail(`${unmatched.join(', ')}: no ${DEFAULT_LOCALE} key or file of that name`, 1)
  const confirm = all ? () => true : (id: string) => specs.some((spec) => matchesSpec(spec, id))
  const untranslated = status.items.filter((i) => i.state === 'missing' && confirm(i.id)).map((i) => i.id)
  try {
    const report = recordFingerprints({ localesDir, locale, sourceLocale: DEFAULT_LOCALE, confirm })
    const file = path.relative(process.cwd(), report.file)
    console.log(
      `i18n:confirm: ${locale}: ${report.confirmed.length} outdated translations confirmed${report.confirmed.length > 0 ? ` (${report.confirmed.slice(0, 8).join(', ')}${report.confirmed.length > 8 ? ', …' : ''})` : ''}, ` +
        `${report.recorded.length} edited or new recorded, ${report.pruned.length} removed entries dropped; ${report.written ? `${file} written` : `${file} unchanged`}`,
    )
    if (untranslated.length > 0)
      console.log(`  not confirmed, not translated yet: ${untranslated.slice(0, 8).join(', ')}${untranslated.length > 8 ? ', …' : ''}`)
  } catch (err) {
    console.error(`i18n:confirm: ${locale}: ${err instanceof Error ? err.message : String(err)}`)
    failed = true
  }
}
if (failed) process.exitCode = 1
