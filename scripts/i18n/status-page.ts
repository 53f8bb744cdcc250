/**
 * The translation status page (npm run i18n:status, scripts/i18n/status.ts): one static HTML file, no script,
 * never deployed. Per locale and namespace (and the examples' and the ebook's markdown files): done, outdated,
 * to record and missing counts; then every outdated text with the English it was made from, the English now
 * (words that changed marked) and the translation now.
 */
import type { Item, LocaleStatus } from './source-hashes.js'

export interface StatusPageOptions {
  statuses: LocaleStatus[]
  /** Locales in progress (their missing texts are gaps shown in English, not errors). */
  inProgress?: readonly string[]
  /** The English a markdown file was translated from, by its blob id (git), when it can be recovered. */
  recoverBlob?: (blob: string) => string | undefined
  generatedAt?: string
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Op = { kind: 'same' | 'del' | 'ins'; text: string }

/** A longest-common-subsequence diff of two token lists. */
function diffTokens(a: string[], b: string[]): Op[] {
  const n = a.length
  const m = b.length
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const ops: Op[] = []
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ kind: 'same', text: a[i]! })
      i++
      j++
    } else if (i < n && (j === m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) ops.push({ kind: 'del', text: a[i++]! })
    else ops.push({ kind: 'ins', text: b[j++]! })
  }
  return ops
}

const words = (text: string): string[] => text.match(/\s+|\S+/g) ?? []

/** The English before and now, with the words removed and added marked. */
function wordDiff(before: string, now: string): { before: string; now: string } {
  const ops = diffTokens(words(before), words(now))
  const side = (skip: Op['kind'], mark: Op['kind'], tag: string): string =>
    ops
      .filter((op) => op.kind !== skip)
      .map((op) => (op.kind === mark ? `<${tag}>${escapeHtml(op.text)}</${tag}>` : escapeHtml(op.text)))
      .join('')
  return { before: side('ins', 'del', 'del'), now: side('del', 'ins', 'ins') }
}

/** Changed lines of a markdown file (removed, then added, in order), or a note when the old text is gone. */
function lineDiff(before: string | undefined, now: string, blob: string): string {
  if (before === undefined)
    return `<p class="note">The English it was made from is git blob <code>${escapeHtml(blob)}</code> (<code>git cat-file -p ${escapeHtml(blob)}</code>); not found in this clone.</p>`
  const ops = diffTokens(before.split('\n'), now.split('\n')).filter((op) => op.kind !== 'same')
  const lines = ops.map((op) => `<span class="${op.kind}">${op.kind === 'del' ? '−' : '+'} ${escapeHtml(op.text)}</span>`)
  return `<pre class="lines">${lines.join('\n')}</pre>`
}

interface Counts {
  done: number
  outdated: number
  record: number
  missing: number
}

function groupOf(item: Item): string {
  if (item.kind === 'file') return item.id.startsWith('ebook/') ? 'ebook (markdown files)' : 'examples (markdown files)'
  return item.id.slice(0, item.id.indexOf(':'))
}

function count(items: Item[]): Counts {
  const c: Counts = { done: 0, outdated: 0, record: 0, missing: 0 }
  for (const i of items) {
    if (i.state === 'current') c.done++
    else if (i.state === 'outdated') c.outdated++
    else if (i.state === 'missing') c.missing++
    else c.record++
  }
  return c
}

