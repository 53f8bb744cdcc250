import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React hydrates the pre-rendered page, true afterwards (and on client-side navigation).
 * A route whose pre-rendered HTML shows defaults (no query string at build time) reads the URL's
 * query only once this is true, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
