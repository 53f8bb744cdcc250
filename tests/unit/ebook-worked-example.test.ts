// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Root, RootContent, Table } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { calculateBid, DEFAULT_VALUES, roundCents, type BidResult, type BidValues } from '../../src/lib/bid-calculator'
import { EDITION_LOCALES } from '../../src/content/ebook'
import { INTL_LOCALE, type Locale } from '../../src/i18n/locales'

/**
 * The playbook's worked example (chapter 3, the pricing worksheet, the renewal chapter and letter)
 * must be the calculator's own numbers: every figure is recomputed here with src/lib/bid-calculator.ts
 * and formatted the way the language writes it (INTL_LOCALE: en-US, es-US).
 */

const root = path.resolve(import.meta.dirname, '../..')
const parser = unified().use(remarkParse).use(remarkGfm)

function bid(overrides: Partial<BidValues> = {}): BidResult {
  const outcome = calculateBid({ ...DEFAULT_VALUES, ...overrides })
  if (!outcome.ok) throw new Error('the defaults must give an estimate')
  return outcome.result
}

function read(locale: Locale, file: string): { text: string; tree: Root } {
  const text = readFileSync(path.join(root, 'locales', locale, 'ebook', file), 'utf8')
  return { text, tree: parser.parse(text) }
}

function plain(node: RootContent): string {
  if ('value' in node) return node.value
  if ('children' in node) return node.children.map((child) => plain(child as RootContent)).join('')
  return ''
}

function tables(tree: Root): string[][][] {
  return tree.children
    .filter((node): node is Table => node.type === 'table')
    .map((table) => table.children.map((row) => row.children.map((cell) => plain(cell).trim())))
}

/** The table (rows of cell texts) that contains a cell with this exact text. */
function tableWith(tree: Root, cell: string): string[][] {
  const found = tables(tree).find((rows) => rows.some((row) => row.includes(cell)))
  if (!found) throw new Error(`no table has a cell "${cell}"`)
  return found
}

const r = bid()
const raise = bid({ wage: 17.5 })

// Every locale with a playbook of its own (one in progress offers the English edition).
for (const locale of EDITION_LOCALES) {
  const money = (n: number) => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(n)
  const num = (n: number, digits = 2) =>
    new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n)
  const whole = (n: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(n)
  const pct = (share: number) => `${num(share * 100, 1)}%`

  describe(`the worked example in the ${locale} playbook equals the calculator`, () => {
    it('is the calculator’s default building: 25,000 sq ft, five nights a week, 35% margin', () => {
      expect(r.totalSqFt).toBe(25_000)
      expect(DEFAULT_VALUES.visits).toBe(5)
      expect(DEFAULT_VALUES.margin).toBe(35)
    })

    const price = read(locale, 'chapters/price.md')

    it('chapter 3: areas, production rates and hours per visit', () => {
      const areas = tableWith(price.tree, whole(DEFAULT_VALUES.office))
      const body = areas.slice(1)
      const expected = [
        [whole(DEFAULT_VALUES.office), whole(DEFAULT_VALUES.officeRate), num(r.hoursByArea.office)],
        [whole(DEFAULT_VALUES.restrooms), whole(DEFAULT_VALUES.restroomsRate), num(r.hoursByArea.restrooms)],
        [whole(DEFAULT_VALUES.common), whole(DEFAULT_VALUES.commonRate), num(r.hoursByArea.common)],
        [whole(r.totalSqFt), '', num(r.hoursPerVisit)],
      ]
      expect(body.map((row) => row.slice(1))).toEqual(expected)
    })

    it('chapter 3: every line of the monthly cost and the price', () => {
      const cost = tableWith(price.tree, money(r.labor))
      const amounts = cost.slice(1).map((row) => row.at(-1))
      expect(amounts).toEqual([
        `${num(r.monthlyHours)} h`,
        money(r.labor),
        money(r.burden),
        money(r.supplies),
        money(r.overhead),
        money(r.totalCost),
        money(r.price),
        money(r.grossProfit),
      ])
      // The lines add up (each already rounded to the cent, as the calculator does).
      expect(roundCents(r.labor + r.burden + r.supplies + r.overhead)).toBe(r.totalCost)
      expect(r.price).toBe(14_163.37)
    })

    it('chapter 3: per visit, per hour, per square foot, and the lessons', () => {
      for (const figure of [
        `${DEFAULT_VALUES.visits} × ${num(4.33)} = ${num(r.visitsPerMonth)}`,
        money(r.pricePerVisit),
        money(r.effectiveHourlyRate),
        money(roundCents(r.pricePerSqFt)),
        // Restrooms: share of the floor area and of the hours; labor and burden: share of the cost.
        `${Math.round((DEFAULT_VALUES.restrooms / r.totalSqFt) * 100)}%`,
        `${Math.round((r.hoursByArea.restrooms / r.hoursPerVisit) * 100)}%`,
        `${Math.round(((r.labor + r.burden) / r.totalCost) * 100)}%`,
        // A raise to $17.50 an hour.
        money(17.5),
        money(raise.totalCost),
        money(raise.price),
        pct((r.price - raise.totalCost) / r.price),
        // Markup is not margin.
        money(roundCents(r.totalCost * 1.35)),
        pct((roundCents(r.totalCost * 1.35) - r.totalCost) / roundCents(r.totalCost * 1.35)),
        money(roundCents(r.price - roundCents(r.totalCost * 1.35))),
      ]) {
        expect(price.text, figure).toContain(figure)
      }
    })

    it('the pricing worksheet’s example column', () => {
      const sheet = read(locale, 'templates/pricing-worksheet.md')
      const exampleColumn = (rows: string[][]) => rows.slice(1).map((row) => row[2])
      expect(exampleColumn(tableWith(sheet.tree, money(r.labor)))).toEqual([
        `${num(r.hoursPerVisit)} h`,
        num(r.visitsPerMonth),
        `${num(r.monthlyHours)} h`,
        money(r.labor),
        money(r.burden),
        money(r.supplies),
        money(r.overhead),
        money(r.totalCost),
      ])
      expect(exampleColumn(tableWith(sheet.tree, money(r.price)))).toEqual([
        `${DEFAULT_VALUES.margin}%`,
        money(r.price),
        money(r.grossProfit),
        money(r.pricePerVisit),
        money(r.effectiveHourlyRate),
        money(roundCents(r.pricePerSqFt)),
      ])
    })

    it('chapter 5 and the renewal letter: the CPI adjustment of the same price', () => {
      const adjusted = roundCents(r.price * 1.03)
      const cap = roundCents(r.price * 1.05)
      for (const file of ['chapters/keep.md', 'templates/renewal-letter.md']) {
        const { text } = read(locale, file)
        for (const figure of [money(r.price), money(adjusted), money(cap), money(raise.price)])
          expect(text, `${file}: ${figure}`).toContain(figure)
      }
      expect(read(locale, 'templates/renewal-letter.md').text).toContain(money(roundCents(adjusted - r.price)))
      expect(read(locale, 'chapters/keep.md').text).toContain(money(roundCents(adjusted - r.price)))
    })

    it('chapter 5: the wage pass-through adds the added labor and burden, as the chapter defines it', () => {
      const added = roundCents(raise.labor + raise.burden - (r.labor + r.burden))
      const passedThrough = roundCents(r.price + added)
      const { text } = read(locale, 'chapters/keep.md')
      for (const figure of [
        money(added),
        money(passedThrough),
        pct((passedThrough - raise.totalCost) / passedThrough),
        pct((r.price - raise.totalCost) / r.price),
        money(raise.price),
      ])
        expect(text, figure).toContain(figure)
    })
  })
}
