// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile } from '../../scripts/build/security-headers'
import { headersForPath, type HeaderRule } from '../../scripts/server/index'
import { SPECULATION_RULES_PATH, speculationRules } from '../../scripts/build/speculation-rules'
import { parseRuleTexts } from './serve-harness'

const frameSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('frame-src'))

const BASE = { formEndpoint: 'https://api.web3forms.com/submit', videoUrl: 'https://www.youtube-nocookie.com/embed/cleansuite-demo' }

describe('CSP frame-src: the configured video players, nothing else', () => {
  it('without a demo video: only the why-AI video host', () => {
    expect(frameSrc(contentSecurityPolicy(BASE))).toBe('frame-src https://www.youtube-nocookie.com')
    expect(frameSrc(contentSecurityPolicy({ ...BASE, demoVideoUrl: '' }))).toBe('frame-src https://www.youtube-nocookie.com')
  })

  it('a demo video on another host adds its origin (not its path)', () => {
    expect(frameSrc(contentSecurityPolicy({ ...BASE, demoVideoUrl: 'https://player.vimeo.com/video/123456?h=abc' }))).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    )
  })

  it('a demo video on the same host as the why-AI video is listed once', () => {
    expect(frameSrc(contentSecurityPolicy({ ...BASE, demoVideoUrl: 'https://www.youtube-nocookie.com/embed/other' }))).toBe(
      'frame-src https://www.youtube-nocookie.com',
    )
  })

  it("a demo video served by the site itself is allowed as 'self'", () => {
    expect(frameSrc(contentSecurityPolicy({ ...BASE, demoVideoUrl: '/videos/demo.html' }))).toBe(
      "frame-src https://www.youtube-nocookie.com 'self'",
    )
  })

  it('the _headers file carries the same policy', () => {
    const config = { ...BASE, demoVideoUrl: 'https://player.vimeo.com/video/1' }
    expect(headersFile(config)).toContain(`Content-Security-Policy: ${contentSecurityPolicy(config)}\n`)
    expect(headersFile(config)).toContain('https://player.vimeo.com;')
  })
})

describe('Speculation Rules: named by a header on every page, served typed as rules', () => {
  let rules: readonly HeaderRule[] = []
  beforeAll(async () => {
    rules = (await parseRuleTexts({ headers: headersFile(BASE) })).headers
  })

  it('every page names the rules file, a quoted structured-field string', () => {
    expect(headersForPath(rules, '/pricing').get('Speculation-Rules')).toBe(`"${SPECULATION_RULES_PATH}"`)
    expect(headersForPath(rules, '/es/ai-pricing').get('Speculation-Rules')).toBe(`"${SPECULATION_RULES_PATH}"`)
  })

  it('the rules file is sent as application/speculationrules+json (a browser ignores rules of another type)', () => {
    expect(headersForPath(rules, SPECULATION_RULES_PATH).get('Content-Type')).toBe('application/speculationrules+json')
    expect(headersForPath(rules, '/pricing').get('Content-Type')).toBeUndefined()
  })

  it('prerenders on hover or touch (moderate) and prefetches on press, both leaving out the inbox, PDFs and queries', () => {
    const { prerender, prefetch } = speculationRules()
    expect(prerender.map((rule) => rule.eagerness)).toEqual(['moderate'])
    expect(prefetch.map((rule) => rule.eagerness)).toEqual(['conservative'])
    const text = JSON.stringify(prerender[0]!.where)
    expect(text).toContain('{"not":{"href_matches":"/api/*"}}')
    expect(text).toContain('{"not":{"href_matches":"/*.pdf"}}')
    expect(text).toContain("a[href*='?']")
    expect(prefetch[0]!.where).toEqual(prerender[0]!.where)
  })
})
