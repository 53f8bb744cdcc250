import { ownPathname, pageOfOwnPathname, PATHNAMES } from './paths'

/**
 * The single source of locales and of the rule that turns a page's path into its URL in a locale:
 * English lives at unprefixed paths, Spanish under /es, except where the table of pathnames
 * (./paths.ts) gives a page an address of its own (the Spanish ebook page, /ebookpr).
 */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
/** The locales that carry a URL prefix. */
const PREFIXED_LOCALES = ['es'] as const satisfies readonly Locale[]

/**
 * The one setting for how each language writes numbers, money and dates (Intl / CLDR tags). Our
 * Spanish readers are US cleaning crews and owners, so Spanish follows US Spanish: $49.99,
 * $14,163.37, 1,500.5, 21 de mayo de 2025. Everything formats through it: the ICU messages of the
 * catalogs (src/i18n/compiled-icu.ts), the page formatters, the calculator's input parser
 * (separators derived from it) and the local inbox's messages.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' }
/**
 * Open Graph locales (language_TERRITORY). The Spanish pages are US Spanish for US readers, like
 * INTL_LOCALE: es_US (issue 18), not Spain's es_ES. Facebook's own locale list knows es_LA (Spanish
 * for the Americas) but not es_US; if its Sharing Debugger ever reports es_US as invalid, es_LA is
 * the fallback.
 */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Parses the optional `{-$locale}` path segment: undefined means English; only prefixed locales are valid. */
export function parseLocaleParam(segment: string | undefined): Locale | null {
  if (segment === undefined || segment === '') return DEFAULT_LOCALE
  return (PREFIXED_LOCALES as readonly string[]).includes(segment) ? (segment as Locale) : null
}

/** The value of the `{-$locale}` path param for a locale (undefined for English). */
export function localeParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale
}

function normalize(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] ?? '/'
  if (clean.length > 1 && clean.endsWith('/')) return clean.replace(/(?<!\/)\/+$/, '') || '/'
  return clean || '/'
}

/** Splits a pathname into its locale and the locale-free path ('/es/pricing' -> es, '/pricing'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const path = normalize(pathname)
  const own = pageOfOwnPathname(path)
  if (own) return own
  for (const locale of PREFIXED_LOCALES) {
    if (path === `/${locale}`) return { locale, path: '/' }
    if (path.startsWith(`/${locale}/`)) return { locale, path: path.slice(locale.length + 1) }
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

/** The usual rule: English as is, another locale under its prefix. */
function prefixedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** Where the usual URL of a page with an address of its own redirects ('/es/resources/get-cleaning-accounts-ai-ebook' -> '/ebookpr'). */
export function ownPathnameRedirects(): Array<[from: string, to: string]> {
  return Object.keys(PATHNAMES).flatMap((path) =>
    LOCALES.flatMap((locale): Array<[string, string]> => {
      const own = ownPathname(path, locale)
      return own && own !== prefixedPath(path, locale) ? [[prefixedPath(path, locale), own]] : []
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
