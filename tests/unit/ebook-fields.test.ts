import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ensureLocale, i18n } from '../../src/i18n/i18n'
import {
  EBOOK_ERRORS,
  EBOOK_SERVICE_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  isHoneypotSet,
  submitEbook,
  trimField,
  validateEbook,
  type SubmitOptions,
} from '../../src/lib/ebook'

/** Every message the form and the inbox can show, as the catalogs word it. */
const CATALOG = {
  en: {
    [EBOOK_ERRORS.nameRequired]: 'Please enter your name',
    [EBOOK_ERRORS.nameTooLong]: 'Please enter a name of 100 characters or fewer',
    [EBOOK_ERRORS.nameInvalid]: 'Please enter your name on one line, without control characters',
    [EBOOK_ERRORS.nameInvisible]: 'Please remove invisible characters (zero-width spaces or text-direction marks) from your name',
    [EBOOK_ERRORS.emailRequired]: 'Please enter your email address',
    [EBOOK_ERRORS.emailTooLong]: 'Please enter an email address of 254 characters or fewer',
    [EBOOK_ERRORS.emailInvalid]: 'Please enter a valid email address',
    [EBOOK_SERVICE_MESSAGES.tooManyAttempts]: 'Too many attempts. Please try again in a minute.',
    [EBOOK_SERVICE_MESSAGES.inboxFull]: 'We can’t take new requests right now. Please try again later.',
    [EBOOK_SERVICE_MESSAGES.fallback]: 'Something went wrong. Please try again.',
    [EBOOK_SERVICE_MESSAGES.errorTitle]: 'Your request was not sent',
    [EBOOK_SERVICE_MESSAGES.errorLead]: 'What you typed is still here. Check the message, then send the form again.',
    [EBOOK_SERVICE_MESSAGES.resend]: 'Send again',
    [EBOOK_SERVICE_MESSAGES.backToEbook]: 'Back to the ebook page',
    [EBOOK_SERVICE_MESSAGES.nameLabel]: 'Your name',
    [EBOOK_SERVICE_MESSAGES.emailLabel]: 'Email',
  },
  es: {
    [EBOOK_ERRORS.nameRequired]: 'Por favor ingresa tu nombre',
    [EBOOK_ERRORS.nameTooLong]: 'Por favor ingresa un nombre de 100 caracteres o menos',
    [EBOOK_ERRORS.nameInvalid]: 'Por favor ingresa tu nombre en una sola línea, sin caracteres de control',
    [EBOOK_ERRORS.nameInvisible]:
      'Por favor quita de tu nombre los caracteres invisibles (espacios de ancho cero o marcas de dirección del texto)',
    [EBOOK_ERRORS.emailRequired]: 'Por favor ingresa tu correo electrónico',
    [EBOOK_ERRORS.emailTooLong]: 'Por favor ingresa un correo electrónico de 254 caracteres o menos',
    [EBOOK_ERRORS.emailInvalid]: 'Por favor ingresa un correo electrónico válido',
    [EBOOK_SERVICE_MESSAGES.tooManyAttempts]: 'Demasiados intentos. Inténtalo de nuevo en un minuto.',
    [EBOOK_SERVICE_MESSAGES.inboxFull]: 'No podemos recibir nuevas solicitudes en este momento. Inténtalo de nuevo más tarde.',
    [EBOOK_SERVICE_MESSAGES.fallback]: 'Algo salió mal. Por favor intenta de nuevo.',
    [EBOOK_SERVICE_MESSAGES.errorTitle]: 'Tu solicitud no se envió',
    [EBOOK_SERVICE_MESSAGES.errorLead]: 'Lo que escribiste sigue aquí. Revisa el mensaje y vuelve a enviar el formulario.',
    [EBOOK_SERVICE_MESSAGES.resend]: 'Enviar de nuevo',
    [EBOOK_SERVICE_MESSAGES.backToEbook]: 'Volver a la página del ebook',
    [EBOOK_SERVICE_MESSAGES.nameLabel]: 'Tu nombre',
    [EBOOK_SERVICE_MESSAGES.emailLabel]: 'Correo electrónico',
  },
} as const

