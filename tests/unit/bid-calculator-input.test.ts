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
  it('reads each language the way INTL_LOCALE writes it (en-US and es-US: 1,500.5)', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(value('1,500.5', locale)).toBe(1500.5)
      expect(value('1500.5', locale)).toBe(1500.5)
      expect(value('18,000', locale)).toBe(18000)
      expect(value('0.02', locale)).toBe(0.02)
      expect(value('1500', locale)).toBe(1500)
      expect(value('1,000,000', locale)).toBe(1_000_000)
      expect(value('1,000,000.25', locale)).toBe(1_000_000.25)
    }
    // The locale's own way raises no note.
    expect(parseLocaleNumber('1,500.5', 'es')).toEqual({ ok: true, value: 1500.5 })
    expect(parseLocaleNumber('1500.5', 'es')).toEqual({ ok: true, value: 1500.5 })
    expect(parseLocaleNumber('1,500', 'es')).toEqual({ ok: true, value: 1500 })
    expect(parseLocaleNumber('0.02', 'es')).toEqual({ ok: true, value: 0.02 })
  })

  it('reads Spain-style numbers too, and flags them so the page can say how it read them', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(parseLocaleNumber('1.500,5', locale)).toEqual({ ok: true, value: 1500.5, ambiguous: true })
      expect(parseLocaleNumber('1500,5', locale)).toEqual({ ok: true, value: 1500.5, ambiguous: true })
      expect(parseLocaleNumber('0,02', locale)).toEqual({ ok: true, value: 0.02, ambiguous: true })
      expect(parseLocaleNumber('1,5', locale)).toEqual({ ok: true, value: 1.5, ambiguous: true })
      expect(parseLocaleNumber('12,75', locale)).toEqual({ ok: true, value: 12.75, ambiguous: true })
      expect(parseLocaleNumber('0,500', locale)).toEqual({ ok: true, value: 0.5, ambiguous: true })
      expect(parseLocaleNumber('1.000.000', locale)).toEqual({ ok: true, value: 1_000_000, ambiguous: true })
      expect(parseLocaleNumber('16,50 US$', locale)).toEqual({ ok: true, value: 16.5, ambiguous: true })
    }
  })

  it('ambiguous single separators (documented): the decimal point decides, three digits after a comma group', () => {
    for (const locale of ['en', 'es'] as const) {
      // '1.500' is 1.5 (the decimal point), flagged: a reader used to Spain's marks meant 1500.
      expect(parseLocaleNumber('1.500', locale)).toEqual({ ok: true, value: 1.5, ambiguous: true })
      expect(parseLocaleNumber('40.000', locale)).toEqual({ ok: true, value: 40, ambiguous: true })
      // '1,500' groups thousands: 1500, the US way, no note.
      expect(parseLocaleNumber('1,500', locale)).toEqual({ ok: true, value: 1500 })
      // A decimal point before other than three digits is simply a decimal point.
      expect(parseLocaleNumber('1.5', locale)).toEqual({ ok: true, value: 1.5 })
      expect(parseLocaleNumber('16.50', locale)).toEqual({ ok: true, value: 16.5 })
    }
  })

  it('spaces, currency and percent signs are ignored; a sign is kept', () => {
    expect(value(' 16 ', 'en')).toBe(16)
    expect(value('$16.50', 'en')).toBe(16.5)
    expect(value('$16.50', 'es')).toBe(16.5)
    expect(value('US$16.50', 'es')).toBe(16.5)
    expect(value('35%', 'en')).toBe(35)
    expect(value('35 %', 'es')).toBe(35)
    expect(value('18 000', 'es')).toBe(18000)
    expect(value('18\u00a0000', 'es')).toBe(18000)
    expect(value('-5', 'en')).toBe(-5)
    expect(value('\u22125', 'es')).toBe(-5)
    expect(value('+5', 'en')).toBe(5)
    expect(value('.5', 'en')).toBe(0.5)
    expect(value('.5', 'es')).toBe(0.5)
    expect(value(',5', 'es')).toBe(0.5)
    expect(value('5.', 'en')).toBe(5)
    expect(Object.is(value('-0', 'en'), 0)).toBe(true)
  })

  it('empty is required; anything else unreadable is notNumber', () => {
    expect(value('', 'en')).toBe('required')
    expect(value('   ', 'es')).toBe('required')
    for (const bad of [
      'abc',
      '1e5',
      '0x10',
      'Infinity',
      'NaN',
      '12a',
      '1,2,3',
      '1.50.0',
      '1..5',
      '1,5,00.2',
      '.',
      ',',
      '-',
      '$',
      '%',
      '1.500,5,2',
      '1,50.000',
    ]) {
      expect([bad, value(bad, 'en')]).toEqual([bad, 'notNumber'])
      expect([bad, value(bad, 'es')]).toEqual([bad, 'notNumber'])
    }
  })

  it('what the page writes into the inputs reads back to the same number, with no note', () => {
    const samples = [0, 0.02, 0.5, 1, 5, 16, 16.5, 20, 35, 400, 999, 1000, 1500, 1500.5, 2000, 18000, 123456.789, 5_000_000]
    for (const n of samples) {
      for (const locale of ['en', 'es'] as const) {
        expect(parseLocaleNumber(formatInputNumber(n, locale), locale)).toEqual({ ok: true, value: n })
      }
    }
    expect(formatInputNumber(1500.5, 'es')).toBe('1,500.5')
    expect(formatInputNumber(0.02, 'es')).toBe('0.02')
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
    const raw = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, formatInputNumber(DEFAULT_VALUES[f], 'es')])) as RawInputs
    raw.office = '20,000'
    raw.wage = '17,5' // Spain's way, read as 17.5
    raw.margin = 'x' // invalid: left out of the URL
    const search = searchFromInputs(raw, 'percent', 'es')
    expect(search).toEqual({ office: 20000, wage: 17.5, supplies: 'percent' })
    // Through the URL as TanStack Router serializes it (JSON values).
    const fromUrl = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, JSON.parse(JSON.stringify(v)) as unknown]))
    expect(validateBidSearch(fromUrl)).toEqual(search)
    expect(valuesFromSearch(validateBidSearch(fromUrl))).toEqual({ ...DEFAULT_VALUES, office: 20000, wage: 17.5, suppliesMode: 'percent' })
  })

  it('the defaults give an empty search', () => {
    const raw = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, formatInputNumber(DEFAULT_VALUES[f], 'en')])) as RawInputs
    expect(searchFromInputs(raw, 'sqft', 'en')).toEqual({})
  })
})
