// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { icuCompile } from '../../scripts/build/vite/icu-compile'
import { localeFallback, withFallback } from '../../scripts/build/vite/locale-fallback'

type Transform = (this: unknown, code: string, id: string) => { code: string } | null

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

  it('marks a catalog with no text of its own yet (a locale in progress, region tag) as English only, through compilation', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'locales-'))
    for (const lng of ['en', 'pt-BR']) mkdirSync(path.join(dir, 'locales', lng), { recursive: true })
    const en = { hero: { title: 'Hi {name}', lead: 'Lead' } }
    writeFileSync(path.join(dir, 'locales/en/home.json'), JSON.stringify(en))
    const fallback = localeFallback('en').transform as Transform
    const compile = icuCompile().transform as Transform
    const ctx = { addWatchFile: () => {} }
    const build = (lng: string, catalog: object) => {
      const id = path.join(dir, 'locales', lng, 'home.json')
      const filled = fallback.call(ctx, JSON.stringify(catalog), id)
      return JSON.parse(compile.call(ctx, filled?.code ?? JSON.stringify(catalog), id)!.code) as { strings: unknown; englishOnly?: true }
    }
    const blank = build('pt-BR', { hero: { title: '', lead: '' } })
    expect(blank.strings).toEqual(en)
    expect(blank.englishOnly).toBe(true)
    const started = build('pt-BR', { hero: { title: 'Olá {name}', lead: '' } })
    expect(started.strings).toEqual({ hero: { title: 'Olá {name}', lead: 'Lead' } })
    expect(started.englishOnly).toBeUndefined()
    expect(build('en', en).englishOnly).toBeUndefined()
  })
})
