// @vitest-environment node
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkOutdated } from '../../scripts/i18n/outdated.js'
import {
  fingerprint,
  FINGERPRINT_FILE,
  matchesSpec,
  readFingerprints,
  recordFingerprints,
  type LocaleStatus,
} from '../../scripts/i18n/source-hashes.js'
import { renderStatusPage } from '../../scripts/i18n/status-page.js'
import { exportXliff, importXliff } from '../../scripts/i18n/xliff-exchange.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// The clean fixture: en and es, two namespaces and two example files, its translated-from.jsonl recorded.
const clean = path.join(repoRoot, 'tests/unit/fixtures/i18n/clean')
let tmp = ''
let locales = ''

type Json = { [key: string]: string | Json }
function edit(rel: string, change: (data: Json) => void): void {
  const file = path.join(locales, rel)
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Json
  change(data)
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
}
const nav = (data: Json): Json => data.nav as Json

function check(inProgress: string[] = []) {
  return checkOutdated({ localesDir: locales, locales: ['en', 'es'], inProgress, rootDir: tmp })
}
const kinds = (r: ReturnType<typeof check>) => r.problems.map((p) => `${p.kind} ${p.file} ${p.key}`)
const statusOf = (r: ReturnType<typeof check>): LocaleStatus => r.statuses[0]!
const stateOf = (r: ReturnType<typeof check>, id: string) => statusOf(r).items.find((i) => i.id === id)?.state

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-outdated-'))
  fs.cpSync(clean, tmp, { recursive: true })
  locales = path.join(tmp, 'locales')
})
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('outdated translations (locales/<lng>/translated-from.jsonl)', () => {
  it('the recorded fixture is all current', () => {
    const r = check()
    expect(r.problems).toEqual([])
    expect(statusOf(r).items.every((i) => i.state === 'current')).toBe(true)
    expect(r.outdated.get('es')).toBe(0)
  })

  it('an English change makes the Spanish outdated, with the English before and now', () => {
    edit('en/common.json', (d) => (nav(d).home = 'Home page'))
    const r = check()
    expect(kinds(r)).toEqual(['outdated-translation locales/es/common.json nav.home'])
    expect(r.problems[0]!.reason).toContain('en before: “Home”')
    expect(r.problems[0]!.reason).toContain('en now:    “Home page”')
    expect(r.problems[0]!.reason).toContain('npm run i18n:confirm -- es common:nav.home')
    // Recording what changed (--fix) never clears an outdated text.
    recordFingerprints({ localesDir: locales, locale: 'es' })
    expect(kinds(check())).toEqual(['outdated-translation locales/es/common.json nav.home'])
  })

  it('a Spanish update clears it: the edit counts as the update, and the tooling records it', () => {
    edit('en/common.json', (d) => (nav(d).home = 'Home page'))
    edit('es/common.json', (d) => (nav(d).home = 'Página de inicio'))
    const r = check()
    expect(stateOf(r, 'common:nav.home')).toBe('changed')
    expect(kinds(r)).toEqual(['fingerprints-behind locales/es/translated-from.jsonl -'])
    expect(r.problems[0]!.reason).toContain('1 translations edited (1 together with their English')
    expect(r.problems[0]!.reason).toContain('npm run i18n:check -- --fix')
    const report = recordFingerprints({ localesDir: locales, locale: 'es' })
    expect(report).toMatchObject({ recorded: ['common:nav.home'], written: true })
    expect(check().problems).toEqual([])
    expect(readFingerprints(locales, 'es')!.entries.get('common:nav.home')).toEqual([
      { en: 'Home page', hash: fingerprint('Página de inicio') },
    ])
  })

  it('a confirmation clears it, for the keys it names only', () => {
    edit('en/common.json', (d) => {
      nav(d).home = 'Home page'
      nav(d).pricing = 'Prices'
      d.greeting = 'Hi, {name}!'
    })
    const report = recordFingerprints({ localesDir: locales, locale: 'es', confirm: (id) => matchesSpec('common:nav', id) })
    expect(report.confirmed).toEqual(['common:nav.home', 'common:nav.pricing'])
    expect(kinds(check())).toEqual(['outdated-translation locales/es/common.json greeting'])
    recordFingerprints({ localesDir: locales, locale: 'es', confirm: () => true })
    expect(check().problems).toEqual([])
  })

  it('a new key: recorded once translated; a removed key drops out; a renamed key is both', () => {
    edit('en/common.json', (d) => (d.fresh = 'New text'))
    expect(stateOf(check(), 'common:fresh')).toBe('missing') // the catalog check reports it as missing in es
    expect(check().problems).toEqual([])
    edit('es/common.json', (d) => (d.fresh = 'Texto nuevo'))
    edit('en/common.json', (d) => delete d.greeting)
    edit('es/common.json', (d) => delete d.greeting)
    const r = check()
    expect(stateOf(r, 'common:fresh')).toBe('new')
    expect(statusOf(r).stale).toEqual(['common:greeting'])
    expect(r.problems[0]!.reason).toMatch(/1 new: common:fresh; 1 removed or emptied: common:greeting\. Record them/)
    expect(recordFingerprints({ localesDir: locales, locale: 'es' })).toMatchObject({
      recorded: ['common:fresh'],
      pruned: ['common:greeting'],
    })
    expect(check().problems).toEqual([])
    const entries = readFingerprints(locales, 'es')!.entries
    expect(entries.has('common:greeting')).toBe(false)
    expect(entries.get('common:fresh')).toEqual([{ en: 'New text', hash: fingerprint('Texto nuevo') }])
  })

  it('an example file changed in English: its translation is outdated, per file', () => {
    const file = path.join(locales, 'en/examples/intro.md')
    const before = fs.readFileSync(file, 'utf8')
    fs.appendFileSync(file, '\nOne more paragraph.\n')
    const r = check()
    expect(kinds(r)).toEqual(['outdated-translation locales/es/examples/intro.md -'])
    expect(r.problems[0]!.reason).toContain(`git cat-file -p ${fingerprint(before)}`)
    // The status page shows the lines that changed when git (here: a stand-in) has the old file.
    const html = renderStatusPage({ statuses: r.statuses, recoverBlob: (blob) => (blob === fingerprint(before) ? before : undefined) })
    expect(html).toContain('<span class="ins">+ One more paragraph.</span>')
    recordFingerprints({ localesDir: locales, locale: 'es', confirm: (id) => matchesSpec('examples/', id) })
    expect(check().problems).toEqual([])
  })

  it('a locale in progress counts its outdated texts instead of failing', () => {
    edit('en/common.json', (d) => (nav(d).home = 'Home page'))
    const r = check(['es'])
    expect(r.problems).toEqual([])
    expect(r.outdated.get('es')).toBe(1)
  })

  it('a union merge of two branches (two lines for one key) is put right by the tooling', () => {
    const file = path.join(locales, 'es', FINGERPRINT_FILE)
    fs.appendFileSync(file, `${JSON.stringify({ key: 'common:nav.home', en: 'Start', hash: 'aaaaaaaaaaaa' })}\n`)
    expect(kinds(check())).toEqual(['fingerprints-behind locales/es/translated-from.jsonl -'])
    recordFingerprints({ localesDir: locales, locale: 'es' })
    expect(check().problems).toEqual([])
    expect(readFingerprints(locales, 'es')!.entries.get('common:nav.home')).toHaveLength(1)
  })

  it('the status page lists per namespace and each outdated key with its English before and after', () => {
    edit('en/common.json', (d) => (nav(d).home = 'Home page'))
    const html = renderStatusPage({ statuses: check().statuses })
    expect(html).toMatch(/<th scope="row">common<\/th><td>5<\/td><td class="warn">1<\/td><td>0<\/td><td>0<\/td><td>6<\/td>/)
    expect(html).toContain('<dd>Home</dd><dt>English now</dt><dd>Home<ins> </ins><ins>page</ins></dd>')
    expect(html).toContain('npm run i18n:confirm -- es common:nav.home')
  })

  it('specs: a namespace, a key and its children, a markdown folder', () => {
    expect(matchesSpec('home', 'home:hero.lead')).toBe(true)
    expect(matchesSpec('home', 'homepage:x')).toBe(false)
    expect(matchesSpec('home:hero', 'home:hero.lead')).toBe(true)
    expect(matchesSpec('home:hero', 'home:heroes')).toBe(false)
    expect(matchesSpec('home:hero.lead', 'home:hero.lead')).toBe(true)
    expect(matchesSpec('examples/ai-pricing', 'examples/ai-pricing/a.md')).toBe(true)
    expect(matchesSpec('ebook/chapters/price.md', 'ebook/chapters/price.md')).toBe(true)
  })
})

