/**
 * What a page does when a script of its own fails to load (issue 45). Every page works without JavaScript, so a
 * failure never takes the visitor away: the part that could not load stays as its HTML (links, forms, popovers and
 * `<details>` keep working, what was typed stays). One case is recovered: a newer deploy has replaced the scripts
 * this (older) HTML names. Then the page is reloaded at its own address, once per address and ten minutes (a second
 * failure right after stays), and never while a field holds typed text. The spec's rule (a resource-loading error
 * goes to the site origin) is kept for the one case a reload cannot mend: the newer deploy no longer has this page
 * at all (its address answers 404 or 410), again only when nothing is typed and once.
 *
 * The check asks the server for the page's current HTML (no cache) and compares the runtime script it names with
 * the one this page runs: the same script means the files are there and the failure was the network (stay); a
 * network error while asking means the visitor is offline (stay).
 */
const GUARD_PREFIX = 'load-failure-recovered:'
const GUARD_WINDOW_MS = 10 * 60_000
/** The script that boots the page: the islands runtime (or, under `npm run dev`, the application's entry). */
const RUNTIME_SCRIPT = 'script[data-islands][src], script[type="module"][src]'

export type Recovery = 'stay' | 'reload' | 'origin'

export function isResourceLoadError(error: unknown): boolean {
  if (!error) return false
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|NetworkError|Load failed|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  )
}

/** Whether any field of the page holds something the visitor typed, chose or ticked (it differs from its HTML). */
export function hasTypedText(doc: Document = document): boolean {
  // Read by tag and type, not instanceof: a document of another realm (a parsed one, a frame) has other classes.
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field.tagName === 'SELECT') {
      if (choiceChanged(field as HTMLSelectElement)) return true
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      if ((field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked) return true
    } else if (field.type !== 'hidden' && field.value !== (field as HTMLInputElement).defaultValue) return true
  }
  return false
}

/** A select whose choice differs from its HTML's (the `selected` attribute; else its first option). */
function choiceChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options]
  if (select.multiple) return options.some((option) => option.selected !== option.hasAttribute('selected'))
  const marked = options.map((option) => option.hasAttribute('selected')).lastIndexOf(true)
  return options.findIndex((option) => option.selected) !== (marked === -1 ? Math.min(0, options.length - 1) : marked)
}

type Options = {
  fetch?: typeof fetch
  now?: number
}

/** The runtime script a page's HTML names, as a path (`/assets/islands-abc.js`), or null. */
function runtimeOf(doc: Document, base: string): string | null {
  const src = doc.querySelector<HTMLScriptElement>(RUNTIME_SCRIPT)?.getAttribute('src')
  return src ? new URL(src, base).pathname : null
}

function guarded(win: Window, key: string, now: number): boolean {
  try {
    const last = Number(win.sessionStorage.getItem(key) ?? 0)
    if (last && now - last < GUARD_WINDOW_MS) return true
    win.sessionStorage.setItem(key, String(now))
    return false
  } catch {
    // No storage: a loop could not be seen, so do not leave the page at all.
    return true
  }
}

const checks = new WeakMap<Window, Promise<Recovery>>()

/**
 * Decides, and does, what a failed load of the page's own code leads to (see the top of this file): resolves to
 * 'stay', 'reload' (the page is reloaded at its own address) or 'origin' (sent to the site origin). One check per
 * page: islands that fail together share it.
 */
export function recoverFromLoadFailure(win: Window = window, options: Options = {}): Promise<Recovery> {
  let check = checks.get(win)
  if (!check) {
    check = decide(win, options)
    checks.set(win, check)
  }
  return check
}

async function decide(win: Window, options: Options): Promise<Recovery> {
  const doc = win.document
  if (hasTypedText(doc)) return 'stay'
  const address = `${win.location.pathname}${win.location.search}`
  let answer: Response
  try {
    answer = await (options.fetch ?? win.fetch.bind(win))(address, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    })
  } catch {
    return 'stay' // offline or a flaky network: the page as it is works
  }
  let next: Recovery = 'stay'
  if (answer.status === 404 || answer.status === 410) next = 'origin'
  else if (answer.ok) {
    const current = runtimeOf(doc, win.location.href)
    const served = runtimeOf(
      new (win as Window & typeof globalThis).DOMParser().parseFromString(await answer.text(), 'text/html'),
      win.location.href,
    )
    if (served && served !== current) next = 'reload'
  }
  // Typed meanwhile (the check takes a round trip): stay.
  if (next === 'stay' || hasTypedText(doc) || guarded(win, `${GUARD_PREFIX}${win.location.pathname}`, options.now ?? Date.now()))
    return 'stay'
  if (next === 'reload') win.location.reload()
  else win.location.assign(`${win.location.origin}/`)
  return next
}

let installed = false

/**
 * Installs the page-wide listeners once (the islands runtime and, in development, the application's entry): a
 * failed preload is not a failure (the import it prepares decides), and an import that fails outside an island
 * (an unhandled rejection) gets the recovery above. Nothing else on the page is touched.
 */
export function installLoadFailureRecovery(win: Window = window): () => void {
  if (installed) return () => {}
  installed = true
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isResourceLoadError(event.reason)) void recoverFromLoadFailure(win)
  }
  // Vite's preload helper reports a stylesheet that did not preload; the import goes on (and fails alone if its code
  // is gone). Only a preload's failure is let through here: a failed import itself still rejects.
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload
    if (payload instanceof Error && payload.message.startsWith('Unable to preload')) event.preventDefault()
  }
  win.addEventListener('unhandledrejection', onRejection)
  win.addEventListener('vite:preloadError', onPreloadError)
  return () => {
    installed = false
    win.removeEventListener('unhandledrejection', onRejection)
    win.removeEventListener('vite:preloadError', onPreloadError)
  }
}
