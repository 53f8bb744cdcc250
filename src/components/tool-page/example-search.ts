/**
 * Typed `?example=` search parameter of tool pages: a string or nothing. Apart from examples.ts so
 * the route files (which are in the first load) do not pull in the map of every example file.
 */
export function validateExampleSearch(search: Record<string, unknown>): { example?: string } {
  return typeof search.example === 'string' && search.example !== '' ? { example: search.example } : {}
}
