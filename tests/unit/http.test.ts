import { describe, expect, it } from 'vitest'
import { errorTextOf, getJson, HttpError, throwIfNotOk } from '../../src/lib/http'

describe('HTTP helper', () => {
  it("turns a non-OK answer into 'status: body'", async () => {
    await expect(throwIfNotOk(new Response('Access key invalid', { status: 403, statusText: 'Forbidden' }))).rejects.toThrow(
      '403: Access key invalid',
    )
  })
  it('uses the status text when the body is empty', async () => {
    expect(await errorTextOf(new Response('', { status: 500, statusText: 'Internal Server Error' }))).toBe('500: Internal Server Error')
  })
  it('passes OK answers through', async () => {
    const response = new Response('{}', { status: 200 })
    await expect(throwIfNotOk(response)).resolves.toBe(response)
  })
  it('getJson sends credentials, parses JSON and raises on 401 unless asked to return null', async () => {
    const seen: RequestInit[] = []
    const ok = async (_url: string, init?: RequestInit) => {
      seen.push(init ?? {})
      return new Response('{"a":1}', { status: 200 })
    }
    expect(await getJson<{ a: number }>(['/api/thing'], { fetchImpl: ok })).toEqual({ a: 1 })
    expect(seen[0]?.credentials).toBe('include')
    const unauthorized = async () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' })
    await expect(getJson(['/api/me'], { fetchImpl: unauthorized })).rejects.toBeInstanceOf(HttpError)
    expect(await getJson(['/api/me'], { fetchImpl: unauthorized, on401: 'returnNull' })).toBeNull()
  })
})
