import type { FileRoutesByTo } from '../routeTree.gen'

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
 * means the usual rule: English at that path, another locale under its prefix ('/es/pricing'); a
 * locale may give a page an address of its own (`own` in the locale table, ./locales.ts). Adding a route without adding it here fails the type
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
  // The Spanish ebook page has its own short address (the spec's /ebookpr): `own` in the locale table (./locales.ts).
  '/resources/get-cleaning-accounts-ai-ebook': '/resources/get-cleaning-accounts-ai-ebook',
  '/resources/get-cleaning-accounts-ai-ebook/thank-you': '/resources/get-cleaning-accounts-ai-ebook/thank-you',
} as const satisfies Record<PagePath, string>

/** The ebook page and the confirmation a visitor lands on after posting its form without JavaScript. */
export const EBOOK_PATH = '/resources/get-cleaning-accounts-ai-ebook' satisfies PagePath
export const EBOOK_THANK_YOU_PATH = '/resources/get-cleaning-accounts-ai-ebook/thank-you' satisfies PagePath