const INVISIBLE = '\u200b\u200c\u200d\u2060\ufeff\u00a0\u3000\u200e\u00ad \t\n'
const CRAFTED_EMAIL = `a@${'.'.repeat(60_000)}@`

function messageFor(locale: 'en' | 'es', values: { name: string; email: string }) {
  const result = validateEbook(values)
  return result ? { field: result.field, text: i18n.getFixedT(locale)(result.messageKey) } : null
}

describe('ebook fields: shared validation', () => {
  beforeAll(async () => {
    await ensureLocale('es', ['common', 'ebook'])
    await ensureLocale('en', ['common', 'ebook'])
  })

  it('exports the limits the inputs use for maxlength', () => {
    expect(NAME_MAX_LENGTH).toBe(100)
    expect(EMAIL_MAX_LENGTH).toBe(254)
  })

  for (const locale of ['en', 'es'] as const) {
    it(`has every message in ${locale}, worded as the catalog says`, () => {
      const t = i18n.getFixedT(locale)
      for (const [key, text] of Object.entries(CATALOG[locale])) expect(t(key), key).toBe(text)
    })

    describe(locale, () => {
      const m = CATALOG[locale]
      it('refuses a name of only white space and invisible characters as empty', () => {
        expect(messageFor(locale, { name: '\u200b\u200b\u200b', email: 'ana@example.com' })).toEqual({
          field: 'name',
          text: m[EBOOK_ERRORS.nameRequired],
        })
        expect(messageFor(locale, { name: INVISIBLE, email: 'ana@example.com' })).toEqual({
          field: 'name',
          text: m[EBOOK_ERRORS.nameRequired],
        })
      })
      it('limits the name to 100 characters, counted after trimming', () => {
        expect(messageFor(locale, { name: 'x'.repeat(101), email: 'ana@example.com' })).toEqual({
          field: 'name',
          text: m[EBOOK_ERRORS.nameTooLong],
        })
        expect(messageFor(locale, { name: `${INVISIBLE}${'x'.repeat(100)}${INVISIBLE}`, email: 'ana@example.com' })).toBeNull()
      })
      it('refuses control characters in a name', () => {
        for (const name of [
          'Eve\n[form-inbox] forged',
          'Eve\u001b[31m',
          'Eve\u0000',
          'Eve\u2028Adams',
          'Eve\u2029Adams',
          'Eve\u0085Adams',
          'Eve\u000bAdams',
        ]) {
          expect(messageFor(locale, { name, email: 'ana@example.com' }), JSON.stringify(name)).toEqual({
            field: 'name',
            text: m[EBOOK_ERRORS.nameInvalid],
          })
        }
      })
      it('refuses bidi controls and zero-width characters anywhere in a name, saying which kind', () => {
        for (const name of [
          'A\u202egnp.exe\u200bB',
          'Ana\u200bRuiz',
          'Ana\u200dRuiz',
          'Ana\u200cRuiz',
          'Ana\u2066Ruiz\u2069',
          'Ana\u200fRuiz',
          'Ana\u2060Ruiz',
          'Ana\ufeffRuiz',
        ]) {
          expect(messageFor(locale, { name, email: 'ana@example.com' }), JSON.stringify(name)).toEqual({
            field: 'name',
            text: m[EBOOK_ERRORS.nameInvisible],
          })
        }
        // A joiner inside an emoji sequence is part of the emoji, not an invisible character.
        expect(messageFor(locale, { name: 'Luis 👨🏽‍🔧', email: 'luis@example.com' })).toBeNull()
      })
      it('then requires an e-mail, invisible characters not counting', () => {
        expect(messageFor(locale, { name: 'Ana', email: '\ufeff\u200b ' })).toEqual({ field: 'email', text: m[EBOOK_ERRORS.emailRequired] })
      })
      it('limits the e-mail to 254 characters, before any pattern runs', () => {
        const at254 = `${'a'.repeat(254 - '@example.com'.length)}@example.com`
        expect(at254).toHaveLength(254)
        expect(messageFor(locale, { name: 'Ana', email: at254 })).toBeNull()
        expect(messageFor(locale, { name: 'Ana', email: `a${at254}` })).toEqual({ field: 'email', text: m[EBOOK_ERRORS.emailTooLong] })
        expect(messageFor(locale, { name: 'Ana', email: CRAFTED_EMAIL })).toEqual({ field: 'email', text: m[EBOOK_ERRORS.emailTooLong] })
      })
      it('refuses control and invisible characters inside an e-mail, and malformed addresses', () => {
        for (const email of [
          'ana\u0000@example.com',
          'ana@exa\u001bmple.com',
          'ana\u200b@example.com',
          'ana@example.com\u0085x',
          'ana',
          'ana@',
          'ana@site',
          '@site.com',
          'ana@site.',
          'ana@.site.com',
          'ana@site..com',
          'ana@@site.com',
          'ana maria@site.com',
        ]) {
          expect(messageFor(locale, { name: 'Ana', email }), JSON.stringify(email)).toEqual({
            field: 'email',
            text: m[EBOOK_ERRORS.emailInvalid],
          })
        }
      })
      it('accepts a valid lead, trimmed', () => {
        expect(messageFor(locale, { name: ' Ana Ruiz ', email: '\u2060ana.ruiz+ebook@bright-clean.co.uk\ufeff' })).toBeNull()
        expect(messageFor(locale, { name: 'Zoë 👩‍🔧', email: 'zoe@example.com' })).toBeNull()
      })
    })
  }

  it('trims Unicode white space and format characters only at the ends', () => {
    expect(trimField(`${INVISIBLE}Ana\u200dMaría${INVISIBLE}`)).toBe('Ana\u200dMaría')
    expect(trimField(INVISIBLE)).toBe('')
    expect(trimField('Ana')).toBe('Ana')
  })

  it('runs in linear time on hostile input (the pattern and the trim, without the length guard)', () => {
    // 200,000 characters: linear work takes milliseconds; a backtracking (quadratic) pattern would take minutes. The
    // bound is that gap, not a speed target, so a loaded machine (CI's two workers) cannot fail it.
    const n = 200_000
    const inputs = [
      `a@${'.'.repeat(n)}@`,
      `${'a'.repeat(n)}@`,
      `a@${'a.'.repeat(n / 2)}@`,
      `a@${'a'.repeat(n)}.`,
      `${' '.repeat(n)}x`,
      `x${'\u200b'.repeat(n)}x`,
    ]
    const started = performance.now()
    for (const input of inputs) {
      EMAIL_PATTERN.test(input)
      trimField(input)
      validateEbook({ name: input, email: input })
    }
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('reads the honeypot like the form service: any value but empty, false, 0 or off', () => {
    for (const value of ['on', 'true', '1', 'yes', 'x']) expect(isHoneypotSet(value), value).toBe(true)
    for (const value of [undefined, '', ' ', 'false', 'FALSE', '0', 'off']) expect(isHoneypotSet(value), String(value)).toBe(false)
  })
})

describe('submitEbook: trimmed values and the honeypot', () => {
  const base: Omit<SubmitOptions, 'fetchImpl'> = {
    endpoint: 'https://forms.example/submit',
    accessKey: 'key-123',
    subject: 'New ebook request (EN)',
    fromName: 'Ebook EN',
    timeoutMs: 1000,
    log: () => {},
  }
  const ok = () => new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'Content-Type': 'application/json' } })

  it('sends botcheck=true only when the hidden checkbox was checked', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => ok())
    await submitEbook({ name: 'Bot', email: 'bot@example.com' }, { ...base, botcheck: true, fetchImpl })
    await submitEbook({ name: 'Ana', email: 'ana@example.com' }, { ...base, botcheck: false, fetchImpl })
    await submitEbook({ name: 'Ana', email: 'ana@example.com' }, { ...base, fetchImpl })
    const sent = fetchImpl.mock.calls.map(([, init]) => (init?.body as FormData).get('botcheck'))
    expect(sent).toEqual(['true', null, null])
  })

  it('sends the values trimmed of invisible characters', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => ok())
    await submitEbook({ name: '\u200bAna Ruiz\ufeff ', email: ' ana@example.com\u2060' }, { ...base, fetchImpl })
    const body = fetchImpl.mock.calls[0]![1]?.body as FormData
    expect(body.get('name')).toBe('Ana Ruiz')
    expect(body.get('email')).toBe('ana@example.com')
  })
})
