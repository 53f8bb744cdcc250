import { readFileSync } from 'node:fs'
import path from 'node:path'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { AiChatAssistantShots } from '../../src/components/tool-page/shots/AiChatAssistantShots'
import { AiContentManagerShots } from '../../src/components/tool-page/shots/AiContentManagerShots'
import { AiHiringShots } from '../../src/components/tool-page/shots/AiHiringShots'
import { AiLocalSeoAdsShots } from '../../src/components/tool-page/shots/AiLocalSeoAdsShots'
import { AiPricingShots } from '../../src/components/tool-page/shots/AiPricingShots'
import { ContractAnalyzerShots } from '../../src/components/tool-page/shots/ContractAnalyzerShots'
import { ContractWriterShots } from '../../src/components/tool-page/shots/ContractWriterShots'
import type { FeatureShotProps } from '../../src/components/tool-page/shots/feature-shots'
import { LeadsContractsShots } from '../../src/components/tool-page/shots/LeadsContractsShots'
import { RfpReaderShots } from '../../src/components/tool-page/shots/RfpReaderShots'
import { PRICING_EXAMPLE, priceExample, type PricingInputs } from '../../src/content/pricing-example'
import type { ToolId } from '../../src/content/tools'
import { EVIDENCE } from '../../src/content/tools/ai-hiring-mock'
import { auditScore, CITY_KEYWORDS, SEO_AUDIT } from '../../src/content/tools/ai-local-seo-ads-mock'
import { TOOL_PAGES } from '../../src/content/tools/registry'
import { RFP_BUILDINGS, scopeSqft } from '../../src/content/tools/rfp-reader-mock'
import { toolNamespace } from '../../src/content/tools/types'
import { ensureLocale } from '../../src/i18n/i18n'
import { formats } from '../../src/lib/format'

/**
 * The tool pages' feature shots (issue 37): at least three features of each page draw their output, and the numbers
 * they draw are computed from the page's own sample data, the same as the page's examples say, in both languages.
 */
const root = path.resolve(import.meta.dirname, '../..')
const example = (locale: 'en' | 'es', file: string) => readFileSync(path.join(root, `locales/${locale}/examples/${file}`), 'utf8')
const catalog = (locale: 'en' | 'es', tool: ToolId) =>
  JSON.parse(readFileSync(path.join(root, `locales/${locale}/tools.${tool}.json`), 'utf8')) as Record<string, unknown>
const LOCALES = ['en', 'es'] as const

const SHOTS: Record<ToolId, ComponentType<FeatureShotProps>> = {
  'contract-analyzer': ContractAnalyzerShots,
  'ai-pricing': AiPricingShots,
  'rfp-reader': RfpReaderShots,
  'ai-hiring': AiHiringShots,
  'ai-content-manager': AiContentManagerShots,
  'leads-contracts': LeadsContractsShots,
  'ai-chat-assistant': AiChatAssistantShots,
  'contract-writer': ContractWriterShots,
  'ai-local-seo-ads': AiLocalSeoAdsShots,
}

/** The text of each feature's shot on a tool page, by feature id (features without one left out). */
async function shotTexts(tool: ToolId, locale: 'en' | 'es'): Promise<Record<string, string>> {
  await ensureLocale(locale, ['common', toolNamespace(tool)])
  const Shot = SHOTS[tool]
  const content = TOOL_PAGES.find((page) => page.id === tool)!
  const texts: Record<string, string> = {}
  for (const feature of content.features) {
    const { container, unmount } = render(<Shot feature={feature.id} />)
    const shot = container.querySelector('[data-testid="feature-shot"]')
    if (shot) {
      expect(shot.getAttribute('aria-hidden'), `${tool} ${feature.id}`).toBe('true')
      texts[feature.id] = shot.textContent ?? ''
    }
    unmount()
  }
  return texts
}

describe('every tool page draws at least three features with their own shot, in both languages', () => {
  for (const tool of Object.keys(SHOTS) as ToolId[]) {
    for (const locale of LOCALES) {
      it(`${tool} (${locale})`, async () => {
        const texts = await shotTexts(tool, locale)
        expect(Object.keys(texts).length).toBeGreaterThanOrEqual(3)
        const common = JSON.parse(readFileSync(path.join(root, `locales/${locale}/common.json`), 'utf8')) as {
          toolPage: { mockSample: string }
        }
        const sample = common.toolPage.mockSample
        // The Sample label starts every shot; no raw catalog key is left.
        for (const text of Object.values(texts)) {
          expect(text.startsWith(sample)).toBe(true)
          expect(text).not.toMatch(/tools\.[a-z-]+:|featureShots\./)
        }
      })
    }
  }
})

