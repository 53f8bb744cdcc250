// @vitest-environment node
/**
 * The slips translators make, injected one at a time into a copy of the real locales/: each must
 * make npm run i18n:check report it (kind, file, key), and the untouched copy must pass.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILT_CONTENT } from '../../scripts/i18n/built-content.js'
import { flattenCatalog } from '../../scripts/i18n/catalogs.js'
import { checkI18n } from '../../scripts/i18n/check-lib.js'
import type { Problem } from '../../scripts/i18n/check-report.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let tmp = ''
let localesDir = ''

type Json = { [key: string]: string | Json }

function catalogFile(locale: string, namespace: string): string {
  return path.join(localesDir, locale, `${namespace}.json`)
}

function read(locale: string, namespace: string): Json {
  return JSON.parse(fs.readFileSync(catalogFile(locale, namespace), 'utf8')) as Json
}

function write(locale: string, namespace: string, data: Json): void {
  fs.writeFileSync(catalogFile(locale, namespace), `${JSON.stringify(data, null, 2)}\n`)
}

function getValue(locale: string, id: string): string {
  const [namespace = '', key = ''] = id.split(/:(.*)/s)
  const value = flattenCatalog(read(locale, namespace)).messages.get(key)
  if (value === undefined) throw new Error(`${locale} ${id} not found`)
  return value
}

/** Sets (or, with `undefined`, deletes) one message, keeping the rest of the file as it is. */
function setValue(locale: string, id: string, value: string | undefined): void {
  const [namespace = '', key = ''] = id.split(/:(.*)/s)
  const data = read(locale, namespace)
  const parts = key.split('.')
  let node = data
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    if (typeof next !== 'object') throw new Error(`${locale} ${id}: no group ${part}`)
    node = next
  }
  const last = parts[parts.length - 1] ?? ''
  if (value === undefined) delete node[last]
  else node[last] = value
  write(locale, namespace, data)
}

/** First es message (namespace:key) whose value matches, so the test follows the editor's wording. */
function findEs(test: (value: string, id: string) => boolean): string {
  for (const file of fs.readdirSync(path.join(localesDir, 'es')).sort()) {
    if (!file.endsWith('.json') || file === 'glossary.json' || file === 'same-as-en.json') continue
    const namespace = file.slice(0, -'.json'.length)
    for (const [key, value] of flattenCatalog(read('es', namespace)).messages) {
      if (test(value, `${namespace}:${key}`)) return `${namespace}:${key}`
    }
  }
  throw new Error('no Spanish message fits this mutation')
}

/** Removes one plural/select branch `name {…}` (braces balanced) from a message. */
function dropBranch(message: string, name: string): string {
  const start = message.indexOf(`${name} {`)
  if (start === -1) throw new Error(`no branch ${name} in ${message}`)
  let depth = 0
  for (let i = message.indexOf('{', start); i < message.length; i++) {
    if (message[i] === '{') depth++
    if (message[i] === '}' && --depth === 0) return message.slice(0, start) + message.slice(i + 1).replace(/^ /, '')
  }
  throw new Error('unbalanced braces')
}

function run(): Problem[] {
  return checkI18n({
    localesDir,
    srcDir: path.join(repoRoot, 'src'),
    dynamicKeysFile: path.join(localesDir, 'dynamic-keys.json'),
    rootDir: tmp,
    builtContent: BUILT_CONTENT,
  }).problems
}

/** Runs `mutate` on a fresh copy of the touched files, returns the problems, then restores them. */
function withSlip(files: string[], mutate: () => void): Problem[] {
  const saved = files.map((f) => [f, fs.readFileSync(path.join(localesDir, f), 'utf8')] as const)
  try {
    mutate()
    return run()
  } finally {
    for (const [f, text] of saved) fs.writeFileSync(path.join(localesDir, f), text)
  }
}

const line = (p: Problem): string => `${p.kind} ${p.file} ${p.key}`

function expectReported(problems: Problem[], kind: string, file: string, key: string, reason: RegExp): void {
  const hit = problems.find((p) => p.kind === kind && p.file === file && p.key === key)
  expect(hit, `expected ${kind} ${file} ${key} among:\n${problems.map(line).join('\n')}`).toBeDefined()
  expect(hit?.reason).toMatch(reason)
}

const esFile = (id: string): string => `locales/es/${id.split(':')[0] ?? ''}.json`
const esKey = (id: string): string => id.slice(id.indexOf(':') + 1)

// Each slip: [name, files it touches (relative to locales/), mutation, expected kind, file, key, reason]
interface Slip {
  /** Files the mutation touches, relative to locales/ (restored after the run). */
  files: string[]
  mutate: () => void
  kind: string
  file: string
  key: string
  reason: RegExp
}

