import { ensureLocale, loadNamespaces } from './i18n'
import { pageHead } from './head'
import { localeOfPath, type Locale } from './locales'

type LoaderArgs = { location: { pathname: string } }
type HeadArgs = { match: { pathname: string }; loaderData?: PageLoaderData }
/** `extra`: the other catalogs the page reads (their chunks are preloaded with the page's, and counted in its budget). */
export type PageLoaderData = { locale: Locale; ns: string; extra: readonly string[] }

/**
 * Route loader of a page: loads the shared and the page's catalog in the URL's locale, and has the
 * page's deferred sections ready (their code and strings, see deferredSection) before that locale
 * becomes active, so a page on screen never shows a key while the language changes.
 */
export function loadPage(ns: string, extraNamespaces: readonly string[] = [], deferred?: (locale: Locale) => Promise<void>) {
  return async ({ location }: LoaderArgs): Promise<PageLoaderData> => {
    const locale = localeOfPath(location.pathname)
    await Promise.all([loadNamespaces(locale, ['common', ns, ...extraNamespaces]), deferred?.(locale)])
    await ensureLocale(locale, [])
    return { locale, ns, extra: extraNamespaces }
  }
}

/** Route head of a page: `<ns>:meta.title` and `<ns>:meta.description` (see locales/dynamic-keys.json). */
export function pageHeadFor(ns: string) {
  return ({ match, loaderData }: HeadArgs) =>
    loaderData
      ? pageHead({
          locale: loaderData.locale,
          pathname: match.pathname,
          titleKey: `${ns}:meta.title`,
          descriptionKey: `${ns}:meta.description`,
        })
      : {}
}

/** Route head with explicit catalog keys, e.g. a confirmation page that search engines should not index. */
export function pageHeadWith(opts: { titleKey: string; descriptionKey: string; noindex?: boolean }) {
  return ({ match, loaderData }: HeadArgs) => (loaderData ? pageHead({ locale: loaderData.locale, pathname: match.pathname, ...opts }) : {})
}
