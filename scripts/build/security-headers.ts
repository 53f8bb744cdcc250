/**
 * The headers a static host should send with the site, written to dist/_headers
 * (Netlify / Cloudflare Pages format) by the pre-render and applied by `npm start`'s server.
 * Generated from the site config so the CSP allows exactly the configured form service and video hosts
 * (the why-AI video and, when one is configured, the Watch demo dialog's), and the Speculation Rules.
 */
import { SPECULATION_RULES_PATH } from './speculation-rules'

export type SecurityConfig = { formEndpoint: string; videoUrl: string; demoVideoUrl?: string }

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null // a same-origin path such as /api/form-inbox
  }
}

export function contentSecurityPolicy(config: SecurityConfig): string {
  const form = originOf(config.formEndpoint)
  // Each configured player's origin once ('self' for a path on the site); an empty demo address adds none.
  const players = [config.videoUrl, config.demoVideoUrl ?? ''].filter((url) => url.trim() !== '')
  const frames = [...new Set(players.map((url) => originOf(url) ?? "'self'"))]
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No inline scripts anywhere: the pre-rendered HTML loads only files from the site.
    ['script-src', ["'self'"]],
    // The primitives pass theme variables through style attributes; Mantine's dialogs and toasts inject <style> at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(form ? [form] : [])]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['form-action', ["'self'", ...(form ? [form] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ')
}

export function headersFile(config: SecurityConfig): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(config)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Frame-Options: DENY',
    '  Cross-Origin-Opener-Policy: same-origin',
    // The rules' address, a structured-field string (see speculation-rules.ts); its file is typed as rules.
    `  Speculation-Rules: "${SPECULATION_RULES_PATH}"`,
    '',
    SPECULATION_RULES_PATH,
    '  Content-Type: application/speculationrules+json',
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n')
}
