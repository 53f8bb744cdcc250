import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile } from '../../scripts/security-headers'

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