const slips: [string, () => Slip][] = [
  [
    'a tool page feature whose text was deleted from both catalogs (the page builds the key)',
    () => ({
      files: ['en/tools.ai-pricing.json', 'es/tools.ai-pricing.json'],
      mutate: () => {
        setValue('en', 'tools.ai-pricing:features.upsells.body', undefined)
        setValue('es', 'tools.ai-pricing:features.upsells.body', undefined)
      },
      kind: 'missing-key',
      file: 'locales/en/tools.ai-pricing.json',
      key: 'features.upsells.body',
      reason: /used in src\/content\/tools\/ai-pricing\.ts but missing from catalog/,
    }),
  ],
  [
    'a home FAQ answer deleted from both catalogs (src/content/keys.ts builds the key)',
    () => ({
      files: ['en/home.json', 'es/home.json'],
      mutate: () => {
        setValue('en', 'home:faq.items.allTools.answer', undefined)
        setValue('es', 'home:faq.items.allTools.answer', undefined)
      },
      kind: 'missing-key',
      file: 'locales/en/home.json',
      key: 'faq.items.allTools.answer',
      reason: /used in src\/content\/home\.ts but missing from catalog/,
    }),
  ],
  [
    'a dropped =0 case',
    () => {
      const id = findEs((v) => v.includes('=0 {'))
      return {
        files: [esFile(id).slice(8)],
        mutate: () => setValue('es', id, dropBranch(getValue('es', id), '=0')),
        kind: 'case-mismatch',
        file: esFile(id),
        key: esKey(id),
        reason: /plural \{\w+\} cases differ.*missing in es: =0/,
      }
    },
  ],
  [
    '{price, number, ::currency/USD} turned into {price, number}',
    () => {
      const id = findEs((v) => /\{\w+, number, ::currency\/USD\}/.test(v))
      const slip = (): void => setValue('es', id, getValue('es', id).replace(/\{(\w+), number, ::currency\/USD\}/, '{$1, number}'))
      return {
        files: [esFile(id).slice(8)],
        mutate: slip,
        kind: 'format-style-mismatch',
        file: esFile(id),
        key: esKey(id),
        reason: /number \{\w+\} style differs: en ::currency\/USD, es \(default\)/,
      }
    },
  ],
  [
    "'#' quoted in a plural branch",
    () => {
      const id = findEs((v) => /, plural,[^#]*\{# /.test(v))
      return {
        files: [esFile(id).slice(8)],
        mutate: () => setValue('es', id, getValue('es', id).replace('{# ', "{'#' ")),
        kind: 'pound-mismatch',
        file: esFile(id),
        key: esKey(id),
        reason: /# is quoted in es/,
      }
    },
  ],
  [
    '# missing in a plural branch',
    () => {
      const id = findEs((v) => /, plural,[^#]*\{# /.test(v))
      return {
        files: [esFile(id).slice(8)],
        mutate: () => setValue('es', id, getValue('es', id).replace('{# ', '{')),
        kind: 'pound-mismatch',
        file: esFile(id),
        key: esKey(id),
        reason: /# \(the number\) is missing in es/,
      }
    },
  ],
  [
    'a trimmed leading space',
    () => ({
      files: ['es/common.json'],
      mutate: () => setValue('es', 'common:a11y.opensInNewTab', getValue('es', 'common:a11y.opensInNewTab').trimStart()),
      kind: 'whitespace-mismatch',
      file: 'locales/es/common.json',
      key: 'a11y.opensInNewTab',
      reason: /leading whitespace differs: en " ", es none/,
    }),
  ],
  [
    'trailing whitespace added',
    () => ({
      files: ['es/home.json'],
      mutate: () => setValue('es', 'home:hero.title', `${getValue('es', 'home:hero.title')} `),
      kind: 'whitespace-mismatch',
      file: 'locales/es/home.json',
      key: 'hero.title',
      reason: /trailing whitespace differs: en none, es " "/,
    }),
  ],
  [
    '**markdown** in a value',
    () => ({
      files: ['es/home.json'],
      mutate: () => setValue('es', 'home:hero.title', getValue('es', 'home:hero.title').replace(/^(\S+)/, '**$1**')),
      kind: 'markup-in-value',
      file: 'locales/es/home.json',
      key: 'hero.title',
      reason: /markdown bold/,
    }),
  ],
  [
    '&copy; in a value',
    () => ({
      files: ['es/common.json'],
      mutate: () => setValue('es', 'common:footer.copyright', getValue('es', 'common:footer.copyright').replace('©', '&copy;')),
      kind: 'markup-in-value',
      file: 'locales/es/common.json',
      key: 'footer.copyright',
      reason: /HTML entity.*&copy;/,
    }),
  ],
  [
    'a literal <br/>',
    () => ({
      files: ['es/home.json'],
      mutate: () => setValue('es', 'home:hero.title', `${getValue('es', 'home:hero.title')}<br/>`),
      kind: 'markup-in-value',
      file: 'locales/es/home.json',
      key: 'hero.title',
      reason: /HTML tag in a JSON value: <br\/>/,
    }),
  ],
  [
    'an unknown tag',
    () => ({
      files: ['es/home.json'],
      mutate: () => setValue('es', 'home:hero.title', getValue('es', 'home:hero.title').replace(/^(\S+)/, '<em>$1</em>')),
      kind: 'tag-mismatch',
      file: 'locales/es/home.json',
      key: 'hero.title',
      reason: /es has <em>/,
    }),
  ],
  [
    'English copied unchanged into es',
    () => ({
      files: ['es/home.json'],
      mutate: () => setValue('es', 'home:hero.title', getValue('en', 'home:hero.title')),
      kind: 'untranslated',
      file: 'locales/es/home.json',
      key: 'hero.title',
      reason: /identical to en/,
    }),
  ],
  [
    'a runtime-built key deleted from both locales (tools.ai-pricing:cta.title)',
    () => ({
      files: ['en/tools.ai-pricing.json', 'es/tools.ai-pricing.json'],
      mutate: () => {
        setValue('en', 'tools.ai-pricing:cta.title', undefined)
        setValue('es', 'tools.ai-pricing:cta.title', undefined)
      },
      kind: 'runtime-key-missing',
      file: 'locales/en/tools.ai-pricing.json',
      key: 'cta.title',
      reason: /built at run time .* missing in en/,
    }),
  ],
  [
    'a forbidden glossary term in a value',
    () => ({
      files: ['es/home.json'],
      mutate: () => setValue('es', 'home:hero.title', `${getValue('es', 'home:hero.title')} Antes de ofertar.`),
      kind: 'glossary-term',
      file: 'locales/es/home.json',
      key: 'hero.title',
      reason: /"ofertar" .*cotización/,
    }),
  ],
  [
    'a forbidden glossary term in an example file',
    () => ({
      files: ['es/examples/ai-pricing/bid-pricing.md'],
      mutate: () => fs.appendFileSync(path.join(localesDir, 'es/examples/ai-pricing/bid-pricing.md'), '\nSon 2,300 metros cuadrados.\n'),
      kind: 'glossary-term',
      file: `locales/es/examples/ai-pricing/bid-pricing.md:${fs.readFileSync(path.join(localesDir, 'es/examples/ai-pricing/bid-pricing.md'), 'utf8').split('\n').length + 1}`,
      key: '-',
      reason: /"metros cuadrados" .*pies cuadrados/,
    }),
  ],
  [
    'different select cases',
    () => ({
      files: ['en/home.json', 'es/home.json'],
      mutate: () => {
        setValue('en', 'home:hero.title', '{plan, select, pro {Pro plan} other {Free plan}}')
        setValue('es', 'home:hero.title', '{plan, select, premium {Plan Pro} other {Plan gratuito}}')
      },
      kind: 'case-mismatch',
      file: 'locales/es/home.json',
      key: 'hero.title',
      reason: /select \{plan\} cases differ: en has other, pro, es has other, premium/,
    }),
  ],
  [
    'a date style changed',
    () => {
      const id = findEs((v) => /\{\w+, date, long\}/.test(v))
      return {
        files: [esFile(id).slice(8)],
        mutate: () => setValue('es', id, getValue('es', id).replace(/\{(\w+), date, long\}/, '{$1, date, short}')),
        kind: 'format-style-mismatch',
        file: esFile(id),
        key: esKey(id),
        reason: /date \{\w+\} style differs: en long, es short/,
      }
    },
  ],
  [
    'a page title over 60 characters with the brand suffix',
    () => ({
      files: ['es/pricing.json'],
      mutate: () => setValue('es', 'pricing:meta.title', 'Precios de CleanSuite AI para empresas de limpieza comercial'),
      kind: 'too-long',
      file: 'locales/es/pricing.json',
      key: 'meta.title',
      reason: /page title with the brand suffix is 76 characters, max 60/,
    }),
  ],
]

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-mutations-'))
  localesDir = path.join(tmp, 'locales')
  fs.cpSync(path.join(repoRoot, 'locales'), localesDir, { recursive: true })
})

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('i18n:check on a copy of the real catalogs', () => {
  it('passes untouched', () => {
    expect(run().map((p) => `${line(p)}  ${p.reason}`)).toEqual([])
  })

  for (const [name, make] of slips) {
    it(`reports ${name}`, () => {
      const slip = make()
      const problems = withSlip(slip.files, slip.mutate)
      expectReported(problems, slip.kind, slip.file, slip.key, slip.reason)
    })
  }

  it('the select pair itself is fine when both locales have the same cases', () => {
    const problems = withSlip(['en/home.json', 'es/home.json'], () => {
      setValue('en', 'home:hero.title', '{plan, select, pro {Pro plan} other {Free plan}}')
      setValue('es', 'home:hero.title', '{plan, select, pro {Plan Pro} other {Plan gratuito}}')
    })
    expect(problems.filter((p) => p.kind === 'case-mismatch')).toEqual([])
  })
})
