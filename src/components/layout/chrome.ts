import { useRouterState } from '@tanstack/react-router'

/**
 * Page chrome a route can opt into with `staticData: { chrome: 'minimal' }`: a header with only the
 * brand, the language switcher and Sign Up, and a footer with only the copyright and the legal links
 * (the social ad landing page, where site navigation would lead ad visitors away).
 */
export type PageChrome = 'full' | 'minimal'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    chrome?: PageChrome
  }
}

/** The chrome of the current page: the deepest matched route that sets one wins; 'full' by default. */
export function usePageChrome(): PageChrome {
  return useRouterState({
    select: (s) => s.matches.reduce<PageChrome>((chrome, match) => match.staticData?.chrome ?? chrome, 'full'),
  })
}
