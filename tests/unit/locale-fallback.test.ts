// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withFallback } from '../../scripts/vite/locale-fallback'

describe('build-time catalog fallback', () => {
  it('fills keys that are missing or empty in a translation with the English text, keeping translated ones', () => {
    const es = { form: { submit: 'Envíame el ebook', sending: '' }, hero: { title: 'Hola' } }
    const en = {
      form: { submit: 'Send me the ebook', sending: 'Sending...', privacy: 'We use your email only…' },
      hero: { title: 'Hi', lead: 'Lead' },
    }
    expect(withFallback(es, en)).toEqual({
      form: { submit: 'Envíame el ebook', sending: 'Sending...', privacy: 'We use your email only…' },
      hero: { title: 'Hola', lead: 'Lead' },
    })
  })
})
