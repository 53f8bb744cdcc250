/**
 * `npm run i18n:status -- [--out FILE] [--locales DIR]`: writes the translation status page (default
 * translations/status.html, not committed, never deployed; scripts/i18n/status-page.ts) and prints its path
 * and each locale's counts. It only reads the catalogs; its exit code is 0 unless they cannot be read.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALE_TABLE } from '../../src/i18n/locales.js'
import { allStatuses } from './outdated.js'
import { renderStatusPage } from './status-page.js'

function parse(argv: string[]): { out: string; locales: string } | string {
  const args = { out: 'translations/status.html', locales: 'locales' }
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
  console.error(`i18n:status: ${args}\nusage: npm run i18n:status -- [--out FILE] [--locales DIR]`)
  process.exit(2)
}

/** A markdown file's English as it was translated, from git (the fingerprint file keeps its blob id). */
function recoverBlob(blob: string): string | undefined {
  const run = spawnSync('git', ['cat-file', '-p', blob], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  return run.status === 0 ? run.stdout : undefined
}

const statuses = allStatuses(
  path.resolve(args.locales),
  LOCALE_TABLE.map((l) => l.id),
  DEFAULT_LOCALE,
)
const unreadable = statuses.flatMap((s) => s.unreadable)
const html = renderStatusPage({
  statuses,
  inProgress: LOCALE_TABLE.filter((l) => l.status === 'in-progress').map((l) => l.id),
  recoverBlob,
  generatedAt: new Date().toISOString(),
})
fs.mkdirSync(path.dirname(path.resolve(args.out)), { recursive: true })
fs.writeFileSync(args.out, html)
for (const s of statuses) {
  const n = (state: string) => s.items.filter((i) => i.state === state).length
  console.log(
    `i18n:status: ${s.locale}: ${n('current')} done, ${n('outdated')} outdated, ${n('changed') + n('new')} to record, ${n('missing')} missing (of ${s.items.length} texts)`,
  )
}
console.log(`i18n:status: wrote ${path.resolve(args.out)}`)
if (unreadable.length > 0) {
  console.error(`i18n:status: unreadable catalogs: ${unreadable.join(', ')} (npm run i18n:check)`)
  process.exitCode = 1
}
