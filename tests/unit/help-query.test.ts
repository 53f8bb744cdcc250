import { afterEach, describe, expect, it, vi } from 'vitest'
import { onHelpQueryChange, queryOfAddress, setHelpQuery } from '../../src/pages/help-center/help-query'

describe('the help center address', () => {
  it('reads ?q= as the text typed, one value only', () => {
    expect(queryOfAddress('?q=invoice')).toBe('invoice')
    expect(queryOfAddress('?q=123')).toBe('123')
    expect(queryOfAddress('?q=%5B%5D')).toBe('[]')
    expect(queryOfAddress('?q=factura+parcial')).toBe('factura parcial')
    // No search, an empty one, or a key given twice (a hand-edited link) is no search.
    expect(queryOfAddress('')).toBe('')
    expect(queryOfAddress('?q=')).toBe('')
    expect(queryOfAddress('?q=a&q=b')).toBe('')
  })
})

describe('the shared search text', () => {
  afterEach(() => setHelpQuery(''))

  it('replaces the address (no history entry per keystroke), drops the tab hash, and wakes the tabs island', () => {
    history.replaceState(null, '', '/es/help-center#help-panel-contact')
    const length = history.length
    const woken = vi.fn()
    window.addEventListener('island:help-tabs', woken)
    const changed = vi.fn()
    const stop = onHelpQueryChange(changed)

    setHelpQuery('fact')
    setHelpQuery('factura parcial')
    expect(location.pathname + location.search + location.hash).toBe('/es/help-center?q=factura+parcial')
    expect(history.length).toBe(length)
    expect(changed).toHaveBeenCalledTimes(2)
    expect(woken).toHaveBeenCalled()

    setHelpQuery('')
    expect(location.search).toBe('')
    stop()
    window.removeEventListener('island:help-tabs', woken)
  })
})
