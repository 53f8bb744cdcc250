import { PATHNAMES, type PagePath } from './paths'

/**
 * The one table of languages: a language is declared here and nowhere else (i18next's languages, the
 * catalog check, the XLIFF targets, the 404 pages, hreflang, og:locale, the sitemap, the switcher and
 * the tests all read it). One line per language; `npm run i18n:add-locale -- <tag>` writes a new one.
 *
 * - `id`: the folder under locales/ and i18next's language code ('en', 'es', 'pt-BR').
 * - `tag`: BCP-47, for `lang` and `hreflang`.
 * - `prefix`: the URL segment ('' for the default locale, which lives at unprefixed paths).
 * - `name`: the language's name in itself (the switcher shows it, with `lang`).
 * - `intl`: how it writes numbers, money and dates (Intl / CLDR). Our Spanish readers are US cleaning
 *   crews and owners, so Spanish follows US Spanish: $49.99, $14,163.37, 1,500.5, 21 de mayo de 2025.
 *   Everything formats through it: the catalogs' ICU messages (src/i18n/compiled-icu.ts), the page
 *   formatters, the calculator's input parser and the local inbox's messages.
 * - `og`: Open Graph locale (language_TERRITORY). Spanish is es_US (issue 18), not Spain's es_ES; if
 *   Facebook's Sharing Debugger ever reports es_US as invalid, es_LA is the fallback.
 * - `dir`: text direction.
 * - `status`: 'complete' (the check fails on any gap) or 'in-progress' (the check reports its coverage;
 *   missing texts, namespace files and markdown show in English, marked lang="en").
 * - `own`: pages with an address of their own in this locale (the Spanish ebook page is /ebookpr, the
 *   spec's address); every other page follows the usual rule (the prefix).
 * - `pseudo`: only in the pseudo build (`npm run build:pseudo`), whose catalogs are generated from
 *   English (scripts/build/vite/pseudo-locale.ts); never deployed.
 */
export const LOCALE_TABLE = [
  { id: 'en', tag: 'en', prefix: '', name: 'English', intl: 'en-US', og: 'en_US', dir: 'ltr', status: 'complete' },
  {
    id: 'es',
    tag: 'es',
    prefix: 'es',
    name: 'Español',
    intl: 'es-US',
    og: 'es_US',
    dir: 'ltr',
    status: 'complete',
    own: { '/resources/get-cleaning-accounts-ai-ebook': '/ebookpr' },
  },
  { id: 'qps', tag: 'qps', prefix: 'qps', name: 'Ƥșḗȗḓȫ', intl: 'de-DE', og: 'de_DE', dir: 'ltr', status: 'in-progress', pseudo: true },
] as const satisfies readonly LocaleEntry[]

export type LocaleEntry = {
  id: string
  tag: string
  prefix: string
  name: string
  intl: string
  og: string
  dir: 'ltr' | 'rtl'
  status: 'complete' | 'in-progress'
  own?: Partial<Record<PagePath, string>>
  pseudo?: boolean
}

export type Locale = (typeof LOCALE_TABLE)[number]['id']
export const DEFAULT_LOCALE: Locale = 'en'

// Set by vite.config.ts (true only in `vite build --mode pseudo`); scripts run by tsx read PSEUDO_LOCALE=1.
declare const __PSEUDO_LOCALE__: boolean | undefined
const withPseudo =
  typeof __PSEUDO_LOCALE__ === 'boolean'
    ? __PSEUDO_LOCALE__
    : (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.PSEUDO_LOCALE === '1'

/** The locales of this build, in table order (the pseudo-locale only in the pseudo build). */
const ACTIVE: readonly LocaleEntry[] = LOCALE_TABLE.filter((l: LocaleEntry) => withPseudo || !l.pseudo)
export const LOCALES: readonly Locale[] = ACTIVE.map((l) => l.id as Locale)
const BY_ID = new Map<string, LocaleEntry>(LOCALE_TABLE.map((l: LocaleEntry) => [l.id, l]))

/** A locale's line of the table. */
export function localeInfo(locale: Locale): LocaleEntry {
  return BY_ID.get(locale)!
}

/** Intl / CLDR tag of every locale (en-US, es-US): see `intl` above. */
export const INTL_LOCALE = Object.fromEntries(LOCALE_TABLE.map((l) => [l.id, l.intl])) as Record<Locale, string>
/** Open Graph locale of every locale (en_US, es_US). */
export const OG_LOCALE = Object.fromEntries(LOCALE_TABLE.map((l) => [l.id, l.og])) as Record<Locale, string>
/** BCP-47 tag of every locale, for `lang` and `hreflang`. */
export const LOCALE_TAG = Object.fromEntries(LOCALE_TABLE.map((l) => [l.id, l.tag])) as Record<Locale, string>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The locales whose pages are still partly English (the check reports their coverage instead of failing). */
export function isInProgress(locale: Locale): boolean {
  return localeInfo(locale).status === 'in-progress'
}

/** Parses the optional `{-$locale}` path segment: undefined means the default locale; only a prefix of this build is valid. */
export function parseLocaleParam(segment: string | undefined): Locale | null {
  if (segment === undefined || segment === '') return DEFAULT_LOCALE
  const found = ACTIVE.find((l) => l.prefix !== '' && l.prefix === segment)
  return found ? (found.id as Locale) : null
}

function normalize(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] ?? '/'
  if (clean.length > 1 && clean.endsWith('/')) return clean.replace(/(?<!\/)\/+$/, '') || '/'
  return clean || '/'
}

