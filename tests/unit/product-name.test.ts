// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { TOOL_NAV } from '../../src/content/tools'
import { productName } from '../../src/i18n/product-name'

const root = path.resolve(import.meta.dirname, '../..')
type Catalog = { brand: { name: string; product: string }; tools: Record<string, string> }
const common = (locale: 'en' | 'es') => JSON.parse(readFileSync(path.join(root, 'locales', locale, 'common.json'), 'utf8')) as Catalog

describe('product names in structured data (brand + tool)', () => {
  for (const locale of ['en', 'es'] as const) {
    const cat = common(locale)
    const join = (brand: string, tool: string) => new IntlMessageFormat(cat.brand.product, locale).format({ brand, tool }) as string
    it(`${locale}: no tool's product name says "AI" twice`, () => {
      for (const tool of TOOL_NAV) {
        const name = productName(cat.brand.name, cat.tools[tool.nameKey.split('.').pop()!]!, join)
        expect(name, tool.id).not.toMatch(/\bAI AI\b/)
        expect(name, tool.id).toContain(cat.brand.name)
      }
    })
  }

  it('drops the word the brand ends with from the start of the tool name, and only that', () => {
    const en = (b: string, t: string) => `${b} ${t}`
    expect(productName('CleanSuite AI', 'AI Pricing', en)).toBe('CleanSuite AI Pricing')
    expect(productName('CleanSuite AI', 'AI Local SEO & Ads', en)).toBe('CleanSuite AI Local SEO & Ads')
    expect(productName('CleanSuite AI', 'RFP Reader', en)).toBe('CleanSuite AI RFP Reader')
    expect(productName('CleanSuite AI', 'AIM Tracker', en)).toBe('CleanSuite AI AIM Tracker')
    expect(productName('CleanSuite AI', 'AI', en)).toBe('CleanSuite AI')
    expect(productName('CleanSuite AI', 'Precios con IA', (b, t) => `${t} de ${b}`)).toBe('Precios con IA de CleanSuite AI')
  })
})
