import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { LOCALE_TABLE } from '../../../src/i18n/locales.ts'

/**
 * The pseudo-locale (issues 13, 29): a third routed locale of the pseudo build (the `pseudo` line of
 * the locale table, /qps), in which every catalog message is English accented, about 35% longer and
 * wrapped in ⟦…⟧, so that text written straight into a component (no accents, no brackets) and labels
 * too tight for a longer translation stand out. It is "in progress": it has no folder, no examples
 * and no playbook of its own, so those show in English, as a new language's would.
 * Never deployed: `npm run build:pseudo` writes it to dist-pseudo/, and tests/e2e/pseudo-locale.spec.ts
 * and three-locales.spec.ts check it. Placeholders, plural and select syntax, `#` and the <tag>…</tag> tokens of <Trans>
 * stay exactly as they are: only the literal text between them changes.
 */

export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'
/** How much longer a message gets (translations into Spanish, German… run 30-40% longer than English). */
const PSEUDO_EXPANSION = 0.35

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
// One accented look-alike per letter, chosen outside the alphabets of the languages the site targets
// or may (Spanish á é í ó ú ñ ü, Portuguese ã õ â ê ô à ç, French è ë î ï û ù œ, German ä ö ß, å),
// so no real word passes for pseudo text.
const LOWER_PSEUDO = 'ȧƀƈḓḗƒɠħȋĵķŀḿƞȫƥɋȑșŧȗṽẇẋẏẑ'
const UPPER_PSEUDO = 'ȦƁƇḒḖƑƓĦȊĴĶĿḾȠȪƤɊȐȘŦȖṼẆẊẎẐ'
const ACCENTS = new Map<string, string>()
for (let i = 0; i < LOWER.length; i++) {
  ACCENTS.set(LOWER[i]!, [...LOWER_PSEUDO][i]!)
  ACCENTS.set(LOWER[i]!.toUpperCase(), [...UPPER_PSEUDO][i]!)
}
/** Padding: pseudo words, so that a long message can still wrap where a real translation would. */
const FILLER = [...' lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor']
  .map((ch) => ACCENTS.get(ch) ?? ch)
  .join('')

/** Every character the transformation writes; a visible text with none of them did not come from a catalog. */
export const PSEUDO_CHARS = new Set([PSEUDO_OPEN, PSEUDO_CLOSE, ...LOWER_PSEUDO, ...UPPER_PSEUDO])
export function hasPseudoMarker(text: string): boolean {
  for (const ch of text) if (PSEUDO_CHARS.has(ch)) return true
  return false
}

// With ignoreTag (how the site parses messages), <Trans> tags are part of the literal text.
const TAG = /<\/?[a-z][\w-]*>/gi

/** Accents the letters of a literal, leaving <tag> and </tag> tokens as they are. */
function accent(text: string): string {
  let out = ''
  let last = 0
  for (const match of text.matchAll(TAG)) {
    out += accentPlain(text.slice(last, match.index)) + match[0]
    last = match.index + match[0].length
  }
  return out + accentPlain(text.slice(last))
}

function accentPlain(text: string): string {
  let out = ''
  for (const ch of text) out += ACCENTS.get(ch) ?? ch
  return out
}

/** Visible characters of the literal text (tags not counted); of a plural or select, its longest branch. */
function textLength(ast: MessageFormatElement[]): number {
  let length = 0
  for (const el of ast) {
    if (el.type === TYPE.literal) length += [...el.value.replace(TAG, '')].length
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      length += Math.max(0, ...Object.values(el.options).map((option) => textLength(option.value)))
    } else if (el.type === TYPE.tag) length += textLength(el.children)
  }
  return length
}

function transform(ast: MessageFormatElement[]): MessageFormatElement[] {
  return ast.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: accent(el.value) }
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([id, option]) => [id, { ...option, value: transform(option.value) }]),
      )
      return { ...el, options } as MessageFormatElement
    }
    if (el.type === TYPE.tag) return { ...el, children: transform(el.children) }
    return el
  })
}

