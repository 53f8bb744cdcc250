/**
 * The host's two rule files, `_redirects` and `_headers`, read with Netlify's own parsers (@netlify/redirect-parser,
 * @netlify/headers-parser) and applied with Netlify's documented semantics: the first matching redirect rule wins;
 * `:placeholder` matches one segment and a trailing `*` the rest (`:splat` in the target); a rule applies only when
 * no file exists at its path unless its status carries `!` (shadowing); 3xx redirects, any other status serves the
 * target's content with it (200 rewrite, 404). Called by server.ts; no redirect ever leaves the site.
 */
import path from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'

/** One `_redirects` rule as the parser gives it (only the fields this host reads). */
export interface RedirectRule {
  from: string
  to: string
  /** 301 when the line gives none (Netlify's default). */
  status: number
  /** The status ended in `!`: the rule applies even where a file exists at its path. */
  force: boolean
  /** Query and condition pairs (`id=:id`, `Country=us`): a rule carrying any is never matched here. */
  guarded: boolean
}

export interface HeaderRule {
  for: string
  forRegExp: RegExp
  values: Readonly<Record<string, string>>
}

export interface SiteRules {
  redirects: readonly RedirectRule[]
  headers: readonly HeaderRule[]
  /** What the parsers refused, one line each (logged by the server). */
  errors: readonly string[]
}

interface ParsedRedirect {
  from: string
  to: string
  status?: number
  force?: boolean
  query?: Record<string, unknown>
  conditions?: Record<string, unknown>
}

/** Reads `root/_redirects` and `root/_headers` (a missing file is no rules). */
export async function loadSiteRules(root: string): Promise<SiteRules> {
  const [redirects, headers] = await Promise.all([
    parseAllRedirects({ redirectsFiles: [path.join(root, '_redirects')], configRedirects: [], minimal: false }),
    parseAllHeaders({ headersFiles: [path.join(root, '_headers')], configHeaders: [], minimal: false }),
  ])
  const errors = [...redirects.errors, ...headers.errors].map((err: unknown) => (err instanceof Error ? err.message : String(err)))
  return {
    redirects: (redirects.redirects as ParsedRedirect[]).map((rule) => ({
      from: rule.from,
      to: rule.to,
      status: rule.status ?? 301,
      force: rule.force === true,
      guarded: Object.keys(rule.query ?? {}).length > 0 || Object.keys(rule.conditions ?? {}).length > 0,
    })),
    headers: headers.headers as HeaderRule[],
    errors: errors.map((message) => message.replace(/\s+/g, ' ').trim()),
  }
}

/** A rule's `from` as a matcher: placeholders capture one segment, a final `*` the rest (optional, as Netlify). */
function fromPattern(from: string): RegExp {
  const parts = from
    .split('/')
    .filter((part) => part !== '')
    .map((part, index, all) => {
      if (part === '*' && index === all.length - 1) return '(?:/(?<splat>.*))?'
      if (part.startsWith(':')) return `/(?<${part.slice(1).replace(/\W/g, '_')}>[^/]+)`
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
  return new RegExp(`^${parts.join('') || '/'}$`)
}

const patterns = new WeakMap<RedirectRule, RegExp>()

/** The first rule whose `from` matches `pathname`, with its placeholders and `:splat` put into `to`; or null. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | null {
  for (const rule of rules) {
    if (rule.guarded || !rule.from.startsWith('/')) continue
    let pattern = patterns.get(rule)
    if (pattern === undefined) {
      try {
        pattern = fromPattern(rule.from)
      } catch {
        pattern = /^$/ // a `from` no regular expression can hold (two placeholders of one name): no path is empty
      }
      patterns.set(rule, pattern)
    }
    const match = pattern.exec(pathname)
    if (match === null) continue
    const values = match.groups ?? {}
    const to = rule.to.replace(/:(\w+)/g, (whole, name: string) => values[name] ?? (name === 'splat' ? '' : whole))
    return { ...rule, to }
  }
  return null
}

/**
 * Headers of every block matching `pathname` (Netlify's own matcher). When several blocks set the same header
 * (case-insensitively) their values are joined with `, ` (as Netlify and Cloudflare do); the first spelling is kept.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const merged = new Map<string, [name: string, value: string]>()
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase()
      const existing = merged.get(key)
      merged.set(key, existing === undefined ? [name, value] : [existing[0], `${existing[1]}, ${value}`])
    }
  }
  return new Map(merged.values())
}

/**
 * A `Location` the server may write: a path on this site. It starts with one `/` not followed by `/` or `\`, holds
 * no backslash, white space or control character, and resolves to the same host. Anything else gives null.
 */
export function safeLocation(location: string): string | null {
  // A backslash in the path reads as a slash in a browser (`/\host`): never. In the query it is only a character,
  // sent percent-encoded (a search for `a\b` keeps its redirect).
  const query = location.indexOf('?')
  const pathPart = query === -1 ? location : location.slice(0, query)
  if (!pathPart.startsWith('/') || pathPart.startsWith('//') || pathPart.includes('\\')) return null
  if (query !== -1) location = `${pathPart}${location.slice(query).replaceAll('\\', '%5C')}`
  if (/[\s\p{Cc}]/u.test(location)) return null
  try {
    const base = 'http://site.invalid'
    const resolved = new URL(location, base)
    return resolved.origin === base ? location : null
  } catch {
    return null
  }
}

/** A path with a backslash, or an encoded slash or backslash: never served, never redirected. */
export function hasAmbiguousSlash(pathname: string): boolean {
  return pathname.includes('\\') || /%(?:2f|5c)/i.test(pathname)
}
