import { describe, expect, it, vi } from 'vitest'
import { hasTypedText, installLoadFailureRecovery, isResourceLoadError, recoverFromLoadFailure } from '../../src/lib/resource-errors'

const page = (runtime: string, body = '') =>
  `<!doctype html><html><head><script type="module" crossorigin src="${runtime}" data-islands></script></head><body>${body}</body></html>`

const FORM = '<form method="post"><input name="name" value=""><input type="hidden" name="subject" value="Ebook"></form>'

/** A window at /ebookpr whose page runs /assets/islands-old.js, sharing `store` as its sessionStorage. */
function fakeWindow(answer: () => Promise<Response>, store = new Map<string, string>(), body = FORM) {
  const reload = vi.fn()
  const assign = vi.fn()
  const fetch = vi.fn(answer)
  const doc = new DOMParser().parseFromString(page('/assets/islands-old.js', body), 'text/html')
  const win = {
    document: doc,
    DOMParser,
    fetch,
    location: {
      pathname: '/ebookpr',
      search: '?utm_source=mail',
      href: 'https://www.cleansuite.ai/ebookpr?utm_source=mail',
      origin: 'https://www.cleansuite.ai',
      reload,
      assign,
    },
    sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
  } as unknown as Window
  return { win, doc, reload, assign, fetch, store }
}

const html = (runtime: string) => () =>
  Promise.resolve(new Response(page(runtime), { status: 200, headers: { 'Content-Type': 'text/html' } }))

describe('resource-loading errors', () => {
  it('recognises failed chunk imports and network errors in each engine’s words', () => {
    expect(isResourceLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/pricing-x.js'))).toBe(true)
    expect(isResourceLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isResourceLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isResourceLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})

describe('a field holds typed text', () => {
  it('sees a typed value, a ticked box and a chosen option, never a hidden field', () => {
    const doc = new DOMParser().parseFromString(
      `${FORM}<input type="checkbox" name="c"><select name="s"><option selected>a</option><option>b</option></select>`,
      'text/html',
    )
    expect(hasTypedText(doc)).toBe(false)
    doc.querySelector<HTMLInputElement>('input[type="hidden"]')!.value = 'changed by a script'
    expect(hasTypedText(doc)).toBe(false)
    doc.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ana'
    expect(hasTypedText(doc)).toBe(true)
    doc.querySelector<HTMLInputElement>('input[name="name"]')!.value = ''
    doc.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true
    expect(hasTypedText(doc)).toBe(true)
    doc.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = false
    doc.querySelector<HTMLSelectElement>('select')!.options[1]!.selected = true
    expect(hasTypedText(doc)).toBe(true)
  })
})

describe('after a failed load of the page’s code', () => {
  it('stays when the server names the same runtime (the files are there: it was the network)', async () => {
    const { win, reload, assign, fetch } = fakeWindow(html('/assets/islands-old.js'))
    await expect(recoverFromLoadFailure(win)).resolves.toBe('stay')
    expect(fetch).toHaveBeenCalledWith('/ebookpr?utm_source=mail', expect.objectContaining({ cache: 'no-store' }))
    expect(reload).not.toHaveBeenCalled()
    expect(assign).not.toHaveBeenCalled()
  })

  it('stays when the network is down', async () => {
    const { win, reload } = fakeWindow(() => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')))
    await expect(recoverFromLoadFailure(win)).resolves.toBe('stay')
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads the same address once when a newer deploy names another runtime, and not again within ten minutes', async () => {
    const store = new Map<string, string>()
    const first = fakeWindow(html('/assets/islands-new.js'), store)
    await expect(recoverFromLoadFailure(first.win, { now: 1_000 })).resolves.toBe('reload')
    expect(first.reload).toHaveBeenCalledTimes(1)
    expect(first.assign).not.toHaveBeenCalled()
    // The reloaded page fails again (say the new files are not all out yet): it stays.
    const second = fakeWindow(html('/assets/islands-newer.js'), store)
    await expect(recoverFromLoadFailure(second.win, { now: 5 * 60_000 })).resolves.toBe('stay')
    expect(second.reload).not.toHaveBeenCalled()
    const later = fakeWindow(html('/assets/islands-newest.js'), store)
    await expect(recoverFromLoadFailure(later.win, { now: 20 * 60_000 })).resolves.toBe('reload')
  })

  it('never reloads while a field holds typed text, before or during the check', async () => {
    const before = fakeWindow(html('/assets/islands-new.js'))
    before.doc.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ana Ruiz'
    await expect(recoverFromLoadFailure(before.win)).resolves.toBe('stay')
    expect(before.fetch).not.toHaveBeenCalled()
    expect(before.reload).not.toHaveBeenCalled()

    let typeDuringCheck = () => {}
    const during = fakeWindow(() => {
      typeDuringCheck()
      return html('/assets/islands-new.js')()
    })
    typeDuringCheck = () => void (during.doc.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'A')
    await expect(recoverFromLoadFailure(during.win)).resolves.toBe('stay')
    expect(during.reload).not.toHaveBeenCalled()
  })

  it('goes to the site origin (the spec’s rule) only when the newer deploy has no page at this address', async () => {
    const gone = fakeWindow(() => Promise.resolve(new Response('Not found', { status: 404 })))
    await expect(recoverFromLoadFailure(gone.win)).resolves.toBe('origin')
    expect(gone.assign).toHaveBeenCalledWith('https://www.cleansuite.ai/')
    const busy = fakeWindow(() => Promise.resolve(new Response('busy', { status: 503 })))
    await expect(recoverFromLoadFailure(busy.win)).resolves.toBe('stay')
    expect(busy.assign).not.toHaveBeenCalled()
  })

  it('checks once for islands that fail together', async () => {
    const { win, fetch, reload } = fakeWindow(html('/assets/islands-new.js'))
    await Promise.all([recoverFromLoadFailure(win), recoverFromLoadFailure(win), recoverFromLoadFailure(win)])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not leave the page when storage is unavailable (a loop could not be seen)', async () => {
    const { win, reload } = fakeWindow(html('/assets/islands-new.js'))
    Object.defineProperty(win, 'sessionStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    await expect(recoverFromLoadFailure(win)).resolves.toBe('stay')
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('page-wide listeners', () => {
  it('let an import go on past a stylesheet that did not preload, and never touch a failed import itself', () => {
    const uninstall = installLoadFailureRecovery(window)
    try {
      const preload = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new Error('Unable to preload CSS for /assets/x.css'),
      })
      window.dispatchEvent(preload)
      expect(preload.defaultPrevented).toBe(true)
      const load = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      })
      window.dispatchEvent(load)
      expect(load.defaultPrevented).toBe(false)
    } finally {
      uninstall()
    }
  })
})
