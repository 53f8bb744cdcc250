/**
 * What a page loads in the browser, declared by its route (`staticData.clientScript`):
 * - `false`: nothing. The page works fully from its pre-rendered HTML (native popover menus, <details> FAQs, real
 *   links): no script, no module preloads, only its HTML, CSS and JSON-LD (issue 30).
 * - `'islands'` (and unset): only its interactive parts (src/islands): the islands runtime hydrates each one alone,
 *   and a page whose render drew no island loads nothing either (issue 38).
 * No page loads the whole application (router, catalogs, one React tree): that runs only under `npm run dev`.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    clientScript?: false | 'islands'
  }
}

export type ClientScript = 'islands' | 'none'

/** What a page (its matched routes) loads: the deepest route that declares it wins. */
export function clientScriptOf(matches: readonly { staticData?: { clientScript?: false | 'islands' } }[]): ClientScript {
  const declared = matches.reduce<false | 'islands' | undefined>((found, match) => match.staticData?.clientScript ?? found, undefined)
  return declared === false ? 'none' : 'islands'
}
