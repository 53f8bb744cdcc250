import { describe, expect, it } from 'vitest'
import { decodeUrlPart, pageAddressOfFileName } from '../../src/lib/url-part'

describe('decodeUrlPart', () => {
  it('reads escapes, and gives null for a malformed one instead of throwing', () => {
    expect(decodeUrlPart('contact')).toBe('contact')
    expect(decodeUrlPart('caf%C3%A9')).toBe('café')
    for (const bad of ['%', '%E0%A4%A', 'ab%zz']) expect(decodeUrlPart(bad)).toBeNull()
  })
})

describe('pageAddressOfFileName', () => {
  const canonical = (p: string) => `https://cleansuite.example${p}`
  it('puts a file name right: /index, /index.html and /<page>.html become the page’s own address', () => {
    expect(pageAddressOfFileName('/index', canonical('/'))).toBe('/')
    expect(pageAddressOfFileName('/index.html', canonical('/'))).toBe('/')
    expect(pageAddressOfFileName('/help-center.html', canonical('/help-center'))).toBe('/help-center')
    expect(pageAddressOfFileName('/es/help-center.html', canonical('/es/help-center'))).toBe('/es/help-center')
    expect(pageAddressOfFileName('/ebookpr.html', canonical('/ebookpr'))).toBe('/ebookpr')
  })
  it('leaves every other address, and a page without a canonical link, as it is', () => {
    expect(pageAddressOfFileName('/help-center', canonical('/help-center'))).toBeNull()
    expect(pageAddressOfFileName('/indexes', canonical('/'))).toBeNull()
    expect(pageAddressOfFileName('/help-center.html', null)).toBeNull()
    expect(pageAddressOfFileName('/help-center.html', 'not a url')).toBeNull()
  })
})
