import type { FileRoutesByTo } from '../routeTree.gen'

/**
 * A page's route as links name it ('/{-$locale}/pricing'): the generated route tree's paths, so a
 * link to a page that does not exist fails the type check. LocaleLink turns it into the visitor's
 * locale's URL (localizePath in ./locales).
 */
export type AppPath = keyof FileRoutesByTo
