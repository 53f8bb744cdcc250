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

/** The markdown under a `## ` heading, up to the next one. */
function section(source: string, heading: string): string {
  const start = source.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`No section "${heading}"`)
  const rest = source.slice(start + heading.length + 5)
  const end = rest.indexOf('\n## ')
  return end < 0 ? rest : rest.slice(0, end)
}
/** The texts quoted with straight double quotes, as the examples quote a resume or a reference. */
const quotes = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
/** The lines of a resume, without list marks and bold. */
const resumeLines = (text: string) => text.split('\n').map((line) => plain(line.replace(/^- /, '')))

const EVIDENCE_WORDS = {
  en: {
    evidence: 'Evidence behind each score',
    resume: 'The resume, as received',
    steps: 'Next steps',
    said: 'What they said',
    answers: 'What each candidate said',
    criterion: 'Criterion',
  },
  es: {
    evidence: 'Evidencia de cada puntaje',
    resume: 'El currículum, tal como llegó',
    steps: 'Siguientes pasos',
    said: 'Lo que dijeron',
    answers: 'Lo que dijo cada candidato',
    criterion: 'Criterio',
  },
} as const

/** Problems with the quick screen's evidence: every criterion's score quotes lines that are in the sample resume. */
function checkEvidence(source: string, locale: Locale): string[] {
  const w = { ...WORDS[locale], ...EVIDENCE_WORDS[locale] }
  const problems: string[] = []
  const resume = resumeLines(section(source, w.resume))
  const inResume = (quote: string) => resume.some((line) => line === quote || line.includes(quote))
  const criteria = tableWith(tables(source), w.weight, w.score10, w.weighted, w.group)
  const evidence = section(source, w.evidence)
    .split('\n')
    .filter((line) => line.startsWith('- **'))
  for (const row of criteria.rows.filter((r) => !isSummary(r))) {
    const line = evidence.find((l) => l.startsWith(`- **${row[0]} (${num(row[col(criteria, w.score10)]!)}/10):**`))
    if (!line) problems.push(`${row[0]}: no evidence line with its score`)
    else if (quotes(line).length === 0) problems.push(`${row[0]}: no quoted resume line`)
  }
  for (const heading of [w.evidence, locale === 'en' ? 'Strengths' : 'Fortalezas', locale === 'en' ? 'Concerns' : 'Dudas']) {
    for (const quote of quotes(section(source, heading))) if (!inResume(quote)) problems.push(`"${quote}" is not in the resume`)
  }
  return problems
}

/** Each reference's score in each category comes with that reference's words, and the scores agree. */
function checkReferenceQuotes(source: string, locale: Locale): string[] {
  const w = { ...WORDS[locale], ...EVIDENCE_WORDS[locale] }
  const problems: string[] = []
  const scores = tableWith(tables(source), w.weight, w.reference, w.average)
  const refColumns = scores.header.flatMap((h, i) => (w.reference.test(h) ? [i] : []))
  const said = tables(section(source, w.said))[0]
  if (!said) return ['no table of what the references said']
  for (const row of scores.rows.filter((r) => !isSummary(r))) {
    const quoted = said.rows.find((r) => r[0] === row[0])
    if (!quoted) {
      problems.push(`${row[0]}: nothing quoted`)
      continue
    }
    refColumns.forEach((column, i) => {
      const cell = quoted[i + 1] ?? ''
      if (num(cell) !== num(row[column]!) || quotes(cell).length === 0) problems.push(`${row[0]}, ${scores.header[column]}: "${cell}"`)
    })
  }
  return problems
}

/** Each interview rating comes with the candidate's answer, and the ratings agree with the scorecard. */
function checkInterviewQuotes(source: string, locale: Locale): string[] {
  const w = { ...WORDS[locale], ...EVIDENCE_WORDS[locale] }
  const problems: string[] = []
  const card = tables(source).find((t) => t.header[0] === '#' && !t.header.includes(w.points))
  const answers = tables(section(source, w.answers))[0]
  if (!card || !answers) return ['no scorecard or no answers']
  for (const row of card.rows.filter((r) => !isSummary(r))) {
    const quoted = answers.rows.find((r) => r[0] === row[0])
    for (const c of [2, 3]) {
      const cell = quoted?.[c - 1] ?? ''
      if (num(cell || 'x0') !== num(row[c]!) || quotes(cell).length === 0) problems.push(`question ${row[0]}, ${card.header[c]}: "${cell}"`)
    }
  }
  return problems
}

