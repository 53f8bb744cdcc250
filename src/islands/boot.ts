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
const started = new WeakSet<HTMLElement>()
let idleLeft = 0

/** Islands whose code is on the way: a button pressed inside one is held and pressed again once it has hydrated. */
const held = new Map<HTMLElement, HTMLElement[]>()

function hydrate(element: HTMLElement, replay?: HTMLElement): Promise<void> {
  if (started.has(element)) return Promise.resolve()
  started.add(element)
  held.set(element, [])
  return import('./hydrate')
    .then((m) => m.hydrateIsland(element))
    .then(() => {
      const pressed = held.get(element) ?? []
      held.delete(element)
      for (const button of [replay, ...pressed]) if (button?.isConnected) button.click()
    })
    .catch((error: unknown) => {
      console.error(error)
      redirectToOrigin()
    })
}

// A tap on a button of an island still loading (or of a `visible` one not started yet: it starts it) would be lost:
// React's handlers are not there yet. It is held, then replayed once the island has hydrated.
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null
    const element = button?.closest<HTMLElement>('[data-island]')
    if (!button || !element) return
    if (!held.has(element)) {
      if (started.has(element) || element.dataset.when !== 'visible') return
      void hydrate(element)
    }
    event.preventDefault()
    event.stopPropagation()
    const pressed = held.get(element)!
    if (!pressed.includes(button)) pressed.push(button)
  },
  true,
)

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

function onInteraction(element: HTMLElement, run: (replay?: HTMLElement) => void) {
  const triggers = element.dataset.triggers
  const done = (replay?: HTMLElement) => {
    element.removeEventListener('pointerdown', onFirst)
    element.removeEventListener('focusin', onFirst)
    element.removeEventListener('keydown', onFirst)
    document.removeEventListener('click', onClick, true)
    run(replay)
  }
  const onFirst = () => done()
  // A click on a trigger (or a button inside the island) before its code is in: loaded, then pressed again.
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const button = target?.closest<HTMLElement>(triggers ? `${triggers}, button` : 'button') ?? null
    if (!button || (!element.contains(button) && !(triggers && button.matches(triggers)))) return
    event.preventDefault()
    event.stopPropagation()
    done(button)
  }
  element.addEventListener('pointerdown', onFirst, { passive: true })
  element.addEventListener('focusin', onFirst)
  element.addEventListener('keydown', onFirst)
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
    else if (when === 'interaction') onInteraction(element, (replay) => void hydrate(element, replay))
    else window.addEventListener(`island:${element.dataset.island}`, () => void hydrate(element), { once: true })
  }
  markIfHydrated()
}

const afterFirstFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0))
afterFirstFrame(preload)
if (document.readyState === 'complete') afterFirstFrame(start)
else window.addEventListener('load', () => afterFirstFrame(start), { once: true })
