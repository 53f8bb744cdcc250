// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AI_CONTENT_MANAGER } from '../../src/content/tools/ai-content-manager'
import { ANALYTICS, PREVIEW_POST, RECENT_CONTENT, countWords } from '../../src/content/tools/ai-content-manager-samples'

/**
 * The AI Content Manager's sample posts keep the word limits they state. In the example markdown every
 * post is a blockquote followed by a line '**Words:** <count> of <limit>' (es: '**Palabras:** <count> de <limit>'):
 * the stated count must be the true count, the count must be within the limit, and the limit must be the
 * one the scenario promises (LinkedIn teaser under 150 words, Instagram captions under 125 words each ...).
 */
const root = path.resolve(import.meta.dirname, '../..')
const LOCALES = ['en', 'es'] as const
type Locale = (typeof LOCALES)[number]

const STAT = {
  en: /^\*\*Words:\*\* (\d+) of (\d+)\s*$/,
  es: /^\*\*Palabras:\*\* (\d+) de (\d+)\s*$/,
} as const

/** Posts per example and the limit each one states. */
const EXPECTED: Record<string, { posts: number; limit: number }> = {
  'linkedin-blog-teaser': { posts: 1, limit: 150 },
  'instagram-tip-series': { posts: 3, limit: 125 },
  'success-story': { posts: 1, limit: 150 },
  'website-blog': { posts: 1, limit: 110 },
  'email-newsletter': { posts: 1, limit: 200 },
  'spanish-rewrite': { posts: 1, limit: 120 },
}

type Post = { text: string; stated: number | null; limit: number | null }

/** Every blockquote in a markdown source, with the count and limit stated on the next non-empty line. */
function postsIn(source: string, locale: Locale): Post[] {
  const lines = source.split('\n')
  const posts: Post[] = []
  for (let i = 0; i < lines.length; i += 1) {
    if (!lines[i]!.startsWith('>')) continue
    const quote: string[] = []
    while (i < lines.length && lines[i]!.startsWith('>')) {
      quote.push(lines[i]!.replace(/^>\s?/, ''))
      i += 1
    }
    while (i < lines.length && lines[i]!.trim() === '') i += 1
    const stat = STAT[locale].exec(lines[i] ?? '')
    posts.push({ text: quote.join('\n'), stated: stat ? Number(stat[1]) : null, limit: stat ? Number(stat[2]) : null })
  }
  return posts
}

function catalog(locale: Locale): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, 'locales', locale, 'tools.ai-content-manager.json'), 'utf8')) as Record<string, unknown>
}

/** The catalog value of a full key such as 'tools.ai-content-manager:preview.post.text'. */
function message(locale: Locale, key: string): string {
  const value = key
    .split(':')[1]!
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog(locale))
  if (typeof value !== 'string') throw new Error(`${locale}: no message ${key}`)
  return value
}

describe('ai-content-manager example posts', () => {
  it('the examples in the content module are the six the markdown files cover', () => {
    expect(AI_CONTENT_MANAGER.examples.map((e) => e.key).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  for (const locale of LOCALES) {
    for (const [key, expected] of Object.entries(EXPECTED)) {
      it(`${locale}/${key}.md: ${expected.posts} post(s), each within ${expected.limit} words, with its true count stated`, () => {
        const source = readFileSync(path.join(root, 'locales', locale, 'examples', 'ai-content-manager', `${key}.md`), 'utf8')
        const posts = postsIn(source, locale)
        expect(posts).toHaveLength(expected.posts)
        for (const [index, post] of posts.entries()) {
          const words = countWords(post.text)
          const where = `${locale}/${key}.md post ${index + 1}`
          expect(post.stated, `${where}: states its word count`).not.toBeNull()
          expect(post.limit, `${where}: states the promised limit`).toBe(expected.limit)
          expect(words, `${where}: stated count`).toBe(post.stated)
          expect(words, `${where}: within the limit`).toBeLessThanOrEqual(expected.limit)
          expect(words, `${where}: is a real post`).toBeGreaterThan(40)
        }
      })
    }

    it(`${locale}: the scenario outputs quote the same word counts as the markdown`, () => {
      for (const example of AI_CONTENT_MANAGER.examples) {
        const source = readFileSync(path.join(root, 'locales', locale, 'examples', 'ai-content-manager', `${example.key}.md`), 'utf8')
        const output = message(locale, example.outputKey)
        for (const post of postsIn(source, locale)) expect(output, `${locale} ${example.key}`).toContain(String(post.stated))
      }
    })

    it(`${locale}: the preview post is within its stated limit of ${PREVIEW_POST.wordLimit} words`, () => {
      const words = countWords(message(locale, PREVIEW_POST.textKey))
      expect(words).toBeLessThanOrEqual(PREVIEW_POST.wordLimit)
      expect(words).toBeGreaterThan(100)
    })
  }

  it('the parser reads a post that is too long and its stated numbers', () => {
    const source = `> ${'word '.repeat(130).trim()}\n\n**Words:** 130 of 125\n`
    const [post] = postsIn(source, 'en')
    expect(post).toEqual({ text: expect.any(String), stated: 130, limit: 125 })
    expect(countWords(post!.text)).toBeGreaterThan(125)
    expect(postsIn('> Hola mundo\n\n**Palabras:** 2 de 150', 'es')[0]).toMatchObject({ stated: 2, limit: 150 })
  })

  it('counts words, not punctuation or emoji', () => {
    expect(countWords('Flu season is here 🤧 — 3 tips: #CleaningTips\n- Door handles')).toBe(9)
    expect(countWords('  ')).toBe(0)
  })
})

describe('ai-content-manager sample analytics and Recent Content', () => {
  const value = (id: string) => ANALYTICS.find((tile) => tile.id === id)!.value

  it('shows the spec figures: total 147, blog posts 23, social posts 124, this month 34', () => {
    expect(ANALYTICS.map((tile) => [tile.id, tile.value])).toEqual([
      ['total', 147],
      ['blog', 23],
      ['social', 124],
      ['month', 34],
    ])
  })

  it('blog posts + social posts = total, and this month is part of the total', () => {
    expect(value('blog') + value('social')).toBe(value('total'))
    expect(value('month')).toBeLessThanOrEqual(value('total'))
  })

  it('Recent Content: 5-6 items with valid ISO dates, newest first, all in the month the tile counts', () => {
    expect(RECENT_CONTENT.length).toBeGreaterThanOrEqual(5)
    expect(RECENT_CONTENT.length).toBeLessThanOrEqual(6)
    const dates = RECENT_CONTENT.map((item) => item.created)
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(new Set(dates.map((date) => date.slice(0, 7))).size).toBe(1)
    expect(RECENT_CONTENT.length).toBeLessThanOrEqual(value('month'))
    expect(new Set(RECENT_CONTENT.map((item) => item.id)).size).toBe(RECENT_CONTENT.length)
  })

  for (const locale of LOCALES) {
    it(`${locale}: every Recent Content item has a title and a sample text`, () => {
      for (const item of RECENT_CONTENT) {
        expect(message(locale, item.titleKey).length).toBeGreaterThan(10)
        expect(countWords(message(locale, item.bodyKey))).toBeGreaterThan(30)
      }
    })
  }
})
