import { describe, expect, it } from 'vitest'
import { parse } from '@formatjs/icu-messageformat-parser'
import { messageFormatter } from '../../src/islands/messages'

describe("an island's catalog slice", () => {
  const t = messageFormatter({
    locale: 'es-US',
    messages: {
      'ebook:form.title': 'Recibe el ebook',
      'ebook:form.tooLong': parse('Usa como máximo {max, number} caracteres'),
      'bid-calculator:result.price': parse('{price, number, ::currency/USD} al mes'),
      'common:count': parse('{n, plural, one {# cuenta} other {# cuentas}}'),
    },
  })

  it('gives plain text as it is', () => {
    expect(t('ebook:form.title')).toBe('Recibe el ebook')
  })

  it("formats numbers, currency and plurals in the page's locale", () => {
    expect(t('ebook:form.tooLong', { max: 1200 })).toBe('Usa como máximo 1,200 caracteres')
    expect(t('bid-calculator:result.price', { price: 4520 })).toMatch(/^\$4,520\.00\sal mes$/)
    expect(t('common:count', { n: 1 })).toBe('1 cuenta')
    expect(t('common:count', { n: 3 })).toBe('3 cuentas')
  })

  it('fails loudly on a key the slice does not have (an island asked for a message its server did not send)', () => {
    expect(() => t('ebook:form.missing')).toThrow(/not in this island's messages/)
  })
})

describe('the slice the server makes', () => {
  it("carries a group of keys in the page's locale, parsed where a message needs formatting, and formats like i18next", async () => {
    const { ensureLocale, i18n } = await import('../../src/i18n/i18n')
    const { islandMessages } = await import('../../src/islands/messages-server')
    await ensureLocale('es', ['common', 'bid-calculator'])
    const slice = islandMessages(['common:toast'])
    expect(slice.locale).toBe('es-US')
    const keys = Object.keys(slice.messages)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.every((key) => key.startsWith('common:toast.'))).toBe(true)
    const t = messageFormatter(JSON.parse(JSON.stringify(slice)) as typeof slice)
    for (const key of keys) expect(t(key)).toBe(i18n.t(key))
    // A single key with a placeholder: carried parsed, formatted with its value as i18next formats it.
    const one = islandMessages(['common:toolPage.seeExampleOf'])
    expect(typeof one.messages['common:toolPage.seeExampleOf']).not.toBe('string')
    expect(messageFormatter(one)('common:toolPage.seeExampleOf', { scenario: 'Oficinas' })).toBe(
      i18n.t('common:toolPage.seeExampleOf', { scenario: 'Oficinas' }),
    )
    expect(() => islandMessages(['common:no.such.group'])).toThrow(/not in the es catalogs/)
  })
})
