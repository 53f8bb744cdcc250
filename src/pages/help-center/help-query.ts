import { useSyncExternalStore } from 'react'
import { parseSearchText, searchText } from '../../lib/search-params'

/**
 * The help center's search text, shared by its two islands (the search field in the hero and the tabs with the
 * answers below): one module, so one value in the page, whichever island hydrated first. It also owns the address:
 * `?q=` is read once when the search field hydrates and replaced on every change (no history entry per keystroke).
 */
let query = ''
const listeners = new Set<() => void>()

/** The island with the answers hydrates when the page dispatches this (see island.tsx's `event`). */
const HELP_TABS_EVENT = 'island:help-tabs'

export function setHelpQuery(next: string): void {
  // Wake the tabs island (once; later dispatches find no listener): the answers follow the field from the first key.
  window.dispatchEvent(new Event(HELP_TABS_EVENT))
  if (next === query) return
  query = next
  for (const listener of listeners) listener()
  const url = new URL(location.href)
  url.search = next === '' ? '' : `?${new URLSearchParams({ q: next }).toString()}`
  url.hash = ''
  history.replaceState(history.state, '', url)
}

/** Calls `listener` on every change of the search text; returns the unsubscribe. */
export function onHelpQueryChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The search text: empty while an island hydrates (as the pre-rendered page), then the page's. */
export function useHelpQuery(): string {
  return useSyncExternalStore(
    onHelpQueryChange,
    () => query,
    () => '',
  )
}

/** The `?q=` of the address: plain text, one value (a key given twice, or none, is no search). */
export function queryOfAddress(search: string): string {
  return searchText(parseSearchText(search).q) ?? ''
}
