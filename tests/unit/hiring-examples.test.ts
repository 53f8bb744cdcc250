// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The AI Hiring examples show weighted scores; a wrong number in them would undo the page's point.
 * This reads the en and es markdown, parses the GFM tables and recomputes every stated figure:
 * weights add up to 100%, each weighted cell is weight x score, totals are the sums, the headline
 * scores match the tables, and every stated band is the one its total falls into.
 */
const root = path.resolve(import.meta.dirname, '../..')
type Locale = 'en' | 'es'

const WORDS = {
  en: {
    weight: 'Weight',
    weighted: 'Weighted',
    score10: 'Score (1-10)',
    group: 'Counts toward',
    reference: /^Reference \d$/,
    average: 'Average',
    points: 'Points',
    interviewBand: 'Total (of 40)',
    referenceBand: 'Weighted score',
    result: /\*\*Result: ([\d.]+), (.+?)\.\*\*/,
  },
  es: {
    weight: 'Peso',
    weighted: 'Ponderado',
    score10: 'Puntaje (1-10)',
    group: 'Cuenta para',
    reference: /^Referencia \d$/,
    average: 'Promedio',
    points: 'Puntos',
    interviewBand: 'Total (de 40)',
    referenceBand: 'Puntaje ponderado',
    result: /\*\*Resultado: ([\d.]+), (.+?)\.\*\*/,
  },
} as const

type Table = { header: string[]; rows: string[][] }

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())
}

/** Every GFM table in a markdown source (header row, delimiter row, body rows). */
function tables(source: string): Table[] {
  const lines = source.split('\n')
  const found: Table[] = []
  for (let i = 0; i < lines.length - 1; i += 1) {
    if (!lines[i]!.trim().startsWith('|') || !/^\|?\s*:?-{3,}/.test(lines[i + 1]!.trim())) continue
    const rows: string[][] = []
    let row = i + 2
    for (; row < lines.length && lines[row]!.trim().startsWith('|'); row += 1) rows.push(cells(lines[row]!))
    found.push({ header: cells(lines[i]!), rows })
    i = row - 1
  }
  return found
}

const plain = (cell: string) => cell.replace(/\*\*/g, '').trim()
/** The number a cell starts with: '30%' -> 30, '**8.50**' -> 8.5, '8.5/10' -> 8.5. */
function num(cell: string): number {
  const match = /^-?\d+(?:\.\d+)?/.exec(plain(cell).replace(/,/g, ''))
  if (!match) throw new Error(`Not a number: "${cell}"`)
  return Number(match[0])
}
const isSummary = (row: string[]) => row.some((cell) => cell.startsWith('**'))
const same = (a: number, b: number) => Math.abs(a - b) < 0.0001
const round2 = (n: number) => Math.round(n * 100) / 100

function tableWith(list: Table[], ...columns: (string | RegExp)[]): Table {
  const table = list.find((t) => columns.every((c) => t.header.some((h) => (typeof c === 'string' ? h === c : c.test(h)))))
  if (!table) throw new Error(`No table with columns ${columns.join(', ')}`)
  return table
}
const col = (table: Table, name: string) => table.header.indexOf(name)

type Band = { label: string; min: number; max: number }

/** Band tables: '32–40', '4.50–5.00' (inclusive) or 'Under 24', 'Below 3.00', 'Menos de 24' (exclusive). */
function bands(table: Table): Band[] {
  return table.rows.map((row) => {
    const range = plain(row[0]!)
    const label = plain(row[1]!)
    const between = /^(\d+(?:\.\d+)?)–(\d+(?:\.\d+)?)$/.exec(range)
    if (between) return { label, min: Number(between[1]), max: Number(between[2]) }
    const below = /^(?:Under|Below|Menos de) (\d+(?:\.\d+)?)$/.exec(range)
    if (below) return { label, min: -Infinity, max: Number(below[1]) - 1e-6 }
    throw new Error(`Unreadable band "${range}"`)
  })
}
const bandOf = (list: Band[], value: number) => list.filter((b) => value >= b.min - 1e-9 && value <= b.max + 1e-9)

