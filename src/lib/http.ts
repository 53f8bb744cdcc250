/**
 * The site's HTTP helpers. A non-OK answer becomes an Error whose
 * message is 'status: body', or 'status: statusText' when the body is empty.
 */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

export async function errorTextOf(response: Response): Promise<string> {
  const body = await response.text().then(
    (text) => text.trim(),
    () => '',
  )
  return `${response.status}: ${body || response.statusText}`
}

/** Throws an HttpError when the response is not OK; returns it otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) throw new HttpError(response.status, await errorTextOf(response))
  return response
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/**
 * The generic data-fetching default of the spec: GET the first element of the key, with
 * credentials, parse JSON, raise on any non-OK answer (401 may be mapped to null on request).
 * No page uses it to reach a product endpoint today.
 */
export async function getJson<T>(
  queryKey: readonly [string, ...unknown[]],
  opts: { on401?: 'throw' | 'returnNull'; fetchImpl?: FetchLike } = {},
): Promise<T | null> {
  const fetchImpl = opts.fetchImpl ?? fetch
  const response = await fetchImpl(queryKey[0], { credentials: 'include' })
  if (opts.on401 === 'returnNull' && response.status === 401) return null
  await throwIfNotOk(response)
  return (await response.json()) as T
}