describe('XLIFF: what needs work goes out, and comes back current', () => {
  it('round trip of an outdated unit: marked for work with notes; an untouched unit stays outdated; a done one is current', () => {
    edit('en/common.json', (d) => (nav(d).home = 'Home page'))
    const out = path.join(tmp, 'xlf')
    const result = exportXliff({ localesDir: locales, outDir: out, onlyNeedsWork: true })
    expect(result).toMatchObject({ units: 1, translated: 1, outdated: 1 })
    expect(fs.readdirSync(out)).toEqual(['common.xlf'])
    const xml = fs.readFileSync(path.join(out, 'common.xlf'), 'utf8')
    expect(xml).toContain('<segment state="initial" subState="cleansuite:outdated">')
    expect(xml).toContain('<note category="previous-source">Home</note>')
    const target = /<target>([^<]*)<\/target>/.exec(xml)![1]!
    expect(xml).toContain(`<note category="current-target">${target}</note>`)
    expect(xml).toContain('<source>Home page</source>')

    // Handed back untouched (still state="initial"): nothing changes, still outdated.
    expect(importXliff({ localesDir: locales, inDir: out })).toMatchObject({ changed: 0, confirmed: 0 })
    expect(stateOf(check(), 'common:nav.home')).toBe('outdated')

    // Translated: the new target lands in the catalog and the unit is current.
    fs.writeFileSync(path.join(out, 'common.xlf'), xml.replace(`<target>${target}</target>`, '<target>Página de inicio</target>'))
    const report = importXliff({ localesDir: locales, inDir: out })
    expect(report).toMatchObject({ changed: 1, confirmed: 1, unknown: [] })
    expect(report.fingerprints).toEqual([path.join(locales, 'es', FINGERPRINT_FILE)])
    expect(check().problems).toEqual([])
    expect(stateOf(check(), 'common:nav.home')).toBe('current')
  })

  it('a unit kept as it was but marked translated is a confirmation; one made from an English changed since stays outdated', () => {
    edit('en/common.json', (d) => {
      nav(d).home = 'Home page'
      nav(d).pricing = 'Prices'
    })
    const out = path.join(tmp, 'xlf')
    exportXliff({ localesDir: locales, outDir: out, onlyNeedsWork: true })
    const xml = fs.readFileSync(path.join(out, 'common.xlf'), 'utf8')
    fs.writeFileSync(path.join(out, 'common.xlf'), xml.replaceAll('state="initial"', 'state="translated"'))
    // Meanwhile the copywriter changes one of them again.
    edit('en/common.json', (d) => (nav(d).pricing = 'Our prices'))
    expect(importXliff({ localesDir: locales, inDir: out })).toMatchObject({ changed: 0, confirmed: 1 })
    const r = check()
    expect(stateOf(r, 'common:nav.home')).toBe('current')
    expect(stateOf(r, 'common:nav.pricing')).toBe('outdated')
    expect(r.problems[0]!.reason).toContain('en before: “Prices”')
  })

  it('a full export marks new (untranslated) and outdated units for work, and the rest translated', () => {
    edit('en/common.json', (d) => {
      nav(d).home = 'Home page'
      d.fresh = 'New text'
    })
    const out = path.join(tmp, 'xlf')
    const result = exportXliff({ localesDir: locales, outDir: out })
    expect(result).toMatchObject({ units: 10, translated: 9, outdated: 1 })
    const xml = fs.readFileSync(path.join(out, 'common.xlf'), 'utf8')
    expect(xml.match(/subState="cleansuite:new"/g)).toHaveLength(1)
    expect(xml.match(/subState="cleansuite:outdated"/g)).toHaveLength(1)
    expect(xml.match(/<segment state="translated">/g)).toHaveLength(5)
  })
})