/** Problems in the application review (quick-screen): an empty list means every number checks out. */
function checkApplicationReview(source: string, locale: Locale): string[] {
  const w = WORDS[locale]
  const problems: string[] = []
  const all = tables(source)
  const criteria = tableWith(all, w.weight, w.score10, w.weighted, w.group)
  const [iw, is, iwd, ig] = [col(criteria, w.weight), col(criteria, w.score10), col(criteria, w.weighted), col(criteria, w.group)]
  const data = criteria.rows.filter((r) => !isSummary(r))
  const total = criteria.rows.find(isSummary)
  if (!total) return ['no total row']
  if (data.length < 3) problems.push(`only ${data.length} criteria`)
  let weights = 0
  let sum = 0
  for (const row of data) {
    const [weight, score, weighted] = [num(row[iw]!), num(row[is]!), num(row[iwd]!)]
    if (score < 1 || score > 10 || !Number.isInteger(score)) problems.push(`${row[0]}: score ${score} is not 1-10`)
    if (!same(round2((weight * score) / 100), weighted)) problems.push(`${row[0]}: ${weight}% x ${score} is not ${weighted}`)
    weights += weight
    sum += weighted
  }
  if (weights !== 100) problems.push(`criteria weights add up to ${weights}%`)
  if (num(total[iw]!) !== weights) problems.push(`stated total weight ${total[iw]} is not ${weights}%`)
  if (!same(round2(sum), num(total[iwd]!))) problems.push(`stated total ${total[iwd]} is not ${round2(sum)}`)

  // The headline scores: the first row is the overall score, the others are criteria groups.
  const scores = all[0]!
  const [overall, ...groups] = scores.rows
  if (!overall || !same(num(overall[1]!), num(total[iwd]!)))
    problems.push(`overall ${overall?.[1]} is not the weighted total ${total[iwd]}`)
  for (const row of groups) {
    const name = plain(row[0]!)
    const members = data.filter((r) => r[ig] === name)
    if (members.length === 0) {
      problems.push(`no criterion counts toward "${name}"`)
      continue
    }
    const weightSum = members.reduce((s, r) => s + num(r[iw]!), 0)
    const expected = Math.round(members.reduce((s, r) => s + num(r[iw]!) * num(r[is]!), 0) / weightSum)
    if (num(row[1]!) !== expected) problems.push(`${name} ${row[1]} is not ${expected}/10`)
  }
  if (data.some((r) => !groups.some((g) => plain(g[0]!) === r[ig]))) problems.push('a criterion counts toward no stated score')
  return problems
}

/** Problems in the reference check: averages, weighted cells, the total and the stated result band. */
function checkReferenceCheck(source: string, locale: Locale): string[] {
  const w = WORDS[locale]
  const problems: string[] = []
  const all = tables(source)
  const scores = tableWith(all, w.weight, w.reference, w.average, w.weighted)
  const refColumns = scores.header.flatMap((h, i) => (w.reference.test(h) ? [i] : []))
  const [iw, ia, iwd] = [col(scores, w.weight), col(scores, w.average), col(scores, w.weighted)]
  const data = scores.rows.filter((r) => !isSummary(r))
  const total = scores.rows.find(isSummary)
  if (!total) return ['no total row']
  if (refColumns.length < 2) problems.push('fewer than 2 references')
  let weights = 0
  let sum = 0
  for (const row of data) {
    const refs = refColumns.map((i) => num(row[i]!))
    if (refs.some((s) => s < 1 || s > 5 || !Number.isInteger(s))) problems.push(`${row[0]}: a reference score is not 1-5`)
    const average = num(row[ia]!)
    if (!same(round2(refs.reduce((a, b) => a + b, 0) / refs.length), average)) problems.push(`${row[0]}: average ${average} is wrong`)
    const weight = num(row[iw]!)
    const weighted = num(row[iwd]!)
    if (!same(round2((weight * average) / 100), weighted)) problems.push(`${row[0]}: ${weight}% x ${average} is not ${weighted}`)
    weights += weight
    sum += weighted
  }
  if (weights !== 100) problems.push(`category weights add up to ${weights}%`)
  if (num(total[iw]!) !== weights) problems.push(`stated total weight ${total[iw]} is not ${weights}%`)
  const score = round2(sum)
  if (!same(score, num(total[iwd]!))) problems.push(`stated weighted score ${total[iwd]} is not ${score}`)

  const list = bands(tableWith(all, w.referenceBand))
  for (let value = 1; value <= 5.0001; value += 0.01) {
    if (bandOf(list, round2(value)).length !== 1) problems.push(`score ${round2(value)} is in ${bandOf(list, round2(value)).length} bands`)
  }
  const result = w.result.exec(source)
  if (!result) return [...problems, 'no stated result']
  if (!same(Number(result[1]), score)) problems.push(`stated result ${result[1]} is not ${score}`)
  if (bandOf(list, score)[0]?.label !== result[2]) problems.push(`stated band "${result[2]}" is not the band of ${score}`)
  return problems
}

