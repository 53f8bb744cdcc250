import { describe, expect, it, vi } from 'vitest'
import { isResourceLoadError, redirectToOrigin } from '../../src/lib/resource-errors'

function fakeWindow() {
  const store = new Map<string, string>()
  const assign = vi.fn()
  return {
    assign,
    win: {
      location: { origin: 'https://www.cleansuite.ai', assign },
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    } as unknown as Window,
  }
}

describe('resource-loading errors', () => {
  it('recognises failed chunk imports and network errors', () => {
    expect(isResourceLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/pricing-x.js'))).toBe(true)
    expect(isResourceLoadError(new TypeError('Failed to fetch'))).toBe(true)
    expect(isResourceLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
  it('redirects to the origin once, and not again while the origin keeps failing', () => {
    const { win, assign } = fakeWindow()
    expect(redirectToOrigin(win, 1_000)).toBe(true)
    expect(assign).toHaveBeenCalledWith('https://www.cleansuite.ai/')
    expect(redirectToOrigin(win, 5_000)).toBe(false)
    expect(assign).toHaveBeenCalledTimes(1)
    expect(redirectToOrigin(win, 60_000)).toBe(true)
  })
})
