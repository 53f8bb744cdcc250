// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_VALUES,
  formatInputNumber,
  NUMERIC_FIELDS,
  parseLocaleNumber,
  searchFromInputs,
  validateBidSearch,
  valuesFromSearch,
  type RawInputs,
} from '../../src/lib/bid-calculator'

const value = (text: string, locale: 'en' | 'es') => {
  const parsed = parseLocaleNumber(text, locale)
  return parsed.ok ? parsed.value : parsed.code
}

describe('parseLocaleNumber', () => {
  it('reads each language its own way', () => {
    expect(value('1,500.5', 'en')).toBe(1500.5)
    expect(value('1.500,5', 'es')).toBe(1500.5)
    expect(value('18,000', 'en')).toBe(18000)
    expect(value('18.000', 'es')).toBe(18000)
    expect(value('0.02', 'en')).toBe(0.02)
    expect(value('0,02', 'es')).toBe(0.02)
    expect(value('1500', 'es')).toBe(1500)
    expect(value('1500,5', 'es')).toBe(1500.5)
    expect(value('1.000.000', 'es')).toBe(1_000_000)
    expect(value('1,000,000', 'en')).toBe(1_000_000)
    expect(value('1,000,000.25', 'en')).toBe(1_000_000.25)
  })

  it('ambiguous single separators (documented): the locale decides, three digits after a thousands mark group', () => {
    expect(value('1.500', 'es')).toBe(1500)
    expect(value('1,500', 'en')).toBe(1500)
    expect(value('1,500', 'es')).toBe(1.5)
    expect(value('1.500', 'en')).toBe(1.5)
    // The other language's decimal mark, where it cannot be a thousands mark.
    expect(value('0.02', 'es')).toBe(0.02)
    expect(value('1.5', 'es')).toBe(1.5)
    expect(value('16.50', 'es')).toBe(16.5)
    expect(value('12,75', 'en')).toBe(12.75)
    expect(value('0,500', 'en')).toBe(0.5)
  })

  it('flags the readings a visitor from the other language may not expect', () => {
    expect(parseLocaleNumber('1,500', 'es')).toEqual({ ok: true, value: 1.5, ambiguous: true })
    expect(parseLocaleNumber('40.000', 'en')).toEqual({ ok: true, value: 40, ambiguous: true })
    expect(parseLocaleNumber('1.500', 'es')).toEqual({ ok: true, value: 1500 })
    expect(parseLocaleNumber('0,500', 'es')).toEqual({ ok: true, value: 0.5 })
    expect(parseLocaleNumber('1,5', 'es')).toEqual({ ok: true, value: 1.5 })
  })

  it('both separators: the last one is the decimal mark, in either language', () => {
    expect(value('1,500.5', 'es')).toBe(1500.5)
    expect(value('1.500,5', 'en')).toBe(1500.5)
  })

  it('spaces, currency and percent signs are ignored; a sign is kept', () => {
    expect(value(' 16 ', 'en')).toBe(16)
    expect(value('$16.50', 'en')).toBe(16.5)
    expect(value('16,50 US$', 'es')).toBe(16.5)
    expect(value('35%', 'en')).toBe(35)
    expect(value('18 000', 'es')).toBe(18000)
    expect(value('18\u00a0000', 'es')).toBe(18000)
    expect(value('-5', 'en')).toBe(-5)
    expect(value('\u22125', 'es')).toBe(-5)
    expect(value('+5', 'en')).toBe(5)
    expect(value('.5', 'en')).toBe(0.5)
    expect(value(',5', 'es')).toBe(0.5)
    expect(value('5.', 'en')).toBe(5)
    expect(Object.is(value('-0', 'en'), 0)).toBe(true)
  })

  it('empty is required; anything else unreadable is notNumber', () => {
    expect(value('', 'en')).toBe('required')
    expect(value('   ', 'es')).toBe('required')
    for (const bad of ['abc', '1e5', '0x10', 'Infinity', 'NaN', '12a', '1,2,3', '1.50.0', '1..5', '1,5,00.2', '.', ',', '-', '$', '%', '1.500,5,2', '1,50.000']) {
      expect([bad, value(bad, 'en')]).toEqual([bad, 'notNumber'])
      expect([bad, value(bad, 'es')]).toEqual([bad, 'notNumber'])
    }
  })

  it('what the page writes into the inputs reads back to the same number', () => {
    const samples = [0, 0.02, 0.5, 1, 5, 16, 16.5, 20, 35, 400, 999, 1000, 1500, 1500.5, 2000, 18000, 123456.789, 5_000_000]
    for (const n of samples) {
      expect(value(formatInputNumber(n, 'en-US'), 'en')).toBe(n)
      expect(value(formatInputNumber(n, 'es-ES'), 'es')).toBe(n)
    }
  })
})

describe('URL search parameters', () => {
  it('keeps valid known values, drops defaults, invalid and unknown ones', () => {
    expect(
      validateBidSearch({
        office: 20000,
        restrooms: '3000',
        common: 5000, // the default
        officeRate: 0, // a zero rate
        margin: 100,
        visits: 2.5,
        wage: 'abc',
        burden: -1,
        utm_source: 'mail',
        supplies: 'percent',
        suppliesPct: 10,
      }),
    ).toEqual({ office: 20000, restrooms: 3000, supplies: 'percent', suppliesPct: 10 })
    expect(validateBidSearch({ supplies: 'sqft', custom: Number.NaN, customRate: null })).toEqual({})
    expect(validateBidSearch({})).toEqual({})
  })

  it('values from the URL: defaults for what it leaves out', () => {
    expect(valuesFromSearch({})).toEqual(DEFAULT_VALUES)
    expect(valuesFromSearch({ office: 1, supplies: 'percent' })).toEqual({ ...DEFAULT_VALUES, office: 1, suppliesMode: 'percent' })
  })

  it('the inputs to the URL and back give the same values (round trip)', () => {
    const raw = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, formatInputNumber(DEFAULT_VALUES[f], 'es-ES')])) as RawInputs
    raw.office = '20.000'
    raw.wage = '17,5'
    raw.margin = 'x' // invalid: left out of the URL
    const search = searchFromInputs(raw, 'percent', 'es')
    expect(search).toEqual({ office: 20000, wage: 17.5, supplies: 'percent' })
    // Through the URL as TanStack Router serializes it (JSON values).
    const fromUrl = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, JSON.parse(JSON.stringify(v)) as unknown]))
    expect(validateBidSearch(fromUrl)).toEqual(search)
    expect(valuesFromSearch(validateBidSearch(fromUrl))).toEqual({ ...DEFAULT_VALUES, office: 20000, wage: 17.5, suppliesMode: 'percent' })
  })

  it('the defaults give an empty search', () => {
    const raw = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, formatInputNumber(DEFAULT_VALUES[f], 'en-US')])) as RawInputs
    expect(searchFromInputs(raw, 'sqft', 'en')).toEqual({})
  })
})
