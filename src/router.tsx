import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { NotFoundPage } from './pages/not-found/NotFoundPage'
import { ErrorPage } from './pages/error/ErrorPage'
import { parseSearchText, stringifySearchText } from './lib/search-params'

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    trailingSlash: 'never',
    defaultPreload: 'intent',
    // Search values are the text in the address, not JSON (src/lib/search-params.ts).
    parseSearch: parseSearchText,
    stringifySearch: stringifySearchText,
    // Every navigation starts at the top and a #hash scrolls to its section (built in). Restoring the
    // position on back/forward is enabled in the browser only: on the server it would emit an inline script.
    scrollRestoration: typeof window !== 'undefined',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
