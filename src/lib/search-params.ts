/**
 * How the router reads and writes the query string. Every search value on this site is plain text typed
 * into a GET form or written by a link (`?q=`, `?example=`, the bid calculator's figures), so values stay
 * the text they are: `?q=123` is the string "123", never the number 123 or `true` (the router's default
 * JSON-parses values, so a search for "123" reached the help center as a number). A key given twice keeps
 * every value, as an array, which no route's `validateSearch` accepts.
 */
export type RawSearch = Record<string, string | string[]>

export function parseSearchText(searchStr: string): RawSearch {
  const search: RawSearch = Object.create(null) as RawSearch
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const previous = search[key]
    search[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  return search
}

/** Writes strings, numbers and booleans as their text; leaves out undefined and anything else. */
export function stringifySearchText(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(key, String(value))
  }
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** A search value that is a non-empty string, else undefined: what a route's validateSearch returns for a text key. */
export function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}