/** Problems in the interview kit: 8 questions x 5 points = 40, each candidate's total and band. */
function checkInterviewKit(source: string, locale: Locale): { problems: string[]; totals: number[] } {
  const w = WORDS[locale]
  const problems: string[] = []
  const all = tables(source)
  const questions = tableWith(all, '#', w.points)
  const ip = col(questions, w.points)
  const data = questions.rows.filter((r) => !isSummary(r))
  const total = questions.rows.find(isSummary)
  if (data.length !== 8) problems.push(`${data.length} questions, not 8`)
  if (data.some((r) => num(r[ip]!) !== 5)) problems.push('a question is not worth 5 points')
  const max = data.reduce((s, r) => s + num(r[ip]!), 0)
  if (max !== 40 || !total || num(total[ip]!) !== max) problems.push(`stated maximum ${total?.[ip]} is not ${max} (or not 40)`)

  const list = bands(tableWith(all, w.interviewBand))
  for (let value = 8; value <= 40; value += 1) {
    if (bandOf(list, value).length !== 1) problems.push(`total ${value} is in ${bandOf(list, value).length} bands`)
  }

  const card = all.find((t) => t !== questions && t.header[0] === '#' && t.rows.filter((r) => !isSummary(r)).length === 8)
  if (!card) return { problems: [...problems, 'no finished scorecard'], totals: [] }
  const ratings = card.rows.filter((r) => !isSummary(r))
  const [totalRow, decisionRow] = card.rows.filter(isSummary)
  const totals: number[] = []
  for (let c = 2; c < card.header.length; c += 1) {
    const values = ratings.map((r) => num(r[c]!))
    if (values.some((v) => v < 1 || v > 5 || !Number.isInteger(v))) problems.push(`${card.header[c]}: a rating is not 1-5`)
    const sum = values.reduce((a, b) => a + b, 0)
    totals.push(sum)
    if (!totalRow || num(totalRow[c]!) !== sum) problems.push(`${card.header[c]}: stated total ${totalRow?.[c]} is not ${sum}`)
    if (!decisionRow || plain(decisionRow[c]!) !== bandOf(list, sum)[0]?.label) {
      problems.push(`${card.header[c]}: decision "${decisionRow?.[c]}" is not the band of ${sum}`)
    }
  }
  return { problems, totals }
}

const read = (locale: Locale, key: string) => readFileSync(path.join(root, 'locales', locale, 'examples', 'ai-hiring', `${key}.md`), 'utf8')
type Catalog = { examples: Record<string, { output: string }> }
const catalog = (locale: Locale) => JSON.parse(readFileSync(path.join(root, 'locales', locale, 'tools.ai-hiring.json'), 'utf8')) as Catalog

describe('AI Hiring example figures', () => {
  for (const locale of ['en', 'es'] as const) {
    describe(locale, () => {
      it('application review: weights add up to 100%, the weighted total is the overall score, the group scores follow', () => {
        expect(checkApplicationReview(read(locale, 'quick-screen'), locale)).toEqual([])
        expect(catalog(locale).examples.quickScreen!.output).toContain('8.5/10')
      })

      it('reference check: averages, weights adding up to 100%, the weighted score and its band', () => {
        expect(checkReferenceCheck(read(locale, 'reference-check'), locale)).toEqual([])
        expect(catalog(locale).examples.referenceCheck!.output).toContain('4.25')
      })

      it('interview kit: 8 questions x 5 = 40 points, bands without gaps, each candidate’s total and decision', () => {
        const { problems, totals } = checkInterviewKit(read(locale, 'interview-prep'), locale)
        expect(problems).toEqual([])
        expect(totals).toEqual([33, 22])
        const output = catalog(locale).examples.interviewPrep!.output
        for (const total of totals) expect(output).toContain(String(total))
        expect(read(locale, 'polite-rejection')).toContain('22')
      })
    })
  }

  describe('a wrong number fails', () => {
    const en = (key: string) => read('en', key)
    const broken = (source: string, from: string, to: string) => {
      expect(source).toContain(from)
      return source.replace(from, to)
    }

    it('in the application review', () => {
      expect(checkApplicationReview(broken(en('quick-screen'), '| 2.70 |', '| 2.80 |'), 'en')).not.toEqual([])
      expect(checkApplicationReview(broken(en('quick-screen'), '| 30% | 9 |', '| 35% | 9 |'), 'en')).not.toEqual([])
      expect(checkApplicationReview(broken(en('quick-screen'), '**8.5/10**', '**9/10**'), 'en')).not.toEqual([])
      expect(checkApplicationReview(broken(en('quick-screen'), '| Position fit | 9/10 |', '| Position fit | 8/10 |'), 'en')).not.toEqual([])
    })

    it('in the reference check', () => {
      expect(checkReferenceCheck(broken(en('reference-check'), '| 4.5 | 1.35 |', '| 4.5 | 1.45 |'), 'en')).not.toEqual([])
      expect(checkReferenceCheck(broken(en('reference-check'), '| 5 | 3 | 4.0 |', '| 5 | 4 | 4.0 |'), 'en')).not.toEqual([])
      expect(
        checkReferenceCheck(
          broken(en('reference-check'), '**Result: 4.25, Good: hire.**', '**Result: 4.25, Strong: make the offer.**'),
          'en',
        ),
      ).not.toEqual([])
      expect(checkReferenceCheck(broken(en('reference-check'), '| 4.00–4.49 |', '| 4.00–4.39 |'), 'en')).not.toEqual([])
    })

    it('in the interview kit', () => {
      expect(checkInterviewKit(broken(en('interview-prep'), '| **33** |', '| **34** |'), 'en').problems).not.toEqual([])
      expect(checkInterviewKit(broken(en('interview-prep'), '| **Strong hire** |', '| **Hire** |'), 'en').problems).not.toEqual([])
      expect(checkInterviewKit(broken(en('interview-prep'), '| 28–31 |', '| 29–31 |'), 'en').problems).not.toEqual([])
    })
  })
})
