import { describe, expect, it } from 'vitest'
import { parseSearchText, searchText, stringifySearchText } from '../../src/lib/search-params'
import { validateExampleSearch } from '../../src/components/tool-page/example-search'
import { validateBidSearch } from '../../src/lib/bid-fields'
import { NUMERIC_FIELDS, readBidSearch } from '../../src/lib/bid-search'

describe('search values are the text in the address', () => {
  it('keeps numbers, booleans and JSON-looking values as text', () => {
    expect(parseSearchText('?q=123&b=true&c=[]&d=%7B%7D&e=null')).toEqual({ q: '123', b: 'true', c: '[]', d: '{}', e: 'null' })
    expect(parseSearchText('q=floor+wax')).toEqual({ q: 'floor wax' })
  })

  it('keeps every value of a repeated key, which no validator accepts', () => {
    const search = parseSearchText('?example=a&example=b')
    expect(search.example).toEqual(['a', 'b'])
    expect(validateExampleSearch(search)).toEqual({ example: undefined })
  })

  it('cannot be polluted through __proto__', () => {
    const search = parseSearchText('?__proto__=x&constructor=y')
    expect(Object.getPrototypeOf(search)).toBeNull()
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('writes text back unquoted and leaves out what is undefined', () => {
    expect(stringifySearchText({ q: '123', example: undefined, sqft: 25000 })).toBe('?q=123&sqft=25000')
    expect(stringifySearchText({ q: undefined })).toBe('')
    // Round trip: what the page writes, it reads back the same.
    expect(parseSearchText(stringifySearchText({ q: 'true "quoted" & more' }))).toEqual({ q: 'true "quoted" & more' })
  })
})

describe('validators return every key they read', () => {
  it('a text key is a non-empty string or undefined', () => {
    expect(searchText('pdf')).toBe('pdf')
    for (const bad of ['', 123, true, ['a'], null, {}]) expect(searchText(bad)).toBeUndefined()
  })

  it('the raw value of a key is overwritten, so the router cannot merge it back', () => {
    // The router spreads the raw query under the validator's result: the key must be present (undefined).
    const raw = { example: 123 }
    const merged = { ...raw, ...validateExampleSearch(raw) }
    expect(merged.example).toBeUndefined()
    const bid = {
      ...{ office: '[]', margin: 'true', supplies: 'x' },
      ...validateBidSearch({ office: '[]', margin: 'true', supplies: 'x' }),
    }
    expect(bid).toEqual({})
    expect(validateBidSearch(parseSearchText('?office=30000'))).toEqual({ office: 30000 })
  })

  it("the calculator route's reading (every page's first load) keeps numbers only; the calculator then keeps the valid ones", () => {
    const raw = parseSearchText('?office=-5&margin=150&wage=17.5&visits=abc&common=%5B%5D&supplies=percent&extra=1')
    const read = readBidSearch(raw)
    // Every field is a key, so the router's spread cannot bring a raw value back.
    expect(Object.keys(read).sort()).toEqual([...NUMERIC_FIELDS, 'supplies'].sort())
    expect({ ...raw, ...read }).toMatchObject({
      office: -5,
      margin: 150,
      wage: 17.5,
      visits: undefined,
      common: undefined,
      supplies: 'percent',
    })
    // Out of range (-5 sq ft, a 150% margin) is dropped by the calculator, as from the raw address.
    expect(validateBidSearch(read)).toEqual({ wage: 17.5, supplies: 'percent' })
    expect(validateBidSearch(read)).toEqual(validateBidSearch(raw))
  })
})
