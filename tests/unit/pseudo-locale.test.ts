// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js'
import { describe, expect, it } from 'vitest'
import { compileCatalog } from '../../scripts/build/vite/icu-compile'
import {
  hasPseudoMarker,
  PSEUDO_CHARS,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  pseudoCatalog,
  PSEUDO_LOCALE,
  pseudoLocale,
  pseudoMessage,
} from '../../scripts/build/vite/pseudo-locale'

const root = path.resolve(import.meta.dirname, '../..')
type Catalog = { [key: string]: string | Catalog }

function messages(locale: string): Array<[string, string]> {
  const out: Array<[string, string]> = []
  const walk = (catalog: Catalog, where: string) => {
    for (const [key, value] of Object.entries(catalog)) {
      if (typeof value === 'string') out.push([`${where}:${key}`, value])
      else walk(Object.fromEntries(Object.entries(value).map(([k, v]) => [`${key}.${k}`, v])), where)
    }
  }
  for (const file of readdirSync(path.join(root, 'locales', locale)).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(path.join(root, 'locales', locale, file), 'utf8')) as Catalog, file.replace(/\.json$/, ''))
  }
  return out
}

/** The message's syntax with its text left out: arguments (name and kind), plural and select branches, `#`, and <tag> tokens. */
function skeleton(ast: MessageFormatElement[]): string[] {
  const out: string[] = []
  for (const el of ast) {
    if (el.type === TYPE.literal) out.push(...(el.value.match(/<\/?[A-Za-z][\w-]*>/g) ?? []))
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.push(`{${el.value},${TYPE[el.type]}}`)
      // Branch order is not meaning (the printer sorts them: one, other, =0).
      for (const [id, option] of Object.entries(el.options).sort(([a], [b]) => a.localeCompare(b)))
        out.push(`${id}{`, ...skeleton(option.value), '}')
    } else if (el.type === TYPE.pound) out.push('#')
    else if (el.type === TYPE.tag) out.push(`<${el.value}>`, ...skeleton(el.children), `</${el.value}>`)
    else out.push(`{${el.value},${TYPE[el.type]}${'style' in el && el.style ? `,${JSON.stringify(el.style)}` : ''}}`)
  }
  return out
}

const literalText = (ast: MessageFormatElement[]): string =>
  ast
    .map((el) => {
      if (el.type === TYPE.literal) return el.value.replace(/<\/?[A-Za-z][\w-]*>/g, '')
      if (el.type === TYPE.plural || el.type === TYPE.select)
        return Object.values(el.options)
          .map((o) => literalText(o.value))
          .join('')
      return ''
    })
    .join('')

describe('pseudo-locale', () => {
  it('accents with letters outside the alphabets the site targets, so no real word passes for pseudo text', () => {
    const real = 'áéíóúñüÁÉÍÓÚÑÜãõâêôàçÃÕÂÊÔÀÇèëîïûùœÈËÎÏÛÙŒäößÄÖåÅ'
    expect([...real].filter((ch) => PSEUDO_CHARS.has(ch))).toEqual([])
    expect(hasPseudoMarker('Regístrate: coração, naïve, Straße')).toBe(false)
  })
  it('accents the text, brackets the message and keeps placeholders, plurals, # and tags as they are', () => {
    const source =
      'Hi {name}, <strong>you have</strong> {count, plural, one {# saved template} other {# saved templates}}. Price: {price, number, ::currency/USD}'
    const pseudo = pseudoMessage(source)
    expect(pseudo.startsWith(PSEUDO_OPEN)).toBe(true)
    expect(pseudo.endsWith(PSEUDO_CLOSE)).toBe(true)
    expect(pseudo).toContain('Ħȋ {name}, ')
    expect(pseudo).toContain('<strong>')
    expect(pseudo).toContain('# șȧṽḗḓ ŧḗḿƥŀȧŧḗș')
    expect(skeleton(parse(pseudo, { ignoreTag: true }))).toEqual(skeleton(parse(source, { ignoreTag: true })))
  })

  it('pads about 35%, in words that can wrap', () => {
    const source = 'Cleaning checklists in seconds for every site you clean'
    const pseudo = pseudoMessage(source)
    const padded = [...pseudo].length - 2 // the brackets
    expect(padded / source.length).toBeGreaterThanOrEqual(1.3)
    expect(padded / source.length).toBeLessThanOrEqual(1.4)
    expect(pseudo).toMatch(/ ŀȫȑḗḿ ȋƥșȗḿ/)
  })

  describe.each(['en'])('every %s catalog message', (locale) => {
    const all = messages(locale)

    it('stays valid ICU with the same placeholders, plural/select branches, # and tags', () => {
      const broken = all.filter(([, source]) => {
        const pseudo = pseudoMessage(source)
        return JSON.stringify(skeleton(parse(pseudo, { ignoreTag: true }))) !== JSON.stringify(skeleton(parse(source, { ignoreTag: true })))
      })
      expect(broken.map(([key]) => key)).toEqual([])
    })

    it('prints back exactly what it parses to (the shipped string and its compiled AST agree)', () => {
      const drift = all.filter(([, source]) => {
        const pseudo = pseudoMessage(source)
        return printAST(parse(pseudo, { ignoreTag: true })) !== pseudo
      })
      expect(drift.map(([key]) => key)).toEqual([])
    })

    it('has no ASCII letter left in its text, and is bracketed', () => {
      const left = all.filter(([, source]) => {
        const pseudo = pseudoMessage(source)
        return (
          /[A-Za-z]/.test(literalText(parse(pseudo, { ignoreTag: true }))) ||
          !pseudo.startsWith(PSEUDO_OPEN) ||
          !pseudo.endsWith(PSEUDO_CLOSE)
        )
      })
      expect(left.map(([key]) => key)).toEqual([])
    })

    it('grows by about 35% overall', () => {
      const before = all.reduce((n, [, s]) => n + [...s].length, 0)
      const after = all.reduce((n, [, s]) => n + [...pseudoMessage(s)].length, 0)
      expect(after / before).toBeGreaterThan(1.3)
      expect(after / before).toBeLessThan(1.5)
    })
  })

  it('no Spanish message carries a pseudo mark, so real Spanish text never passes for catalog text', () => {
    expect(
      messages('es')
        .filter(([, s]) => hasPseudoMarker(s))
        .map(([key]) => key),
    ).toEqual([])
  })

  it('compiles like any catalog, and the Vite plugin transforms only the English catalogs loaded for the pseudo-locale', () => {
    const catalog = { hero: { title: 'Hello', count: '{n, plural, one {# day} other {# days}}' } }
    const pseudo = pseudoCatalog(catalog)
    // A plain-text message stays plain (shipped as is, no AST), like any other.
    expect(Object.keys(compileCatalog(pseudo).asts)).toEqual(['hero.count'])
    const plugin = pseudoLocale(true, 'en')
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null
    expect(JSON.parse(transform.call({}, JSON.stringify(catalog), `/x/locales/en/home.json?locale=${PSEUDO_LOCALE}`)!.code)).toEqual(pseudo)
    expect(transform.call({}, JSON.stringify(catalog), '/x/locales/en/home.json')).toBeNull()
    expect(transform.call({}, JSON.stringify(catalog), `/x/locales/es/home.json?locale=${PSEUDO_LOCALE}`)).toBeNull()
    expect(pseudoLocale(false, 'en').transform).toBeDefined()
    expect(
      (pseudoLocale(false, 'en').transform as typeof transform).call({}, '{}', `/x/locales/en/home.json?locale=${PSEUDO_LOCALE}`),
    ).toBeNull()
  })
})
