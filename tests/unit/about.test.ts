// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ABOUT_CATEGORIES, ABOUT_STATS } from '../../src/content/about'
import { TOOL_IDS } from '../../src/content/tools'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A catalog text by its full key. */
function text(locale: string, key: string): unknown {
  const [ns, dotted] = key.split(':') as [string, string]
  const catalog: unknown = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', locale, `${ns}.json`), 'utf8'))
  return dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog)
}

describe('about us content', () => {
  it('places each of the nine tools in exactly one of seven categories', () => {
    expect(ABOUT_CATEGORIES).toHaveLength(7)
    const tools = ABOUT_CATEGORIES.flatMap((category) => category.tools)
    expect(tools).toHaveLength(9)
    expect([...tools].sort()).toEqual([...TOOL_IDS].sort())
  })

  it('states the headline numbers of the spec', () => {
    const value = (id: string) => ABOUT_STATS.find((stat) => stat.id === id)?.value
    expect(value('tools')).toBe(TOOL_IDS.length)
    expect(value('categories')).toBe(ABOUT_CATEGORIES.length)
    expect(value('companies')).toBe(500)
  })
})

describe('one category per tool', () => {
  it('files each tool under the category of the All-tools overview (the RFP Reader under Pricing & Proposals)', async () => {
    const { TOOL_CATEGORIES, toolCard } = await import('../../src/content/tool-cards')
    for (const category of ABOUT_CATEGORIES) {
      const labelKey = TOOL_CATEGORIES.find((c) => c.id === category.id)?.labelKey ?? ''
      for (const locale of ['en', 'es']) expect(text(locale, category.nameKey), locale).toBe(text(locale, labelKey))
      for (const id of category.tools) expect(toolCard(id).category, id).toBe(category.id)
    }
    expect(ABOUT_CATEGORIES.find((category) => category.tools.includes('rfp-reader'))?.id).toBe('pricing-proposals')
  })
})
