import { searchText } from '../../lib/search-params'

/**
 * Typed `?example=` search parameter of tool pages: a string or nothing, returned even when absent (the
 * router spreads the raw query under what a validator returns, so a key left out would reach the page
 * untyped). Apart from examples.ts so the route files (which are in the first load) do not pull in the map
 * of every example file.
 */
export function validateExampleSearch(search: Record<string, unknown>): { example: string | undefined } {
  return { example: searchText(search.example) }
}
