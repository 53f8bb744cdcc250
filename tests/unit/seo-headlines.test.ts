// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Google Ads headlines in the AI Local SEO & Ads examples stay within Google's 30-character limit.
 * Headlines are the cells of a markdown table column named 'Headline' (en) or 'Título' (es);
 * the 'Characters' / 'Caracteres' column next to them must state the true length.
 */
const root = path.resolve(import.meta.dirname, '../..')
const LIMIT = 30
const COLUMNS = {
  en: { headline: 'Headline', count: 'Characters' },
  es: { headline: 'Título', count: 'Caracteres' },
} as const

type Headline = { file: string; text: string; stated: number | null }

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())
}

/** Every headline listed in a markdown table with a headline column. */
function headlinesIn(file: string, source: string, locale: keyof typeof COLUMNS): Headline[] {
  const lines = source.split('\n')
  const found: Headline[] = []
  for (let i = 0; i < lines.length - 1; i += 1) {
    if (!lines[i]!.trim().startsWith('|') || !/^\|?\s*:?-{3,}/.test(lines[i + 1]!.trim())) continue
    const header = cells(lines[i]!)
    const column = header.indexOf(COLUMNS[locale].headline)
    if (column === -1) continue
    const countColumn = header.indexOf(COLUMNS[locale].count)
    for (let row = i + 2; row < lines.length && lines[row]!.trim().startsWith('|'); row += 1) {
      const values = cells(lines[row]!)
      found.push({ file, text: values[column]!, stated: countColumn === -1 ? null : Number(values[countColumn]) })
    }
  }
  return found
}

function headlines(locale: keyof typeof COLUMNS): Headline[] {
  const dir = path.join(root, 'locales', locale, 'examples', 'ai-local-seo-ads')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => headlinesIn(name, readFileSync(path.join(dir, name), 'utf8'), locale))
}

describe('ai-local-seo-ads Google Ads headlines', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`every ${locale} headline is at most ${LIMIT} characters and its stated count is true`, () => {
      const list = headlines(locale)
      for (const { file, text, stated } of list) {
        expect([...text].length, `${file}: "${text}"`).toBeLessThanOrEqual(LIMIT)
        expect(text.length, `${file}: "${text}" is not empty`).toBeGreaterThan(0)
        if (stated !== null) expect(stated, `${file}: stated length of "${text}"`).toBe([...text].length)
      }
    })

    it(`the ${locale} starter campaign lists eight headlines and the monthly review one replacement`, () => {
      const list = headlines(locale)
      expect(list.filter((h) => h.file === 'starter-google-ads.md')).toHaveLength(8)
      expect(list.filter((h) => h.file === 'monthly-review.md')).toHaveLength(2)
    })
  }

  it('the parser finds a headline that is too long', () => {
    const source = '| Headline | Characters |\n|---|---:|\n| Spotless Offices Across Greater Houston | 39 |\n'
    const [headline] = headlinesIn('fixture.md', source, 'en')
    expect(headline?.text).toBe('Spotless Offices Across Greater Houston')
    expect([...headline!.text].length).toBeGreaterThan(LIMIT)
  })
})
