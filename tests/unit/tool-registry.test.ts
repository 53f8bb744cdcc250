import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TOOL_NAV } from '../../src/content/tools'
import { TOOL_PAGES } from '../../src/content/tools/registry'

const root = path.resolve(import.meta.dirname, '../..')

/** Example keys the specification names, per tool (the SEO and leads pages' keys are ours to choose). */
const SPEC_KEYS: Record<string, readonly string[] | number> = {
  'ai-chat-assistant': ['bid-pricing', 'contract-review', 'rfp-checklist', 'quality-response', 'training-sops'],
  'contract-writer': ['office-cleaning', 'medical-facility', 'school-district', 'renewal-cpi', 'subcontractor'],
  'contract-analyzer': ['pre-sign-risk', 'renewal-audit', 'medical-facility', 'subcontract-passthrough', 'takeover-due-diligence'],
  'ai-pricing': ['bid-pricing', 'margin-protection', 'scenario-compare', 'consumables-passthrough', 'multi-site-pricing', 'renewal-cpi'],
  'rfp-reader': ['rfp-checklist', 'compliance-matrix', 'bid-nobid', 'qa-planning', 'samgov-discovery', 'scope-analysis'],
  'ai-hiring': ['write-job-post', 'quick-screen', 'interview-prep', 'spanish-posting', 'reference-check', 'polite-rejection'],
  'ai-content-manager': [
    'linkedin-blog-teaser',
    'instagram-tip-series',
    'success-story',
    'website-blog',
    'email-newsletter',
    'spanish-rewrite',
  ],
  'ai-local-seo-ads': 6,
  'leads-contracts': 6,
}

const catalog = (lng: string, id: string) =>
  JSON.parse(readFileSync(path.join(root, 'locales', lng, `tools.${id}.json`), 'utf8')) as Record<string, unknown>

function lookup(tree: Record<string, unknown>, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)
}

describe('tool page registry', () => {
  it('has all nine tools, each once', () => {
    expect(TOOL_PAGES.map((t) => t.id).sort()).toEqual(TOOL_NAV.map((t) => t.id).sort())
  })

  it('gives every tool the example keys of the specification (51 in all)', () => {
    let total = 0
    for (const tool of TOOL_PAGES) {
      const keys = tool.examples.map((e) => e.key)
      const expected = SPEC_KEYS[tool.id]
      if (typeof expected === 'number') expect(keys, tool.id).toHaveLength(expected)
      else expect(keys, tool.id).toEqual(expected)
      expect(new Set(keys).size, `${tool.id} keys are unique`).toBe(keys.length)
      for (const key of keys) expect(key, `${tool.id} key is URL-safe`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      total += keys.length
    }
    expect(total).toBe(51)
  })

  it('has an English and a Spanish markdown file for every example key, and no orphan file', () => {
    for (const tool of TOOL_PAGES) {
      const keys = tool.examples.map((e) => `${e.key}.md`).sort()
      for (const lng of ['en', 'es']) {
        const files = readdirSync(path.join(root, 'locales', lng, 'examples', tool.id)).sort()
        expect(files, `${lng}/examples/${tool.id}`).toEqual(keys)
      }
    }
    const folders = readdirSync(path.join(root, 'locales', 'en', 'examples')).sort()
    expect(folders).toEqual(TOOL_PAGES.map((t) => t.id).sort())
  })

  it('has the words of every scenario and FAQ item in both catalogs', () => {
    for (const tool of TOOL_PAGES) {
      for (const lng of ['en', 'es']) {
        const words = catalog(lng, tool.id)
        const keys = [
          ...tool.examples.flatMap((e) => [e.titleKey, e.promptKey, e.outcomeKey, e.outputKey]),
          ...tool.faq.flatMap((f) => [f.questionKey, f.answerKey]),
          ...tool.prompts,
        ]
        for (const key of keys) {
          const [ns, dotted] = key.split(':') as [string, string]
          expect(ns, key).toBe(`tools.${tool.id}`)
          expect(typeof lookup(words, dotted), `${lng} ${key}`).toBe('string')
        }
      }
      expect(tool.faq, `${tool.id} FAQ`).toHaveLength(6)
      expect(tool.steps, `${tool.id} steps`).toHaveLength(4)
    }
  })
})
