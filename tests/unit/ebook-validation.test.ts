import { beforeAll, describe, expect, it } from 'vitest'
import { ensureLocale, i18n } from '../../src/i18n/i18n'
import { validateEbook } from '../../src/lib/ebook'

const messages = {
  en: {
    name: 'Please enter your name',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
  },
  es: {
    name: 'Por favor ingresa tu nombre',
    emailRequired: 'Por favor ingresa tu correo electrónico',
    emailInvalid: 'Por favor ingresa un correo electrónico válido',
  },
} as const

function messageFor(locale: 'en' | 'es', values: { name: string; email: string }) {
  const result = validateEbook(values)
  return result ? { field: result.field, text: i18n.getFixedT(locale)(result.messageKey) } : null
}

describe('ebook validation', () => {
  beforeAll(async () => {
    await ensureLocale('es', ['common', 'ebook'])
    await ensureLocale('en', ['common', 'ebook'])
  })

  for (const locale of ['en', 'es'] as const) {
    describe(locale, () => {
      it('checks the name first, even when the email is also wrong', () => {
        expect(messageFor(locale, { name: '   ', email: 'not-an-email' })).toEqual({ field: 'name', text: messages[locale].name })
        expect(messageFor(locale, { name: '', email: '' })).toEqual({ field: 'name', text: messages[locale].name })
      })
      it('then requires an email', () => {
        expect(messageFor(locale, { name: 'Ana', email: '' })).toEqual({ field: 'email', text: messages[locale].emailRequired })
      })
      it('then requires text@text.text without spaces', () => {
        for (const email of ['ana', 'ana@', 'ana@site', '@site.com', 'ana@site.', 'ana maria@site.com', 'ana@si te.com']) {
          expect(messageFor(locale, { name: 'Ana', email })).toEqual({ field: 'email', text: messages[locale].emailInvalid })
        }
      })
      it('accepts a valid lead', () => {
        expect(messageFor(locale, { name: 'Ana Ruiz', email: 'ana@brightclean.com' })).toBeNull()
        expect(messageFor(locale, { name: ' Ana ', email: ' ana@brightclean.co.uk ' })).toBeNull()
      })
    })
  }
})