/** The order of a hiring round's last steps: interview, conditional offer, disclosure and consent, then any adverse step. */
function checkBackgroundOrder(steps: string, locale: Locale): string[] {
  const items = steps.split('\n').filter((line) => /^\d+\. /.test(line))
  const first = (pattern: RegExp) => items.findIndex((item) => pattern.test(item))
  const at =
    locale === 'en'
      ? {
          offer: first(/conditional (job )?offer/i),
          consent: first(/disclosure.*written consent/i),
          adverse: first(/pre-adverse action notice/i),
        }
      : {
          offer: first(/oferta de empleo condicional/i),
          consent: first(/aviso.*consentimiento por escrito/i),
          adverse: first(/aviso previo a la decisión adversa/i),
        }
  const problems: string[] = []
  if (at.offer < 0 || at.consent < 0 || at.adverse < 0) return [`missing a step: ${JSON.stringify(at)}`]
  if (!(at.offer < at.consent && at.consent < at.adverse)) problems.push(`steps out of order: ${JSON.stringify(at)}`)
  const interview = first(locale === 'en' ? /interview/i : /entrevista/i)
  if (interview >= 0 && interview > at.offer) problems.push('the offer comes before the interview')
  return problems
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

  describe('every score quotes its evidence; background checks follow the offer; no tenure test', () => {
    const EXAMPLE_FILES = ['write-job-post', 'quick-screen', 'interview-prep', 'spanish-posting', 'reference-check', 'polite-rejection']
    for (const locale of ['en', 'es'] as const) {
      it(`${locale}: every criterion of the quick screen quotes lines of the sample resume, and so do the hero and the shots`, () => {
        const review = read(locale, 'quick-screen')
        expect(checkEvidence(review, locale)).toEqual([])
        const resume = resumeLines(section(review, EVIDENCE_WORDS[locale].resume))
        const words = JSON.parse(readFileSync(path.join(root, 'locales', locale, 'tools.ai-hiring.json'), 'utf8')) as {
          mock: { review: { fitQuote: string; experienceQuote: string } }
          featureShots: { evidence: { items: Record<string, { quote: string }> } }
        }
        const shown = [
          words.mock.review.fitQuote,
          words.mock.review.experienceQuote,
          ...Object.values(words.featureShots.evidence.items).map((item) => item.quote),
        ]
        for (const quote of shown) expect(resume).toContain(quote.replace(/^“|”$/g, ''))
      })

      it(`${locale}: each reference score and each interview rating comes with the words it was given for`, () => {
        expect(checkReferenceQuotes(read(locale, 'reference-check'), locale)).toEqual([])
        expect(checkInterviewQuotes(read(locale, 'interview-prep'), locale)).toEqual([])
      })

      it(`${locale}: interview, conditional offer, disclosure and written consent, then the background check`, () => {
        for (const key of ['quick-screen', 'reference-check']) {
          expect(checkBackgroundOrder(section(read(locale, key), EVIDENCE_WORDS[locale].steps), locale)).toEqual([])
        }
        const before =
          locale === 'en'
            ? /background check before|^- (able to|must) pass a background check/im
            : /antecedentes antes de la oferta|^- aprobar una verificación/im
        for (const key of EXAMPLE_FILES) expect(read(locale, key)).not.toMatch(before)
        expect(JSON.stringify(catalog(locale))).not.toMatch(before)
      })

      it(`${locale}: no text scores how long a job lasted or a gap between jobs`, () => {
        const tenure =
          locale === 'en'
            ? /time in each job|(job|jobs) (shorter|longer) than|(shorter|less) than \d+ months in|employment gap|gap in (her|his|their) work/i
            : /tiempo en cada empleo|empleo (duró|dure) menos|menos de \d+ meses en|huecos? (laboral|en el empleo)/i
        for (const key of EXAMPLE_FILES) expect(read(locale, key)).not.toMatch(tenure)
        expect(JSON.stringify(catalog(locale))).not.toMatch(tenure)
        const flags = section(read(locale, 'quick-screen'), locale === 'en' ? 'Red flags' : 'Señales de alerta')
        expect(flags).not.toMatch(/\d+ (months|meses|years|años)/)
      })
    }

    it('a quote that is not in the resume, a score without its quote or a check before the offer fails', () => {
      const review = read('en', 'quick-screen')
      expect(checkEvidence(review.replace('"Covered open shifts for the crew when asked."', '"Never missed a shift."'), 'en')).not.toEqual(
        [],
      )
      expect(
        checkEvidence(review.replace('(8/10):** "Reliable transportation for night shifts."', '(8/10):** Has a car.'), 'en'),
      ).not.toEqual([])
      const steps = section(review, 'Next steps')
      const offerLast = `${steps.replace(/^4\. .*$/m, '4. Order the background check.')}\n7. Conditional job offer, in writing.`
      expect(checkBackgroundOrder(offerLast, 'en')).not.toEqual([])
      const reference = read('en', 'reference-check')
      expect(checkReferenceQuotes(reference.replace('| 4: "She was late twice', '| 5: "She was late twice'), 'en')).not.toEqual([])
      expect(
        checkInterviewQuotes(read('en', 'interview-prep').replace('| 2: "I tell them not to do it again." |', '| 2: no notes |'), 'en'),
      ).not.toEqual([])
    })
  })

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
