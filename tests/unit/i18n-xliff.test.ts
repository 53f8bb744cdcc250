// @vitest-environment node
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportXliff, importXliff } from '../../scripts/i18n/xliff-exchange.js'
import { readXliff, tokenize, untokenize, writeXliff } from '../../scripts/i18n/xliff.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let tmp = ''

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort()
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-xliff-'))
})

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('XLIFF 2.0 export and import of the real catalogs', () => {
  it('round trip: export, then import into a copy, leaves every file byte-identical', () => {
    const out = path.join(tmp, 'xlf')
    const copy = path.join(tmp, 'locales')
    fs.cpSync(path.join(repoRoot, 'locales'), copy, { recursive: true })
    const exported = exportXliff({ localesDir: copy, outDir: out })
    expect(exported.files.length).toBe(fs.readdirSync(path.join(repoRoot, 'locales/en')).filter((f) => f.endsWith('.json')).length)
    // Clear every Spanish catalog, so the import really writes each one back from the XLIFF.
    for (const file of fs
      .readdirSync(path.join(copy, 'es'))
      .filter((f) => f.endsWith('.json') && f !== 'glossary.json' && f !== 'same-as-en.json')) {
      const data = JSON.parse(fs.readFileSync(path.join(copy, 'es', file), 'utf8')) as unknown
      const blank = JSON.parse(JSON.stringify(data, (_k, v: unknown) => (typeof v === 'string' ? '' : v))) as unknown
      fs.writeFileSync(path.join(copy, 'es', file), `${JSON.stringify(blank, null, 2)}\n`)
    }
    const report = importXliff({ localesDir: copy, inDir: out })
    expect(report.unknown).toEqual([])
    expect(report.changed).toBe(exported.translated)
    const original = path.join(repoRoot, 'locales')
    expect(listFiles(copy)).toEqual(listFiles(original))
    const differing = listFiles(original).filter(
      (f) => !fs.readFileSync(path.join(copy, f)).equals(fs.readFileSync(path.join(original, f))),
    )
    expect(differing).toEqual([])
  })

  it('a target edited in the XLIFF lands in the JSON, and only there', () => {
    const out = path.join(tmp, 'xlf-edit')
    const copy = path.join(tmp, 'locales-edit')
    fs.cpSync(path.join(repoRoot, 'locales'), copy, { recursive: true })
    exportXliff({ localesDir: copy, outDir: out })
    const file = path.join(out, 'tool-cards.xlf')
    const xml = fs.readFileSync(file, 'utf8')
    const edited = xml.replace(/(<unit id="learnMore">[\s\S]*?<target>)Más información/, '$1Conoce más')
    expect(edited).not.toBe(xml)
    fs.writeFileSync(file, edited)
    const report = importXliff({ localesDir: copy, inDir: out })
    expect(report).toMatchObject({ changed: 1, added: 0, unknown: [] })
    const catalog = JSON.parse(fs.readFileSync(path.join(copy, 'es/tool-cards.json'), 'utf8')) as { learnMore: string }
    expect(catalog.learnMore).toBe('Conoce más<srOnly> sobre {tool}</srOnly>')
    const changed = listFiles(copy).filter(
      (f) => !fs.readFileSync(path.join(copy, f)).equals(fs.readFileSync(path.join(repoRoot, 'locales', f))),
    )
    // and the fingerprint of that translation (translated-from.jsonl: the edit is its update)
    expect(changed).toEqual(['es/tool-cards.json', 'es/translated-from.jsonl'])
  })

  it('a key missing in es is added from its XLIFF target, where en has it', () => {
    const out = path.join(tmp, 'xlf-add')
    const copy = path.join(tmp, 'locales-add')
    fs.cpSync(path.join(repoRoot, 'locales'), copy, { recursive: true })
    exportXliff({ localesDir: copy, outDir: out })
    const file = path.join(copy, 'es/tool-cards.json')
    const original = fs.readFileSync(file, 'utf8')
    const data = JSON.parse(original) as { categories: Record<string, string> }
    delete data.categories.coreAi
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
    expect(importXliff({ localesDir: copy, inDir: out })).toMatchObject({ changed: 0, added: 1 })
    expect(fs.readFileSync(file, 'utf8')).toBe(original)
  })

  it('writes tags as <pc>, ICU syntax as <ph>, the context as notes, and marks whitespace preserved', () => {
    const out = path.join(tmp, 'xlf-look')
    exportXliff({ localesDir: path.join(repoRoot, 'locales'), outDir: out })
    const common = fs.readFileSync(path.join(out, 'common.xlf'), 'utf8')
    expect(common).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="es">')
    expect(common).toMatch(/<unit id="a11y.opensInNewTab" xml:space="preserve">[\s\S]*?<note category="context">[^<]*screen readers only/)
    expect(common).toContain('<source> (opens in a new tab)</source>')
    const cards = fs.readFileSync(path.join(out, 'tool-cards.xlf'), 'utf8')
    expect(cards).toMatch(
      /<source>Learn more<pc id="c1" dataRefStart="d1" dataRefEnd="d2" canDelete="no"> about <ph id="c2" dataRef="d3" canDelete="no"\/><\/pc><\/source>/,
    )
    expect(cards).toContain('<data id="d1">&lt;srOnly&gt;</data>')
    const pricing = fs.readFileSync(path.join(out, 'pricing.xlf'), 'utf8')
    expect(pricing).toMatch(/<unit id="meta.title">[\s\S]*?<note category="maxLength">60<\/note>/)
  })

  it('the CLIs: export to --out, import from a directory', () => {
    const out = path.join(tmp, 'cli-xlf')
    const copy = path.join(tmp, 'cli-locales')
    fs.cpSync(path.join(repoRoot, 'locales'), copy, { recursive: true })
    const tsx = (script: string, args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, encoding: 'utf8' })
    const exp = tsx('scripts/i18n/export.ts', ['--out', out, '--locales', copy])
    expect(exp.status, exp.stderr).toBe(0)
    expect(exp.stdout).toMatch(/XLIFF 2\.0 files/)
    const imp = tsx('scripts/i18n/import.ts', [out, '--locales', copy])
    expect(imp.status, imp.stderr).toBe(0)
    expect(imp.stdout).toContain('0 translations changed, 0 added, 0 catalog files written.')
  }, 30_000)
})

