import { pageHead } from './head'
import { localeOfPath } from './locales'

/** The 404 page's head: localized title, noindex, and nothing that depends on the exact path. */
export function notFoundHead(pathname: string) {
  return pageHead({
    locale: localeOfPath(pathname),
    pathname,
    titleKey: 'common:notFound.metaTitle',
    descriptionKey: 'common:notFound.metaDescription',
    noindex: true,
  })
}

/** Whether a route match is the not-found page (the catch-all route, or a match the router marked not found). */
export function isNotFoundMatch(match: { status: string; routeId: string }): boolean {
  return match.status === 'notFound' || match.routeId === '/{-$locale}/$'
}