describe('the shots draw the numbers of the page’s examples', () => {
  it('AI Pricing: hours per visit, the price and margin, and five nights against three (scenario-compare)', async () => {
    const three = priceExample({ ...PRICING_EXAMPLE, visitsPerWeek: 3 } as unknown as PricingInputs)
    const five = priceExample()
    expect(Math.round(five.monthlyPrice)).toBe(14_163)
    expect(Math.round(three.monthlyPrice)).toBe(8_806)
    expect(example('en', 'ai-pricing/scenario-compare.md')).toContain('| **Monthly price** | **$14,163** | **$8,806** |')
    expect(example('en', 'ai-pricing/bid-pricing.md')).toContain(`**${five.hoursPerVisit.toFixed(2)}**`)
    const en = await shotTexts('ai-pricing', 'en')
    expect(en['time-to-clean']).toContain(`${five.hoursPerVisit.toFixed(2)} h`)
    expect(en['cost-margin']).toContain('$9,206.19')
    expect(en['cost-margin']).toContain('$14,163.37')
    expect(en.scenarios).toContain('$14,163.37')
    expect(en.scenarios).toContain(formats('en').usd(three.monthlyPrice, 2))
    const es = await shotTexts('ai-pricing', 'es')
    expect(es.scenarios).toContain(formats('es').usd(three.monthlyPrice, 2))
  })

  it('RFP Reader: the scope’s buildings and their 118,500 sq ft (scope-analysis)', async () => {
    expect(scopeSqft()).toBe(118_500)
    for (const locale of LOCALES) {
      const rows = [
        ...example(locale, 'rfp-reader/scope-analysis.md').matchAll(/^\| [^|*]+ \| ([\d,]+) \| (\d) \| [\d.]+ \| p\. (\d+) \|/gm),
      ]
      expect(rows.map((m) => [Number(m[1]!.replace(',', '')), Number(m[2]), Number(m[3])])).toEqual(
        RFP_BUILDINGS.map((b) => [b.sqft, b.nights, b.page]),
      )
      expect(example(locale, 'rfp-reader/scope-analysis.md')).toContain('**118,500**')
    }
    expect((await shotTexts('rfp-reader', 'en')).scope).toContain('118,500 sq ft')
    expect((await shotTexts('rfp-reader', 'es')).scope).toContain('118,500 pies²')
  })

  it('AI Local SEO & Ads: the audit’s 58/100 from its areas, and the city’s searches (local-seo-audit, city-keywords)', async () => {
    expect(auditScore()).toEqual({ score: 58, max: 100 })
    for (const locale of LOCALES) {
      const audit = example(locale, 'ai-local-seo-ads/local-seo-audit.md')
      const areas = [...audit.matchAll(/^\| [^|*]+ \| (\d+)\/(\d+) \|/gm)].map((m) => [Number(m[1]), Number(m[2])])
      expect(areas).toEqual(SEO_AUDIT.map((area) => [area.score, area.max]))
      expect(audit).toContain('**58/100**')
      const keywords = example(locale, 'ai-local-seo-ads/city-keywords.md')
      for (const row of CITY_KEYWORDS) expect(keywords).toContain(`| ${row.query} | ${row.volume} | ${row.difficulty} |`)
    }
    const en = await shotTexts('ai-local-seo-ads', 'en')
    expect(en['seo-audit']).toContain('58/100')
    expect(en['city-keywords']).toContain('commercial cleaning houston880')
  })

  it('AI Hiring: the evidence quotes the quick-screen review, in both languages', async () => {
    for (const locale of LOCALES) {
      const review = example(locale, 'ai-hiring/quick-screen.md')
      const words = catalog(locale, 'ai-hiring') as {
        featureShots: { evidence: { items: Record<string, { point: string; quote: string }> } }
      }
      for (const item of EVIDENCE) {
        const { point, quote } = words.featureShots.evidence.items[item.pointKey.split('.').at(-2)!]!
        expect(review).toContain(`**${point}** "${quote.replace(/^“|”$/g, '')}"`)
      }
    }
    expect((await shotTexts('ai-hiring', 'en')).scoring).toContain('8.5/10')
  })

  it('Contract Analyzer, Contract Writer, Leads, Chat: the hero’s numbers, the same in the shots', async () => {
    const ca = await shotTexts('contract-analyzer', 'en')
    expect(ca.clauses).toContain('$18,900')
    expect(example('en', 'contract-analyzer/pre-sign-risk.md')).toContain('**$18,900 per month**, 3-year term')
    expect((await shotTexts('contract-writer', 'en'))['scope-builder']).toContain('$14,163')
    expect((await shotTexts('leads-contracts', 'en'))['fit-score']).toMatch(/Fit score \d+\/100/)
    expect((await shotTexts('ai-chat-assistant', 'es')).citations).toContain('$10,197')
  })
})
