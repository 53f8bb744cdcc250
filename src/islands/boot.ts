/**
 * The islands runtime: the only script a page with interactive parts loads up front (about 1 KB). The page is
 * complete HTML and CSS; each `[data-island]` element (./island.tsx) is hydrated alone, when its `data-when` says:
 *
 * - `idle`: the first screen's parts, once the page has loaded and painted (their code is preloaded from the
 *   first frame on, at low priority, from the list the pre-render writes into `data-preload`);
 * - `visible`: when it comes within 300 px of the viewport;
 * - `interaction`: on the first pointer, focus or key inside it, or a click on one of its `data-triggers` (the
 *   click is replayed once it has hydrated, so that first tap is not lost);
 * - `event`: when the page dispatches `island:<name>` on window (the toast region, when a toast is asked for).
 *
 * The performance mark `hydrated` (read by npm run bench) is set when every `idle` island has hydrated.
 * A chunk that fails to load sends the browser to the site origin (the spec's rule for failed resources).
 */
import { installResourceErrorRedirect, redirectToOrigin } from '../lib/resource-errors'

installResourceErrorRedirect()

const script = document.querySelector<HTMLScriptElement>('script[data-islands]')
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
const hydrations = new WeakMap<HTMLElement, Promise<void>>()
let idleLeft = 0

/** Hydrates an island once (a second call gets the same promise). */
function hydrate(element: HTMLElement): Promise<void> {
  let done = hydrations.get(element)
  if (!done) {
    done = import('./hydrate')
      .then((m) => m.hydrateIsland(element))
      .catch((error: unknown) => {
        console.error(error)
        redirectToOrigin()
      })
    hydrations.set(element, done)
  }
  return done
}

function whenVisible(element: HTMLElement, run: () => void) {
  if (typeof IntersectionObserver === 'undefined') return run()
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        run()
      }
    },
    { rootMargin: '300px' },
  )
  // The wrapper is `display: contents` (no box of its own): its first child stands for it.
  observer.observe(element.firstElementChild ?? element)
}

function onInteraction(element: HTMLElement) {
  const triggers = element.dataset.triggers
  let hydrated = false
  let pressed: HTMLElement | null = null
  const start = () => {
    element.removeEventListener('pointerdown', start)
    element.removeEventListener('focusin', start)
    element.removeEventListener('keydown', start)
    void hydrate(element).then(() => {
      hydrated = true
      document.removeEventListener('click', onClick, true)
      // The button pressed while the code was on its way, pressed again now that it has hydrated.
      if (pressed?.isConnected) pressed.click()
    })
  }
  // A click on a trigger or on a button inside the island before its code is in (a pointerdown has usually started
  // the loading already): held, and replayed once it has hydrated, so that first tap is not lost.
  const onClick = (event: MouseEvent) => {
    if (hydrated) return
    const target = event.target instanceof Element ? event.target : null
    const button = target?.closest<HTMLElement>(triggers ? `${triggers}, button` : 'button') ?? null
    if (!button || (!element.contains(button) && !(triggers && button.matches(triggers)))) return
    event.preventDefault()
    event.stopPropagation()
    pressed = button
    start()
  }
  element.addEventListener('pointerdown', start, { passive: true })
  element.addEventListener('focusin', start)
  element.addEventListener('keydown', start)
  document.addEventListener('click', onClick, true)
}

function markIfHydrated() {
  if (idleLeft === 0 && performance.getEntriesByName('hydrated', 'mark').length === 0) performance.mark('hydrated')
}

/** Right after the first frame: the first screen's island code starts downloading, at low priority. */
function preload() {
  for (const href of (script?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.fetchPriority = 'low'
    link.href = href
    document.head.append(link)
  }
}

function start() {
  const search = new URLSearchParams(location.search)
  for (const element of islands) {
    const eager = element.dataset.eagerParam !== undefined && search.has(element.dataset.eagerParam)
    const when = eager ? 'idle' : element.dataset.when
    if (when === 'idle') {
      idleLeft += 1
      void hydrate(element).then(() => {
        idleLeft -= 1
        markIfHydrated()
      })
    } else if (when === 'visible') whenVisible(element, () => void hydrate(element))
    else if (when === 'interaction') onInteraction(element)
    else window.addEventListener(`island:${element.dataset.island}`, () => void hydrate(element), { once: true })
  }
  markIfHydrated()
}

const afterFirstFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0))
afterFirstFrame(preload)
if (document.readyState === 'complete') afterFirstFrame(start)
else window.addEventListener('load', () => afterFirstFrame(start), { once: true })
