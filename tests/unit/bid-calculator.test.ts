// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  calculateBid,
  DEFAULT_VALUES,
  evaluateInputs,
  formatInputNumber,
  NUMERIC_FIELDS,
  roundCents,
  type BidResult,
  type BidValues,
  type RawInputs,
} from '../../src/lib/bid-calculator'

function bid(overrides: Partial<BidValues> = {}): BidResult {
  const outcome = calculateBid({ ...DEFAULT_VALUES, ...overrides })
  if (!outcome.ok) throw new Error(`expected a result, got ${JSON.stringify(outcome.errors)}`)
  return outcome.result
}

function errorsOf(overrides: Partial<BidValues>) {
  const outcome = calculateBid({ ...DEFAULT_VALUES, ...overrides })
  expect(outcome.ok).toBe(false)
  return outcome.ok ? {} : outcome.errors
}

/** A small deterministic pseudo-random generator, so property checks repeat exactly. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

function randomValues(next: () => number): BidValues {
  return {
    ...DEFAULT_VALUES,
    office: Math.round(next() * 200_000),
    officeRate: 500 + Math.round(next() * 4_000),
    restrooms: Math.round(next() * 20_000),
    restroomsRate: 100 + Math.round(next() * 600),
    common: Math.round(next() * 50_000) + 1,
    commonRate: 500 + Math.round(next() * 3_000),
    custom: Math.round(next() * 30_000),
    customRate: 200 + Math.round(next() * 5_000),
    visits: 1 + Math.floor(next() * 7),
    wage: 10 + Math.round(next() * 2_000) / 100,
    burden: Math.round(next() * 40),
    suppliesMode: next() < 0.5 ? 'sqft' : 'percent',
    suppliesSqft: Math.round(next() * 10) / 100,
    suppliesPct: Math.round(next() * 15),
    overhead: Math.round(next() * 40),
    margin: Math.round(next() * 60),
  }
}

describe('the worked example (the defaults)', () => {
  const r = bid()

  it('hours: 9 + 5 + 3.333 = 17.33 a visit, 375.27 a month at 5 visits x 4.33 weeks', () => {
    expect(r.hoursByArea).toEqual({ office: 9, restrooms: 5, common: 5000 / 1500, custom: 0 })
    expect(r.hoursPerVisit).toBeCloseTo(17.3333, 4)
    expect(r.visitsPerMonth).toBeCloseTo(21.65, 10)
    expect(r.monthlyHours).toBeCloseTo(375.2667, 4)
    expect(r.totalSqFt).toBe(25_000)
  })

  it('costs: labor $6,004.27, burden $1,200.85, supplies $500, overhead $1,501.07, total $9,206.19', () => {
    expect(r.labor).toBe(6004.27)
    expect(r.burden).toBe(1200.85)
    expect(r.supplies).toBe(500)
    expect(r.overhead).toBe(1501.07)
    expect(r.totalCost).toBe(9206.19)
  })

  it('price: $14,163.37 a month, $654.20 a visit, $37.74 an hour, $0.5665 per sq ft (the AI Pricing example figures)', () => {
    expect(r.price).toBe(14163.37)
    expect(r.grossProfit).toBe(4957.18)
    expect(r.pricePerVisit).toBe(654.2)
    expect(r.effectiveHourlyRate).toBe(37.74)
    expect(r.pricePerSqFt).toBe(0.5665)
  })

  it('supplies as a share of labor: 8% of $6,004.27 = $480.34', () => {
    const p = bid({ suppliesMode: 'percent' })
    expect(p.supplies).toBe(480.34)
    expect(p.totalCost).toBe(roundCents(6004.27 + 1200.85 + 480.34 + 1501.07))
  })

  it('a custom area adds its own hours: 6,000 sq ft at 3,000 sq ft/h = 2 hours a visit', () => {
    const c = bid({ custom: 6000, customRate: 3000 })
    expect(c.hoursByArea.custom).toBe(2)
    expect(c.hoursPerVisit).toBeCloseTo(19.3333, 4)
    expect(c.totalSqFt).toBe(31_000)
  })

  it('a zero margin prices at cost; one visit a week is 4.33 visits a month', () => {
    const z = bid({ margin: 0, visits: 1 })
    expect(z.price).toBe(z.totalCost)
    expect(z.pricePerVisit).toBe(roundCents(z.price / 4.33))
  })
})

describe('properties', () => {
  it('price equals total cost / (1 - margin), to the cent, and the cost lines add up', () => {
    const next = random(7)
    for (let i = 0; i < 500; i++) {
      const values = randomValues(next)
      const r = bid(values)
      expect(r.price).toBe(roundCents(r.totalCost / (1 - values.margin / 100)))
      expect(Math.abs(r.price - r.totalCost / (1 - values.margin / 100))).toBeLessThanOrEqual(0.005 + 1e-9)
      expect(r.totalCost).toBe(roundCents(r.labor + r.burden + r.supplies + r.overhead))
      expect(r.grossProfit).toBe(roundCents(r.price - r.totalCost))
    }
  })

  it('price rises with margin (strictly, whenever there is a cost)', () => {
    const next = random(11)
    for (let i = 0; i < 200; i++) {
      const values = randomValues(next)
      let previous = -1
      for (const margin of [0, 5, 10, 20, 35, 50, 75, 90, 99]) {
        const price = bid({ ...values, margin }).price
        expect(price).toBeGreaterThan(previous)
        previous = price
      }
    }
  })

  it('doubling every area doubles the hours (and the labor, within a cent)', () => {
    const next = random(23)
    for (let i = 0; i < 200; i++) {
      const values = randomValues(next)
      const single = bid(values)
      const double = bid({
        ...values,
        office: values.office * 2,
        restrooms: values.restrooms * 2,
        common: values.common * 2,
        custom: values.custom * 2,
      })
      expect(double.hoursPerVisit).toBeCloseTo(single.hoursPerVisit * 2, 9)
      expect(double.monthlyHours).toBeCloseTo(single.monthlyHours * 2, 9)
      expect(Math.abs(double.labor - single.labor * 2)).toBeLessThanOrEqual(0.011)
    }
  })

  it('a higher wage or more visits never lowers the price', () => {
    const next = random(31)
    for (let i = 0; i < 100; i++) {
      const values = randomValues(next)
      const base = bid(values).price
      expect(bid({ ...values, wage: values.wage + 1 }).price).toBeGreaterThanOrEqual(base)
      expect(bid({ ...values, visits: Math.min(values.visits + 1, 21) }).price).toBeGreaterThanOrEqual(base)
    }
  })
})

describe('bad values give errors, never a number', () => {
  it('zero production rate', () => {
    expect(errorsOf({ officeRate: 0 })).toEqual({ officeRate: { code: 'zero' } })
  })

  it('margin at or above 100%', () => {
    expect(errorsOf({ margin: 100 })).toEqual({ margin: { code: 'marginTooHigh', max: 100 } })
    expect(errorsOf({ margin: 250 }).margin?.code).toBe('marginTooHigh')
    expect(bid({ margin: 99.9 }).price).toBeGreaterThan(0)
  })

  it('negative numbers', () => {
    expect(errorsOf({ wage: -16 }).wage?.code).toBe('negative')
    expect(errorsOf({ office: -1 }).office?.code).toBe('negative')
  })

  it('visits: whole numbers from 1 to 21', () => {
    expect(errorsOf({ visits: 0 }).visits).toEqual({ code: 'outOfRange', min: 1, max: 21 })
    expect(errorsOf({ visits: 22 }).visits?.code).toBe('outOfRange')
    expect(errorsOf({ visits: 2.5 }).visits?.code).toBe('notWhole')
    expect(bid({ visits: 21 }).visitsPerMonth).toBeCloseTo(90.93, 10)
  })

  it('absurd sizes: an area over 5,000,000 sq ft, a total over it, or no area at all', () => {
    expect(errorsOf({ office: 5_000_001 }).office).toEqual({ code: 'tooLarge', max: 5_000_000 })
    expect(errorsOf({ office: 3_000_000, common: 2_500_000 })).toEqual({ totalArea: { code: 'areaTotalTooLarge', max: 5_000_000 } })
    expect(errorsOf({ office: 0, restrooms: 0, common: 0, custom: 0 })).toEqual({ totalArea: { code: 'areaTotalZero' } })
    expect(errorsOf({ wage: 501 }).wage).toEqual({ code: 'tooLarge', max: 500 })
    expect(errorsOf({ wage: 0 }).wage?.code).toBe('zero')
  })

  it('NaN and Infinity are errors, not results', () => {
    expect(errorsOf({ wage: Number.NaN }).wage?.code).toBe('notNumber')
    expect(errorsOf({ office: Number.POSITIVE_INFINITY }).office?.code).toBe('notNumber')
  })

  it('the inactive supplies input is not checked', () => {
    expect(bid({ suppliesMode: 'sqft', suppliesPct: -5 }).supplies).toBe(500)
    expect(errorsOf({ suppliesMode: 'percent', suppliesPct: 101 }).suppliesPct?.code).toBe('tooLarge')
  })

  it('nothing throws, whatever the numbers', () => {
    const odd = [0, -0, -1, 1e-9, 0.5, 1e308, Number.NaN, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER]
    for (const field of NUMERIC_FIELDS) {
      for (const value of odd) {
        expect(() => calculateBid({ ...DEFAULT_VALUES, [field]: value })).not.toThrow()
      }
    }
  })
})

describe('evaluateInputs (typed text to estimate)', () => {
  const rawDefaults = (locale: 'en' | 'es'): RawInputs =>
    Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, formatInputNumber(DEFAULT_VALUES[f], locale)])) as RawInputs

  it('the formatted defaults read back to the same estimate in both languages', () => {
    for (const locale of ['en', 'es'] as const) {
      const outcome = evaluateInputs(rawDefaults(locale), 'sqft', locale)
      expect(outcome.ok && outcome.result.price).toBe(14163.37)
    }
    expect(rawDefaults('en').office).toBe('18,000')
    expect(rawDefaults('es').office).toBe('18,000')
    expect(rawDefaults('es').suppliesSqft).toBe('0.02')
  })

  it('each unreadable or empty field is reported, with the range errors of the others', () => {
    const raw = { ...rawDefaults('en'), wage: '', burden: 'abc', margin: '120' }
    const outcome = evaluateInputs(raw, 'sqft', 'en')
    expect(outcome).toEqual({
      ok: false,
      errors: { wage: { code: 'required' }, burden: { code: 'notNumber' }, margin: { code: 'marginTooHigh', max: 100 } },
    })
  })

  it('Spanish input 1,500.5, 1500.5 and Spain-style 1.500,5 sq ft of custom area all count as 1500.5', () => {
    for (const custom of ['1,500.5', '1500.5', '1.500,5']) {
      const outcome = evaluateInputs({ ...rawDefaults('es'), custom }, 'sqft', 'es')
      expect([custom, outcome.ok && outcome.result.totalSqFt]).toEqual([custom, 26_500.5])
    }
  })
})
