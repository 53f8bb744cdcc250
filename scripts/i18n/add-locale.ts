/**
 * `npm run i18n:add-locale -- <tag> [--prefix <segment>] [--name <native name>]`: adds a language, in
 * progress. It writes two things and nothing else:
 * - locales/<tag>/: every namespace of the source locale with the same keys and empty values, ready for
 *   a translator (an empty text shows in English until it is translated; see locales/README.md), and an
 *   empty translated-from.jsonl (what each translation was made from: scripts/i18n/source-hashes.ts);
 * - one line of the locale table (src/i18n/locales.ts), status 'in-progress', with the language's name in
 *   itself (the switcher shows it; no catalog holds language names).
 * Examples, the playbook and the glossary come later: until then the language shows them in English.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALE_TABLE } from '../../src/i18n/locales.js'
import { LOCALE_META_FILES } from './catalogs.js'
import { fingerprintPath, serializeFingerprints } from './source-hashes.js'

type Json = { [key: string]: string | Json }

function usage(message: string): never {
  console.error(`i18n:add-locale: ${message}\nusage: npm run i18n:add-locale -- <tag> [--prefix <segment>] [--name <native name>]`)
  process.exit(2)
}

const argv = process.argv.slice(2)
let tagArg: string | undefined
const opts: { prefix?: string; name?: string } = {}
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i]!
  if (arg === '--prefix' || arg === '--name') {
    const value = argv[++i]
    if (value === undefined) usage(`missing value for ${arg}`)
    opts[arg === '--prefix' ? 'prefix' : 'name'] = value
  } else if (arg.startsWith('--')) usage(`unknown argument: ${arg}`)
  else if (tagArg === undefined) tagArg = arg
  else usage(`unexpected argument: ${arg}`)
}
if (tagArg === undefined) usage('missing the language tag (e.g. pt-BR)')

let tag: string
try {
  tag = Intl.getCanonicalLocales(tagArg)[0]!
} catch {
  usage(`${tagArg} is not a BCP-47 language tag`)
}
if (LOCALE_TABLE.some((l) => l.id.toLowerCase() === tag.toLowerCase())) usage(`${tag} is already in the locale table`)

const root = process.cwd()
const localesDir = path.join(root, 'locales')
const tableFile = path.join(root, 'src/i18n/locales.ts')
const language = tag.split('-')[0]!
// The URL prefix: the language alone (/pt) unless another line has it, then the whole tag in lower case (/pt-br).
const prefix = opts.prefix ?? (LOCALE_TABLE.some((l) => l.prefix === language) ? tag.toLowerCase() : language)
if (LOCALE_TABLE.some((l) => l.prefix === prefix)) usage(`the prefix /${prefix} is taken`)
const ownName = (locale: string) => {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}
const name = opts.name ?? ownName(tag)
// Numbers, money and dates: the language's own region (pt-BR), or its most likely one (fr -> fr-FR).
const intl = new Intl.Locale(tag).maximize()
const intlTag = `${intl.language}-${intl.region ?? 'US'}`
const dir = ['ar', 'fa', 'he', 'ur', 'yi', 'ps', 'dv'].includes(language) ? 'rtl' : 'ltr'

const target = path.join(localesDir, tag)
if (fs.existsSync(target)) usage(`locales/${tag}/ exists already`)

/** The same keys as the source, every text empty (a translator fills them in; until then English shows). */
function blank(catalog: Json): Json {
  return Object.fromEntries(Object.entries(catalog).map(([key, value]) => [key, typeof value === 'string' ? '' : blank(value)]))
}

const source = path.join(localesDir, DEFAULT_LOCALE)
const namespaces = fs
  .readdirSync(source)
  .filter((file) => file.endsWith('.json') && !LOCALE_META_FILES.has(file))
  .sort()
fs.mkdirSync(target, { recursive: true })
for (const file of namespaces) {
  const catalog = JSON.parse(fs.readFileSync(path.join(source, file), 'utf8')) as Json
  fs.writeFileSync(path.join(target, file), `${JSON.stringify(blank(catalog), null, 2)}\n`)
}
// What each translation will be made from (empty: nothing translated yet; the tooling fills it in).
fs.writeFileSync(fingerprintPath(localesDir, tag), serializeFingerprints(tag, DEFAULT_LOCALE, new Map()))

// One line of the table, after the last line that is not the pseudo-locale's.
const table = fs.readFileSync(tableFile, 'utf8')
const line = `  { id: '${tag}', tag: '${tag}', prefix: '${prefix}', name: '${name.replace(/'/g, "\\'")}', intl: '${intlTag}', og: '${intlTag.replace('-', '_')}', dir: '${dir}', status: 'in-progress' },\n`
const pseudoLine = /^ {2}\{ id: '[^']+',[^\n]*pseudo: true \},\n/m.exec(table)
const end = /^\] as const satisfies readonly LocaleEntry\[\]/m.exec(table)
if (!end) throw new Error('src/i18n/locales.ts: the locale table was not found')
const at = pseudoLine?.index ?? end.index
fs.writeFileSync(tableFile, table.slice(0, at) + line + table.slice(at))

console.log(
  [
    `i18n:add-locale: ${tag} (${name}), in progress, at /${prefix}: numbers and dates as ${intlTag}.`,
    `  locales/${tag}/: ${namespaces.length} catalogs with empty texts for a translator, and an empty translated-from.jsonl`,
    `  src/i18n/locales.ts: its line of the locale table`,
    'Next: translate (locales/README.md, "Add a language"), npm run i18n:check reports the coverage; set its status to',
    "'complete' when the check passes for it.",
  ].join('\n'),
)
