// @vitest-environment node
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { flattenCatalog } from '../../scripts/i18n/catalogs.js'
import { findKeyReferences, patternToRegExp } from '../../scripts/i18n/check-keys.js'
import { checkI18n } from '../../scripts/i18n/check-lib.js'
import { formatReport, type CheckResult, type Problem } from '../../scripts/i18n/check-report.js'
import { analyzeMessage, compareShapes } from '../../scripts/i18n/message-shape.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '../..')
const fixturesDir = path.join(here, 'fixtures/i18n')

function runCase(name: string, builtContent?: { source: string; file?: string; value: unknown }[]): CheckResult {
  const dir = path.join(fixturesDir, name)
  return checkI18n({
    localesDir: path.join(dir, 'locales'),
    srcDir: path.join(dir, 'src'),
    dynamicKeysFile: path.join(dir, 'dynamic-keys.json'),
    rootDir: dir,
    ...(builtContent && { builtContent }),
  })
}

/** Compact view of a problem: kind, file, key (the reason is checked separately where useful). */
function brief(problems: Problem[]): string[] {
  return problems.map((p) => `${p.kind} ${p.file} ${p.key}`)
}

describe('checkI18n on fixtures', () => {
  it('clean case: no problems, full coverage', () => {
    const result = runCase('clean')
    expect(result.problems).toEqual([])
    expect(result.coverage).toEqual([
      { locale: 'en', isSource: true, namespaces: 2, keys: 9, translated: 9, sourceKeys: 9, percent: 100, exampleFiles: 2, ebookFiles: 0 },
      { locale: 'es', isSource: false, namespaces: 2, keys: 9, translated: 9, sourceKeys: 9, percent: 100, exampleFiles: 2, ebookFiles: 0 },
    ])
    expect(formatReport(result)).toContain('all good')
  })

  it('key missing in es', () => {
    const { problems, coverage } = runCase('missing-in-es')
    expect(brief(problems)).toEqual(['missing-translation locales/es/common.json nav.pricing'])
    expect(problems[0]?.reason).toBe('missing in es (present in en)')
    expect(coverage[1]).toMatchObject({ translated: 8, sourceKeys: 9 })
  })

  it('key in es but not in en', () => {
    const { problems } = runCase('missing-in-en')
    expect(brief(problems)).toEqual(['missing-translation locales/en/common.json nav.about'])
    expect(problems[0]?.reason).toBe('missing in en (present in es)')
  })

  it('whitespace-only string counts as missing', () => {
    const { problems, coverage } = runCase('empty-string')
    expect(brief(problems)).toEqual(['missing-translation locales/es/common.json greeting'])
    expect(problems[0]?.reason).toMatch(/^empty in es/)
    expect(coverage[1]).toMatchObject({ translated: 8 })
  })

  it('example markdown missing in one locale', () => {
    const { problems } = runCase('md-missing')
    expect(brief(problems)).toEqual(['missing-example locales/es/examples/guides/setup.md -'])
    expect(problems[0]?.reason).toBe('example missing in es (present in en)')
  })

  it('ebook markdown: same file set, none empty, same outline (headings, tables and rows, checkboxes)', () => {
    const { problems, coverage } = runCase('ebook-md')
    expect(brief(problems)).toEqual([
      'missing-ebook-file locales/en/ebook/blank.md -',
      'missing-ebook-file locales/en/ebook/only-es.md -',
      'ebook-structure-mismatch locales/es/ebook/intro.md -',
      'missing-ebook-file locales/es/ebook/templates/only-en.md -',
    ])
    const reason = (file: string) => problems.find((p) => p.file === file)?.reason
    expect(reason('locales/en/ebook/blank.md')).toBe('ebook file empty in en')
    expect(reason('locales/en/ebook/only-es.md')).toBe('ebook file missing in en (present in es)')
    expect(reason('locales/es/ebook/templates/only-en.md')).toBe('ebook file missing in es (present in en)')
    expect(reason('locales/es/ebook/intro.md')).toBe('ebook structure differs from en (table rows: en 2, es 1)')
    expect(coverage.map((c) => c.ebookFiles)).toEqual([2, 3])
    expect(formatReport({ problems, coverage })).toContain('en (source): 2 namespaces, 9 keys, 2 example files, 2 ebook files')
  })

  it('empty example markdown counts as missing', () => {
    const { problems, coverage } = runCase('md-empty')
    expect(brief(problems)).toEqual(['missing-example locales/es/examples/intro.md -'])
    expect(coverage[1]?.exampleFiles).toBe(1)
  })

  it('ICU syntax error reports the parser error kind', () => {
    const { problems } = runCase('icu-syntax')
    expect(brief(problems)).toEqual(['icu-syntax locales/es/common.json greeting'])
    expect(problems[0]?.reason).toBe('ICU syntax error: MALFORMED_ARGUMENT at line 1, column 8')
  })

  it('placeholder name mismatch', () => {
    const { problems } = runCase('placeholder-mismatch')
    expect(brief(problems)).toEqual(['placeholder-mismatch locales/es/common.json greeting'])
    expect(problems[0]?.reason).toContain('missing in es: {name}')
    expect(problems[0]?.reason).toContain('not in en: {nombre}')
  })

  it('argument type mismatch (plural vs select, select vs plain)', () => {
    const { problems } = runCase('type-mismatch')
    expect(brief(problems)).toEqual([
      'argument-type-mismatch locales/es/common.json plan',
      'argument-type-mismatch locales/es/common.json templates',
    ])
    expect(problems[0]?.reason).toBe('argument {plan} is select in en but plain in es')
    expect(problems[1]?.reason).toBe('argument {count} is plural in en but select in es')
  })

  it('rich-text tag mismatch', () => {
    const { problems } = runCase('tag-mismatch')
    expect(brief(problems)).toEqual(['tag-mismatch locales/es/common.json cta'])
    expect(problems[0]?.reason).toBe('tag mismatch: en has <signupLink>, <strong>, es has <b>, <signupLink>')
  })

  it('key used in src but missing from the catalog (with file and line)', () => {
    const { problems } = runCase('missing-key')
    expect(brief(problems)).toEqual(['missing-key locales/en/common.json pricing.title'])
    expect(problems[0]?.reason).toBe('used in src/pages/Pricing.tsx:5 but missing from catalog')
  })

  it('unused catalog key', () => {
    const { problems } = runCase('unused-key')
    expect(brief(problems)).toEqual(['unused-key locales/en/common.json legacy'])
  })

  it('keys in built content count as used, and one missing from the catalog is reported with its source', () => {
    const page = { id: 'legacy', cards: [{ titleKey: 'common:legacy', icon: 'pen' }], note: 'words: not a key', links: ['/pricing'] }
    expect(runCase('unused-key', [{ source: 'src/content/page.ts', value: page }]).problems).toEqual([])
    const broken = { ...page, cards: [...page.cards, { titleKey: 'common:legacyy' }] }
    const { problems } = runCase('unused-key', [{ source: 'src/content/page.ts', value: broken }])
    expect(brief(problems)).toEqual(['missing-key locales/en/common.json legacyy'])
    expect(problems[0]?.reason).toBe('used in src/content/page.ts but missing from catalog')
  })

  it('the group a content module builds its keys under is not a reference; the same literal elsewhere names a group', () => {
    const file = path.join(fixturesDir, 'built-group/src/content/faq.ts')
    const faq = [{ id: 'who', questionKey: 'common:faq.who.question', answerKey: 'common:faq.who.answer' }]
    expect(runCase('built-group', [{ source: 'src/content/faq.ts', file, value: faq }]).problems).toEqual([])
    // Built by some other module: the literal 'common:faq' in faq.ts is then a reference to a group.
    const { problems } = runCase('built-group', [{ source: 'src/content/other.ts', file: `${file}.other`, value: faq }])
    expect(brief(problems)).toEqual(['missing-key locales/en/common.json faq'])
    expect(problems[0]?.reason).toBe('used in src/content/faq.ts:3 but refers to a group of keys, not a string')
  })

  it('unused key covered by a dynamic-keys pattern is not a problem', () => {
    expect(runCase('dynamic-covered').problems).toEqual([])
  })

  it('invalid JSON is reported and the rest is still checked', () => {
    const { problems, coverage } = runCase('invalid-json')
    expect(brief(problems)).toEqual(['invalid-json locales/es/common.json -'])
    expect(problems[0]?.reason).toMatch(/^invalid JSON: /)
    expect(coverage[1]).toMatchObject({ namespaces: 1, translated: 3, sourceKeys: 9 })
  })

  it('reports all faults at once, sorted', () => {
    const { problems } = runCase('multi')
    expect(brief(problems)).toEqual([
      'missing-translation locales/en/common.json extra',
      'unused-key locales/en/common.json legacy',
      'non-string-value locales/en/common.json list',
      'missing-key locales/en/common.json nav',
      'missing-key locales/en/common.json nope',
      'missing-example locales/en/examples/only-es.md -',
      'tag-mismatch locales/es/common.json cta',
      'placeholder-mismatch locales/es/common.json greeting',
      'non-string-value locales/es/common.json list',
      'missing-translation locales/es/common.json nav.home',
      'missing-translation locales/es/common.json plan',
      'icu-syntax locales/es/common.json templates',
      'missing-example locales/es/examples/intro.md -',
      'missing-namespace locales/es/help-center.json -',
      'invalid-json locales/es/tools.ai-pricing.json -',
    ])
    const report = formatReport({ problems, coverage: [] })
    expect(report).toContain('locales/es/common.json  nav.home  missing in es (present in en)')
    expect(report).toContain('15 problems found')
  })

  it('reports a missing or malformed dynamic-keys file and stale patterns', () => {
    const dir = path.join(fixturesDir, 'clean')
    const base = {
      localesDir: path.join(dir, 'locales'),
      srcDir: path.join(dir, 'src'),
      rootDir: dir,
    }
    const missing = checkI18n({ ...base, dynamicKeysFile: path.join(dir, 'nope.json') })
    // no patterns => the dynamic faq keys become unused, plus the missing file itself
    expect(brief(missing.problems)).toEqual([
      'unused-key locales/en/tools.ai-pricing.json faq.a1',
      'unused-key locales/en/tools.ai-pricing.json faq.q1',
      'invalid-dynamic-keys nope.json -',
    ])
    const malformed = checkI18n({ ...base, dynamicKeysFile: path.join(dir, 'locales/en/common.json') })
    expect(brief(malformed.problems)).toContain('invalid-dynamic-keys locales/en/common.json patterns')

    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'))
    try {
      const file = path.join(tmp, 'dynamic-keys.json')
      fs.writeFileSync(file, JSON.stringify({ patterns: ['tools.ai-pricing:faq.*', 'home:gone.*', 'no-colon'] }))
      const stale = checkI18n({ ...base, dynamicKeysFile: file, rootDir: tmp })
      expect(stale.problems.map((p) => `${p.kind} ${p.key}`)).toEqual([
        'unused-dynamic-pattern home:gone.*',
        'invalid-dynamic-keys no-colon',
      ])
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})

describe('translator files on the clean fixture: glossary, same-as-en, context', () => {
  const withFiles = (files: Record<string, unknown>): CheckResult => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-files-'))
    try {
      fs.cpSync(path.join(fixturesDir, 'clean'), tmp, { recursive: true })
      for (const [rel, data] of Object.entries(files)) fs.writeFileSync(path.join(tmp, rel), JSON.stringify(data))
      return checkI18n({
        localesDir: path.join(tmp, 'locales'),
        srcDir: path.join(tmp, 'src'),
        dynamicKeysFile: path.join(tmp, 'dynamic-keys.json'),
        rootDir: tmp,
      })
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }

  it('glossary: a forbidden variant in a value and in a markdown line, allowed phrases, stale exceptions', () => {
    const { problems } = withFiles({
      'locales/es/glossary.json': {
        terms: [
          { id: 'pricing', approved: 'Cotización', forbidden: ['precios'], allowedPhrases: ['plan gratuito'] },
          { id: 'setup', approved: 'Instalación', forbidden: ['configuracion'] },
          { id: 'free', approved: 'sin costo', forbidden: ['gratuito'], allowedPhrases: ['plan gratuito'] },
        ],
        exceptions: [{ where: 'common:nav.home', variant: 'precios', reason: 'test' }],
      },
    })
    // nav.pricing 'Precios' and meta.title 'Precios de IA' are caught; 'Plan gratuito' is an allowed phrase
    expect(problems.map((p) => `${p.kind} ${p.file} ${p.key}`)).toEqual([
      'glossary-term locales/es/common.json nav.pricing',
      'glossary-term locales/es/examples/guides/setup.md:1 -',
      'invalid-glossary locales/es/glossary.json common:nav.home',
      'glossary-term locales/es/tools.ai-pricing.json meta.title',
    ])
    expect(problems[0]?.reason).toBe('glossary: "precios" is not used (pricing); write: Cotización')
    expect(problems[1]?.reason).toContain('"configuracion"') // accent-insensitive: '# Configuración'
  })

  it('same-as-en: identical values need an entry with a reason; stale entries are reported', () => {
    const { problems } = withFiles({
      'locales/es/common.json': {
        nav: { home: 'Home', pricing: 'Precios' },
        greeting: '¡Hola, {name}!',
        templates: '{count, plural, one {# plantilla} other {# plantillas}}',
        cta: '<signupLink>Regístrate</signupLink> <strong>gratis</strong>',
        plan: '{plan, select, pro {Plan Pro} other {Plan gratuito}}',
      },
      'locales/es/same-as-en.json': { keys: { 'common:nav.pricing': 'no longer identical', 'common:greeting': '' } },
    })
    expect(problems.map((p) => `${p.kind} ${p.file} ${p.key}`)).toEqual([
      'untranslated locales/es/common.json nav.home',
      'invalid-same-as-source locales/es/same-as-en.json -',
      'invalid-same-as-source locales/es/same-as-en.json common:nav.pricing',
    ])
  })

  it('context: maxLength in both locales, page titles with the template, entries that match nothing', () => {
    const { problems } = withFiles({
      'locales/context.json': {
        pageTitle: { template: 'common:greeting', arguments: {} },
        entries: {
          'common:nav.*': { where: 'Menu', maxLength: 5 },
          'tools.ai-pricing:meta.title': { maxLength: 20, measure: 'page-title' },
          'common:gone': { where: 'nowhere' },
          'common:plan': { maxLength: 'long' },
        },
      },
    })
    const shown = problems.map((p) => `${p.kind} ${p.file} ${p.key} ${p.reason}`)
    expect(shown).toEqual([
      'invalid-context locales/context.json - common:plan: "maxLength" must be a positive integer',
      'invalid-context locales/context.json common:gone entry matches no en catalog key',
      'too-long locales/en/common.json nav.pricing text is 7 characters, max 5 (locales/context.json; shorten by 2)',
      'too-long locales/es/common.json nav.home text is 6 characters, max 5 (locales/context.json; shorten by 1)',
      'too-long locales/es/common.json nav.pricing text is 7 characters, max 5 (locales/context.json; shorten by 2)',
      // '¡Hola, ' + 'Precios de IA' + '!' = 21
      'too-long locales/es/tools.ai-pricing.json meta.title page title with the brand suffix is 21 characters, max 20 (locales/context.json; shorten by 1)',
    ])
  })
})

describe('helpers', () => {
  it('flattenCatalog flags non-string leaves, arrays included', () => {
    const flat = flattenCatalog({ a: { b: 'x', c: 1, d: ['y'] }, e: null, f: 'z' })
    expect([...flat.messages.entries()]).toEqual([
      ['a.b', 'x'],
      ['f', 'z'],
    ])
    expect(flat.nonStrings).toEqual([
      { key: 'a.c', type: 'number' },
      { key: 'a.d', type: 'array' },
      { key: 'e', type: 'null' },
    ])
  })

  it('analyzeMessage collects arguments recursively, ignores #, keeps tags', () => {
    const outcome = analyzeMessage(
      '<strong>{n, plural, one {# item for {who}} other {# items on {d, date, short}}}</strong> {rank, selectordinal, one {#st} other {#th}}',
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(Object.fromEntries([...outcome.shape.args].map(([k, v]) => [k, [...v]]))).toEqual({
      n: ['plural'],
      who: ['plain'],
      d: ['date'],
      rank: ['selectordinal'],
    })
    expect([...outcome.shape.tags]).toEqual(['strong'])
  })

  it('analyzeMessage accepts named rich-text tags and rejects broken ones', () => {
    expect(analyzeMessage('<signupLink>Sign up</signupLink> now').ok).toBe(true)
    const bad = analyzeMessage('<strong>x</b>')
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error).toContain('UNMATCHED_CLOSING_TAG')
  })

  it('compareShapes is empty for equivalent messages', () => {
    const a = analyzeMessage('{count, plural, one {# template} other {# templates}} by {name}')
    const b = analyzeMessage('{name}: {count, plural, one {# plantilla} other {# plantillas}}')
    if (!a.ok || !b.ok) throw new Error('parse failed')
    expect(compareShapes(a.shape, b.shape, 'en', 'es')).toEqual([])
  })

  it('patternToRegExp: * matches any run of characters including dots', () => {
    const re = patternToRegExp('tools.*:faq.*')
    expect(re.test('tools.ai-pricing:faq.items.q1')).toBe(true)
    expect(re.test('tools.ai-pricing:meta.title')).toBe(false)
    expect(patternToRegExp('home:prompts.*').test('homeXprompts.a')).toBe(false)
  })

  it('findKeyReferences only keeps literals whose namespace exists', () => {
    const src = [
      "t('common:a.b')",
      '<Trans i18nKey="home:hero.title" />',
      'const k = `common:c`;',
      'const u = "https://example.com"; const m = \'mailto:x@y.z\';',
      "const d = `common:${x}`; const e = 'unknown:key';",
    ].join('\n')
    const refs = findKeyReferences(src, new Set(['common', 'home']))
    expect(refs).toEqual([
      { namespace: 'common', key: 'a.b', line: 1 },
      { namespace: 'home', key: 'hero.title', line: 2 },
      { namespace: 'common', key: 'c', line: 3 },
    ])
  })
})

describe('CLI', () => {
  const cli = (name: string) => {
    const dir = path.join('tests/unit/fixtures/i18n', name)
    return spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/i18n/check.ts',
        '--locales',
        path.join(dir, 'locales'),
        '--src',
        path.join(dir, 'src'),
        '--dynamic',
        path.join(dir, 'dynamic-keys.json'),
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    )
  }

  it('exits 0 on the clean fixture', () => {
    const res = cli('clean')
    expect(res.stderr).toBe('')
    expect(res.status).toBe(0)
    expect(res.stdout).toContain('all good')
  })

  it('exits 1 on a faulty fixture and prints every problem', () => {
    const res = cli('multi')
    expect(res.status).toBe(1)
    expect(res.stdout).toContain('tests/unit/fixtures/i18n/multi/locales/es/common.json  nav.home  missing in es (present in en)')
    expect(res.stdout).toContain('15 problems found')
  })
})