function summaryTable(status: LocaleStatus): string {
  const groups = new Map<string, Item[]>()
  for (const item of status.items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), item])
  const row = (name: string, c: Counts, total: number, attr = ''): string =>
    `<tr${attr}><th scope="row">${escapeHtml(name)}</th><td>${c.done}</td><td${c.outdated > 0 ? ' class="warn"' : ''}>${c.outdated}</td><td>${c.record}</td><td${c.missing > 0 ? ' class="warn"' : ''}>${c.missing}</td><td>${total}</td></tr>`
  const rows = [...groups].map(([name, items]) => row(name, count(items), items.length))
  rows.push(row('All', count(status.items), status.items.length, ' class="total"'))
  return `<table><caption>Per namespace</caption><thead><tr><th scope="col">Namespace</th><th scope="col">Done</th><th scope="col">Outdated</th><th scope="col">To record</th><th scope="col">Missing</th><th scope="col">Texts</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function outdatedSection(status: LocaleStatus, recoverBlob: StatusPageOptions['recoverBlob']): string {
  const items = status.items.filter((i) => i.state === 'outdated')
  if (items.length === 0) return '<p>No outdated text: every translation was made from the English as it is now.</p>'
  const entries = items.map((item) => {
    const confirm = `npm run i18n:confirm -- ${status.locale} ${item.id}`
    if (item.kind === 'file') {
      const before = item.enBefore === undefined ? undefined : recoverBlob?.(item.enBefore)
      return `<li><h4><code>${escapeHtml(item.id)}</code></h4><p>The English file changed since it was translated; changed lines:</p>${lineDiff(before, item.enNow, item.enBefore ?? '')}<p class="how">Kept as is? <code>${escapeHtml(confirm)}</code></p></li>`
    }
    const diff = wordDiff(item.enBefore ?? '', item.enNow)
    return `<li><h4><code>${escapeHtml(item.id)}</code></h4><dl><dt>English before</dt><dd>${diff.before}</dd><dt>English now</dt><dd>${diff.now}</dd><dt>Translation now (${escapeHtml(status.locale)})</dt><dd lang="${escapeHtml(status.locale)}">${escapeHtml(item.translation ?? '')}</dd></dl><p class="how">Still fits? <code>${escapeHtml(confirm)}</code></p></li>`
  })
  return `<ol class="outdated">${entries.join('')}</ol>`
}

function listSection(title: string, ids: string[], max = 200): string {
  if (ids.length === 0) return ''
  const shown = ids.slice(0, max).map((id) => `<li><code>${escapeHtml(id)}</code></li>`)
  const more = ids.length > max ? `<li>… and ${ids.length - max} more</li>` : ''
  return `<details><summary>${escapeHtml(title)} (${ids.length})</summary><ul class="ids">${shown.join('')}${more}</ul></details>`
}

function localeSection(status: LocaleStatus, opts: StatusPageOptions): string {
  const inProgress = opts.inProgress?.includes(status.locale) === true
  const c = count(status.items)
  const record = status.items.filter((i) => i.state === 'changed' || i.state === 'new').map((i) => i.id)
  return [
    `<section aria-labelledby="l-${escapeHtml(status.locale)}"><h2 id="l-${escapeHtml(status.locale)}">${escapeHtml(status.locale)}${inProgress ? ' (in progress)' : ''}</h2>`,
    `<p class="totals">${c.done} done · ${c.outdated} outdated · ${c.record} to record · ${c.missing} missing, of ${status.items.length} texts${status.recorded ? '' : ' · no fingerprint file yet'}</p>`,
    summaryTable(status),
    `<h3>Outdated: the English changed since it was translated</h3>`,
    outdatedSection(status, opts.recoverBlob),
    listSection('To record: translations edited or added since last recorded (npm run i18n:check -- --fix)', record),
    listSection('Removed keys or files still recorded (npm run i18n:check -- --fix drops them)', status.stale),
    listSection(
      inProgress ? 'Missing: not translated yet (shown in English)' : 'Missing translations',
      status.items.filter((i) => i.state === 'missing').map((i) => i.id),
    ),
    '</section>',
  ].join('\n')
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1b1f24}
table{border-collapse:collapse;margin:.5rem 0 1rem}caption{text-align:left;font-weight:600}
th,td{border:1px solid #d0d7de;padding:.2rem .6rem;text-align:right}th[scope=row],thead th:first-child{text-align:left}
tr.total{font-weight:700}.warn{background:#fff4d6}del{background:#ffd7d5;text-decoration:line-through}ins{background:#ccf2d5;text-decoration:none}
ol.outdated>li{margin:0 0 1rem}dl{display:grid;grid-template-columns:12rem 1fr;gap:.2rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}
h4{margin:.5rem 0 .2rem}.how{margin:.2rem 0;color:#57606a}pre.lines{white-space:pre-wrap;background:#f6f8fa;padding:.5rem}
pre.lines .del{color:#a40e26}pre.lines .ins{color:#116329}code{font-size:.9em;overflow-wrap:anywhere}
@media (max-width:40rem){body{padding:.5rem}dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}th,td{padding:.2rem .3rem}}`

export function renderStatusPage(opts: StatusPageOptions): string {
  const summary = opts.statuses.map((s) => {
    const c = count(s.items)
    return `<li><a href="#l-${escapeHtml(s.locale)}">${escapeHtml(s.locale)}</a>: ${c.done} done, ${c.outdated} outdated, ${c.record} to record, ${c.missing} missing</li>`
  })
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Translation status</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Translation status</h1>
<p>Written by <code>npm run i18n:status</code>${opts.generatedAt === undefined ? '' : ` at ${escapeHtml(opts.generatedAt)}`}; not part of the site. <strong>Done</strong>: translated from the English as it is now. <strong>Outdated</strong>: the English changed since; update the translation, or confirm it still fits. <strong>To record</strong>: edited or added since last recorded (<code>npm run i18n:check -- --fix</code>). The translator’s loop is in <code>locales/README.md</code>.</p>
<ul>${summary.join('')}</ul>
${opts.statuses.map((s) => localeSection(s, opts)).join('\n')}
</main>
</body>
</html>
`
}