/** The URL of a page in a locale when the table gives it one of its own (else null: the usual rule applies). */
export function ownPathname(path: string, locale: Locale): string | null {
  const own: Partial<Record<string, string>> | undefined = localeInfo(locale).own
  return own?.[path] ?? null
}

/** The page a URL of its own belongs to ('/ebookpr' -> es, the ebook page), or null. */
function pageOfOwnPathname(url: string): { locale: Locale; path: PagePath } | null {
  for (const entry of ACTIVE) {
    for (const [path, own] of Object.entries(entry.own ?? {})) {
      if (own === url) return { locale: entry.id as Locale, path: path as PagePath }
    }
  }
  return null
}

/** Splits a pathname into its locale and the locale-free path ('/es/pricing' -> es, '/pricing'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const path = normalize(pathname)
  const own = pageOfOwnPathname(path)
  if (own) return own
  for (const { id, prefix } of ACTIVE) {
    if (prefix === '') continue
    if (path === `/${prefix}`) return { locale: id as Locale, path: '/' }
    if (path.startsWith(`/${prefix}/`)) return { locale: id as Locale, path: path.slice(prefix.length + 1) }
  }
  return { locale: DEFAULT_LOCALE, path }
}

export function localeOfPath(pathname: string): Locale {
  return splitLocale(pathname).locale
}

/** Builds the URL path of a locale-free path in a locale ('/pricing', es -> '/es/pricing'). */
export function localizePath(path: string, locale: Locale): string {
  const clean = normalize(path)
  return ownPathname(clean, locale) ?? prefixedPath(clean, locale)
}

/** The usual rule: the default locale as is, another locale under its prefix. */
function prefixedPath(path: string, locale: Locale): string {
  const { prefix } = localeInfo(locale)
  if (prefix === '') return path
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`
}

/** Where the usual URL of a page with an address of its own redirects ('/es/resources/get-cleaning-accounts-ai-ebook' -> '/ebookpr'). */
export function ownPathnameRedirects(): Array<[from: string, to: string]> {
  return Object.keys(PATHNAMES).flatMap((path) =>
    LOCALES.flatMap((locale): Array<[string, string]> => {
      const own = ownPathname(path, locale)
      return own ? [[prefixedPath(path, locale), own]] : []
    }),
  )
}

/** The same page in another locale. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(splitLocale(pathname).path, target)
}

/** URL paths of one page in every locale, for hreflang and the sitemap. */
export function alternates(pathname: string): Record<Locale, string> {
  const { path } = splitLocale(pathname)
  return Object.fromEntries(LOCALES.map((l) => [l, localizePath(path, l)])) as Record<Locale, string>
}

/**
 * What makes the table usable, checked by tests/unit/locales.test.ts: unique ids and prefixes, one
 * default locale without a prefix, and no address of its own that is the page's usual URL (a route
 * would send the locale to itself) or another page's URL.
 */
export function tableProblems(table: readonly LocaleEntry[] = LOCALE_TABLE): string[] {
  const problems: string[] = []
  const ids = table.map((l) => l.id)
  const prefixes = table.map((l) => l.prefix)
  if (new Set(ids).size !== ids.length) problems.push('two lines share an id')
  if (new Set(prefixes).size !== prefixes.length) problems.push('two lines share a URL prefix')
  if (prefixes.filter((p) => p === '').length !== 1) problems.push('exactly one locale (the default) has no prefix')
  for (const l of table) {
    if (!/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(l.id)) problems.push(`${l.id}: not a language tag`)
    if (l.prefix !== '' && !/^[a-z0-9-]+$/.test(l.prefix)) problems.push(`${l.id}: prefix ${l.prefix} is not a lower-case URL segment`)
    for (const [path, own] of Object.entries(l.own ?? {})) {
      const usual = l.prefix === '' ? path : path === '/' ? `/${l.prefix}` : `/${l.prefix}${path}`
      if (own === usual) problems.push(`${l.id}: the own address of ${path} is its usual URL (the page would redirect to itself)`)
      if (!(path in PATHNAMES)) problems.push(`${l.id}: ${path} is not a page`)
      if (own in PATHNAMES || table.some((o) => o.prefix !== '' && (own === `/${o.prefix}` || own?.startsWith(`/${o.prefix}/`))))
        problems.push(`${l.id}: the own address ${own} is another page's URL`)
    }
  }
  return problems
}