/** The padding for a message of `length` visible characters: about 35% more, in pseudo words. */
function padding(length: number): string {
  const count = Math.ceil(length * PSEUDO_EXPANSION)
  let out = ''
  while (out.length < count) out += FILLER
  return out.slice(0, count).trimEnd()
}

/**
 * One message in the pseudo-locale: `Save {count, plural, one {# file} other {# files}}` ->
 * `⟦Šåṽê {count,plural,one{# ƒîļê} other{# ƒîļêš}} ļöŕ⟧`. Parsed and printed back with the ICU
 * parser's own printer (the site parses with ignoreTag, so tags are quoted text in the output
 * string and come back as the same text), so the shipped string and its compiled AST agree.
 */
export function pseudoMessage(message: string): string {
  if (message.trim() === '') return message
  const ast = parse(message, { ignoreTag: true })
  const pad = padding(textLength(ast))
  const out: MessageFormatElement[] = [
    { type: TYPE.literal, value: PSEUDO_OPEN },
    ...transform(ast),
    { type: TYPE.literal, value: `${pad}${PSEUDO_CLOSE}` },
  ]
  return printAST(mergeLiterals(out))
}

/** Adjacent literals become one (as the parser would produce them), so printing and parsing round-trip. */
function mergeLiterals(ast: MessageFormatElement[]): MessageFormatElement[] {
  const out: MessageFormatElement[] = []
  for (const el of ast) {
    const prev = out[out.length - 1]
    if (el.type === TYPE.literal && prev?.type === TYPE.literal) out[out.length - 1] = { ...prev, value: prev.value + el.value }
    else out.push(el)
  }
  return out
}

type Catalog = { [key: string]: string | Catalog }

/** Every message of a catalog in the pseudo-locale (keys and nesting unchanged). */
export function pseudoCatalog(catalog: Catalog): Catalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [key, typeof value === 'string' ? pseudoMessage(value) : pseudoCatalog(value)]),
  )
}

/** The pseudo-locale's line of the locale table. */
export const PSEUDO_LOCALE: string = LOCALE_TABLE.find((l) => 'pseudo' in l && l.pseudo)!.id
const PSEUDO_QUERY = `?locale=${PSEUDO_LOCALE}`
const VIRTUAL_ID = 'virtual:pseudo-catalogs'

/**
 * Vite plugin, in every build: `virtual:pseudo-catalogs` (src/i18n/catalogs.ts) is empty, except in the
 * pseudo build (`vite build --mode pseudo`, see vite.config.ts), where it loads, for each English
 * catalog `locales/en/<ns>.json`, the same file with `?locale=qps`, which this plugin turns into pseudo
 * text before scripts/build/vite/icu-compile.ts compiles it: one chunk per namespace, as a real locale's.
 */
export function pseudoLocale(enabled: boolean, sourceLocale = 'en'): Plugin {
  const pattern = /[\\/]locales[\\/]([a-zA-Z]{2,3}(?:-[a-zA-Z0-9]+)*)[\\/][^\\/]+\.json$/
  let root = process.cwd()
  return {
    name: 'pseudo-locale',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null
      if (!enabled) return 'export default {}'
      const dir = path.join(root, 'locales', sourceLocale)
      const entries = readdirSync(dir)
        .filter((file) => file.endsWith('.json') && !['glossary.json', 'same-as-en.json'].includes(file))
        .sort()
        .map((file) => {
          const source = JSON.stringify(`${path.join(dir, file).split(path.sep).join('/')}${PSEUDO_QUERY}`)
          return `  ${JSON.stringify(`${PSEUDO_LOCALE}/${file.slice(0, -'.json'.length)}`)}: () => import(${source}).then((m) => m.default),`
        })
      return `export default {\n${entries.join('\n')}\n}`
    },
    transform(code, id) {
      if (!enabled || !id.endsWith(PSEUDO_QUERY)) return null
      const match = pattern.exec(id.slice(0, -PSEUDO_QUERY.length))
      if (!match || match[1] !== sourceLocale) return null
      // JSON still (scripts/build/vite/icu-compile.ts compiles it next): with its query, the file's type must be said.
      return { code: JSON.stringify(pseudoCatalog(JSON.parse(code) as Catalog)), map: null, moduleType: 'json' }
    },
  }
}