describe('ICU messages as XLIFF inline content', () => {
  const samples = [
    'Plain text with & and < and "quotes"',
    ' (leading and trailing) ',
    'Line one\n\nLine two',
    '{count, plural, =0 {none} one {# template for {name}} other {# templates}}',
    '{plan, select, pro {<strong>Pro</strong> plan} other {Free}}',
    '{n, plural, offset:1 one {# more} other {<b>#</b> more {d, date, long}}}',
    "It's '{literal}' and '' and {price, number, ::currency/USD}",
    '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '<signupLink>Sign up</signupLink> for <strong>free</strong>',
  ]

  it('tokenizing keeps every character, and only words are text', () => {
    for (const message of samples) expect(untokenize(tokenize(message))).toBe(message)
    const tokens = tokenize('{count, plural, one {# template} other {# templates}}')
    expect(tokens.filter((t) => t.type === 'text').map((t) => (t.type === 'text' ? t.value : ''))).toEqual([' template', ' templates'])
  })

  it('write then read gives back source and target exactly', () => {
    const units = samples.map((source, i) => ({ id: `k${i}`, source, target: `${source}${i % 2 === 0 ? ' (es)' : ''}`, notes: [] }))
    const xml = writeXliff({ fileId: 'ns', srcLang: 'en', trgLang: 'es', units })
    const back = readXliff(xml)
    expect(back.fileId).toBe('ns')
    expect(back.units).toEqual(units.map(({ id, source, target }) => ({ id, source, target, state: 'translated' })))
  })

  it('reads codes a CAT tool rewrote as <sc>/<ec> or a self-closing <pc>', () => {
    const xml = writeXliff({
      fileId: 'ns',
      srcLang: 'en',
      trgLang: 'es',
      units: [{ id: 'a', source: '<strong>x</strong> {n}', target: '<strong>y</strong> {n}', notes: [] }],
    })
    const rewritten = xml.replace(
      /<target>[\s\S]*?<\/target>/,
      '<target><sc id="c1" dataRef="d1"/>z<ec startRef="c1" dataRef="d2"/> <ph id="c2" dataRef="d3"/></target>',
    )
    expect(readXliff(rewritten).units[0]?.target).toBe('<strong>z</strong> {n}')
  })
})
