import type { FileRoutesByTo } from '../routeTree.gen'
import type { Locale } from './locales'

/**
 * A page's route as links name it ('/{-$locale}/pricing'): the generated route tree's paths, so a
 * link to a page that does not exist fails the type check. LocaleLink turns it into the visitor's
 * locale's URL (localizePath in ./locales).
 */
export type AppPath = keyof FileRoutesByTo

/** A page without its locale ('/pricing', '/' for home): every route under `{-$locale}` but the 404 catch-all. */
export type PagePath = AppPath extends infer P
  ? P extends `/{-$locale}${infer Rest}`
    ? Rest extends ''
      ? '/'
      : Rest extends '/$'
        ? never
        : Rest
    : never
  : never

/**
 * Every page's URL in every locale: the one table links, the language switcher, hreflang, the
 * sitemap, pre-render and the benchmarks read (the way next-intl's `pathnames` works). A string
 * means the usual rule: English at that path, another locale under its prefix ('/es/pricing'). An
 * object gives the page's own URL per locale. Adding a route without adding it here fails the type
 * check; a page whose URL differs also needs a route file for that URL (src/routes).
 */
export const PATHNAMES = {
  '/': '/',
  '/about-us': '/about-us',
  '/ai-chat-assistant': '/ai-chat-assistant',
  '/ai-content-manager': '/ai-content-manager',
  '/ai-hiring': '/ai-hiring',
  '/ai-local-seo-ads': '/ai-local-seo-ads',
  '/ai-pricing': '/ai-pricing',
  '/careers': '/careers',
  '/cleaning-bid-calculator': '/cleaning-bid-calculator',
  '/contract-analyzer': '/contract-analyzer',
  '/contract-writer': '/contract-writer',
  '/facebook-landing': '/facebook-landing',

  '/faq': '/faq',
  '/features': '/features',
  '/help-center': '/help-center',
  '/leads-contracts': '/leads-contracts',
  '/partners': '/partners',
  '/pricing': '/pricing',
  '/privacy-policy': '/privacy-policy',
  '/rfp-reader': '/rfp-reader',
  '/templates': '/templates',
  '/terms-of-service': '/terms-of-service',
  '/why-ai': '/why-ai',
  // The Spanish ebook page has its own short address (the spec's /ebookpr), not /es/resources/...
  '/resources/get-cleaning-accounts-ai-ebook': { en: '/resources/get-cleaning-accounts-ai-ebook', es: '/ebookpr' },
  '/resources/get-cleaning-accounts-ai-ebook/thank-you': '/resources/get-cleaning-accounts-ai-ebook/thank-you',
} as const satisfies Record<PagePath, string | Record<Locale, string>>

/** The ebook page and the confirmation a visitor lands on after posting its form without JavaScript. */
export const EBOOK_PATH = '/resources/get-cleaning-accounts-ai-ebook' satisfies PagePath
export const EBOOK_THANK_YOU_PATH = '/resources/get-cleaning-accounts-ai-ebook/thank-you' satisfies PagePath

/** The URL of a page in a locale when the table gives it one of its own (else null: the usual rule applies). */
export function ownPathname(path: string, locale: Locale): string | null {
  const entry = (PATHNAMES as Record<string, string | Record<Locale, string>>)[path]
  return entry !== undefined && typeof entry !== 'string' ? entry[locale] : null
}

/** The page a URL of its own belongs to ('/ebookpr' -> es, the ebook page), or null. */
export function pageOfOwnPathname(url: string): { locale: Locale; path: PagePath } | null {
  for (const [path, entry] of Object.entries(PATHNAMES)) {
    if (typeof entry === 'string') continue
    for (const [locale, own] of Object.entries(entry)) {
      if (own === url && own !== path) return { locale: locale as Locale, path: path as PagePath }
    }
  }
  return null
}
