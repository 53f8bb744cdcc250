/**
 * The islands runtime: the only script a page with interactive parts loads up front (about 1 KB). The page is
 * complete HTML and CSS; each `[data-island]` element (./island.tsx) is hydrated alone, when its `data-when` says:
 *
 * - `idle`: the first screen's parts, once the page has loaded and painted (their code is preloaded from the
 *   first frame on, at low priority, from the list the pre-render writes into `data-preload`);
 * - `visible`: when it comes within 300 px of the viewport;
 * - `interaction`: on the first pointer, focus or key inside it, or a click on one of its `data-triggers` (a
 *   button that answers from its HTML, a popover or a form, does so at once; any other click is replayed once the
 *   island has hydrated, so that first tap is not lost);
 * - `event`: when the page dispatches `island:<name>` on window (the toast region, when a toast is asked for).
 *
 * The performance mark `hydrated` (read by npm run bench) is set when every `idle` island has hydrated.
 *
 * An island whose code fails to load stays as its HTML (`data-island-failed`): the buttons pressed while it was on
 * the way are pressed again with nothing holding them, so they do what their HTML does (open a popover, submit the
 * form, follow the link), and the page decides whether a newer deploy calls for one reload (../lib/resource-errors.ts).
 */
import { installLoadFailureRecovery, recoverFromLoadFailure } from '../lib/resource-errors'
import { pageAddressOfFileName } from '../lib/url-part'

installLoadFailureRecovery()

// A host that lets a file shadow a redirect rule (Netlify) serves a page under its file's name (`/index.html`): the
// page puts its own address back (its canonical link), as it is linked and shared.
const own = pageAddressOfFileName(location.pathname, document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href)
if (own !== null) history.replaceState(history.state, '', `${own}${location.search}${location.hash}`)

const script = document.querySelector<HTMLScriptElement>('script[data-islands]')
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
const hydrations = new WeakMap<HTMLElement, Promise<void>>()
const hydrated = new WeakSet<HTMLElement>()
/** Islands whose code could not load: their HTML answers from now on. */
const failed = new WeakSet<HTMLElement>()
/** Buttons pressed in an island (or on one of its triggers) while its code was on the way: pressed again after. */
const held = new Map<HTMLElement, HTMLElement[]>()
let idleLeft = 0

/** Presses again, with nothing holding them, the buttons pressed while the island's code was on the way. */
function replay(element: HTMLElement) {
  const pressed = held.get(element) ?? []
  held.delete(element)
  for (const button of pressed) if (button.isConnected) button.click()
}

/** Hydrates an island once (a second call gets the same promise), then replays the buttons pressed meanwhile. */
function hydrate(element: HTMLElement): Promise<void> {
  let done = hydrations.get(element)
  if (!done) {
    done = import('./hydrate')
      .then((m) => m.hydrateIsland(element))
      .then(() => {
        hydrated.add(element)
        // Tests and outside tools read it: React has committed this island (its handlers are live).
        element.dataset.hydrated = ''
        replay(element)
      })
      .catch((error: unknown) => {
        // Not console.error: the page goes on working as HTML, and a test's error watch should see only real faults.
        console.warn(`Island ${element.dataset.island ?? ''} stays as its HTML:`, error)
        failed.add(element)
        element.dataset.islandFailed = ''
        replay(element)
        void recoverFromLoadFailure()
      })
    hydrations.set(element, done)
  }
  return done
}

/** Every island's triggers, as one selector (the tool pages' `data-opens` buttons, why AI's poster link...). */
const triggerSelector = islands
  .map((element) => element.dataset.triggers)
  .filter(Boolean)
  .join(', ')

/** The island a pressed button belongs to: the one it is in, or one whose `data-triggers` it matches. */
function islandOf(button: HTMLElement): HTMLElement | undefined {
  const inside = button.closest<HTMLElement>('[data-island]')
  if (inside) return inside
  return islands.find((element) => element.dataset.triggers !== undefined && button.matches(element.dataset.triggers))
}

/** Whether a button answers a tap from its HTML: it opens a popover that is in the page, or submits a real form. */
function answersByItself(button: HTMLElement): boolean {
  const target = button.getAttribute('popovertarget')
  if (target !== null) return document.getElementById(target) !== null
  return button instanceof HTMLButtonElement && button.type === 'submit' && button.form !== null
}

// A tap on a button of an island that has not hydrated yet starts its code (whatever its `when`, but an `event`
// island). A button that answers from its HTML (a popover, a form) does so at once: the island takes over what is
// open or sent. Any other button's click would be lost (React's handlers are not there yet, and a pointerdown that
// starts the loading comes before its click): it is held, and the button pressed again once the island has hydrated.
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null
    const button = target?.closest<HTMLElement>(triggerSelector ? `button, ${triggerSelector}` : 'button')
    const element = button ? islandOf(button) : undefined
    if (!button || !element || hydrated.has(element) || failed.has(element) || element.dataset.when === 'event') return
    void hydrate(element)
    if (answersByItself(button)) return
    event.preventDefault()
    event.stopPropagation()
    const pressed = held.get(element) ?? []
    if (!pressed.includes(button)) pressed.push(button)
    held.set(element, pressed)
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

/**
 * An `interaction` island starts on the first pointer, focus or key inside it (a click on a trigger: see above); one
 * the visitor is already in (a field focused, or typed in, before this script ran) starts at once.
 */
function onInteraction(element: HTMLElement) {
  const start = () => {
    element.removeEventListener('pointerdown', start)
    element.removeEventListener('focusin', start)
    element.removeEventListener('keydown', start)
    void hydrate(element)
  }
  element.addEventListener('pointerdown', start, { passive: true })
  element.addEventListener('focusin', start)
  element.addEventListener('keydown', start)
  if (element.contains(document.activeElement)) start()
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

/** Islands that wait for the visitor (interaction, event) listen from the start: a tap or a key before load counts. */
function listen() {
  for (const element of islands) {
    if (eager(element)) continue
    if (element.dataset.when === 'interaction') onInteraction(element)
    else if (element.dataset.when === 'event')
      window.addEventListener(`island:${element.dataset.island}`, () => void hydrate(element), { once: true })
  }
}

/** An island the address asks for at once (`data-eager-param`, a deep link to an open dialog): hydrated as `idle`. */
function eager(element: HTMLElement): boolean {
  return element.dataset.eagerParam !== undefined && new URLSearchParams(location.search).has(element.dataset.eagerParam)
}

/** Once the page has loaded: the first screen's islands hydrate, the others wait until they near the viewport. */
function start() {
  for (const element of islands) {
    const when = eager(element) ? 'idle' : element.dataset.when
    if (when === 'idle') {
      idleLeft += 1
      void hydrate(element).then(() => {
        idleLeft -= 1
        markIfHydrated()
      })
    } else if (when === 'visible') whenVisible(element, () => void hydrate(element))
  }
  markIfHydrated()
}

const afterFirstFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0))
listen()
afterFirstFrame(preload)
if (document.readyState === 'complete') afterFirstFrame(start)
else window.addEventListener('load', () => afterFirstFrame(start), { once: true })