describe('the CLIs', () => {
  const run = (script: string, args: string[]) =>
    spawnSync(process.execPath, ['--import', tsx, path.join(repoRoot, 'scripts/i18n', script), ...args], { cwd: tmp, encoding: 'utf8' })
  // Run in the fixture's copy (its locales/, src/), with this repository's tsx.
  const tsx = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href
  const check = (args: string[]) => run('check.ts', ['--dynamic', 'dynamic-keys.json', ...args])

  it('i18n:check fails on an outdated text, says what to run and writes nothing; --fix records only what is automatic', () => {
    edit('en/common.json', (d) => (nav(d).home = 'Home page'))
    edit('en/common.json', (d) => (nav(d).pricing = 'Prices'))
    edit('es/common.json', (d) => (nav(d).pricing = 'Los precios'))
    const file = path.join(locales, 'es', FINGERPRINT_FILE)
    const before = fs.readFileSync(file, 'utf8')
    const res = check([])
    expect(res.status).toBe(1)
    expect(res.stdout).toContain('locales/es/common.json  nav.home  outdated: its en changed since it was translated')
    expect(res.stdout).toContain('locales/es/translated-from.jsonl  -  behind the catalogs: 1 translations edited')
    expect(res.stdout).toContain('run npm run i18n:check -- --fix and commit')
    expect(res.stdout).toContain('i18n:confirm -- <locale>')
    expect(fs.readFileSync(file, 'utf8')).toBe(before)
    const fixed = check(['--fix'])
    expect(fixed.stdout).toContain('locales/es/translated-from.jsonl: 1 translations recorded')
    expect(fixed.stdout).toContain('i18n check: 1 problem found.')
    const confirmed = run('confirm.ts', ['es', 'common:nav.home'])
    expect(confirmed.stdout).toContain('es: 1 outdated translations confirmed (common:nav.home)')
    expect(check([]).stdout).toContain('all good')
  })

  it('i18n:status writes the page and prints its path and counts', () => {
    edit('en/common.json', (d) => (nav(d).home = 'Home page'))
    const res = run('status.ts', ['--out', 'out/status.html'])
    expect(res.status).toBe(0)
    expect(res.stdout).toContain('i18n:status: es: 10 done, 1 outdated, 0 to record, 0 missing (of 11 texts)')
    expect(res.stdout).toContain(`i18n:status: wrote ${path.join(tmp, 'out/status.html')}`)
    expect(fs.readFileSync(path.join(tmp, 'out/status.html'), 'utf8')).toContain('<h1>Translation status</h1>')
  })
})
