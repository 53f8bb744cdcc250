/**
 * A resource that fails to load (a chunk after a deploy, a script, the network during a
 * navigation) sends the browser to the site origin, once. A guard in sessionStorage stops a
 * redirect loop when the origin itself keeps failing.
 */
const GUARD_KEY = 'resource-error-redirect-at'
const GUARD_WINDOW_MS = 30_000

export function isResourceLoadError(error: unknown): boolean {
  if (!error) return false
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|NetworkError|Load failed|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  )
}

export function redirectToOrigin(win: Window = window, now: number = Date.now()): boolean {
  let last: number
  try {
    last = Number(win.sessionStorage.getItem(GUARD_KEY) ?? 0)
  } catch {
    last = 0
  }
  if (last && now - last < GUARD_WINDOW_MS) return false
  try {
    win.sessionStorage.setItem(GUARD_KEY, String(now))
  } catch {
    // Storage unavailable: redirect anyway; without storage a loop cannot be detected.
  }
  win.location.assign(`${win.location.origin}/`)
  return true
}

let installed = false

/** Installs the global listeners once (the boot script and, in development, the entry call it). */
export function installResourceErrorRedirect(win: Window = window): () => void {
  if (installed) return () => {}
  installed = true
  const onError = (event: Event) => {
    const target = event.target
    if (target instanceof HTMLScriptElement || (target instanceof HTMLLinkElement && target.rel !== 'icon')) {
      redirectToOrigin(win)
    }
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isResourceLoadError(event.reason)) redirectToOrigin(win)
  }
  const onPreloadError = (event: Event) => {
    event.preventDefault()
    redirectToOrigin(win)
  }
  win.addEventListener('error', onError, true)
  win.addEventListener('unhandledrejection', onRejection)
  win.addEventListener('vite:preloadError', onPreloadError)
  return () => {
    installed = false
    win.removeEventListener('error', onError, true)
    win.removeEventListener('unhandledrejection', onRejection)
    win.removeEventListener('vite:preloadError', onPreloadError)
  }
}
