/**
 * A route whose page works fully from its pre-rendered HTML (native popover menus, <details> FAQs, real
 * links) declares `staticData: { clientScript: false }`: the pre-render then writes no boot script and no
 * module preloads for it, only its HTML, CSS and JSON-LD (issue 30). A client-side navigation from a page
 * with the application still renders it in place; arriving on it loads no JavaScript at all.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    clientScript?: false
  }
}

/** Whether a page (its matched routes) needs the application: true unless a route declares it does not. */
export function needsClientScript(matches: readonly { staticData?: { clientScript?: false } }[]): boolean {
  return !matches.some((match) => match.staticData?.clientScript === false)
}
