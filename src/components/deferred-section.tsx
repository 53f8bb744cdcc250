import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { i18n, loadNamespaces } from '../i18n/i18n'
import type { Locale } from '../i18n/locales'

/** The `source` of every deferred section a server render drew (read and cleared by the pre-render, per page). */
export const renderedDeferredSources = new Set<string>()

/**
 * A section below the first screen whose code is not part of the page's first load: the pre-rendered
 * HTML shows it at once, and its JavaScript is fetched and hydrated when the section enters the
 * viewport, or when a visitor focuses or presses inside it, whichever comes first.
 *
 * How: on the client the section renders through `React.lazy` inside its own Suspense boundary. While
 * the lazy component waits, React keeps the boundary's server HTML as it is (dehydrated) and hydrates
 * the rest of the page; once the code is in, it hydrates the boundary. The pre-render and a client-side
 * navigation to the page load the code first (`ready()` in the route's loader), so they render it
 * directly, with no fallback.
 *
 * `anchorId` is the id of an element of the section in the pre-rendered HTML (its heading); `source` is
 * the module `load` imports, as Vite's manifest names it: the pre-render links that module's CSS from
 * the page (the section must look finished before its code arrives) and fails when the name is wrong.
 * `namespaces` are catalogs only the section reads: they load with its code (in the page's locale) and
 * stay out of the page's first load too.
 */
export function deferredSection<P extends object>(
  anchorId: string,
  source: string,
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly string[] = [],
) {
  let Loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  let releaseWait: () => void = () => {}
  const loadRequested = new Promise<void>((resolve) => (releaseWait = resolve))
  // The code loads once; the strings once per locale (the pre-render draws both).
  const preload = async (locale: Locale) => {
    releaseWait()
    await Promise.all([
      (loading ??= load().then((component) => void (Loaded = component))),
      loadNamespaces(locale, namespaces, { silent: true }),
    ])
  }
  // Buttons pressed in the pre-rendered section before its code arrived: React drops those clicks (it
  // can hydrate on an event only once the code is in), so they are pressed again once it has hydrated.
  const early = earlyClicks(anchorId, () => Loaded !== null)
  const Lazy = lazy(async () => {
    early.listen()
    await Promise.race([nearScreen(anchorId), loadRequested])
    await preload(i18n.language as Locale)
    return { default: Loaded! }
  })
  let firstLoad = true

  function DeferredSection(props: P) {
    if (typeof document === 'undefined') renderedDeferredSources.add(source)
    // Which of the two renders the section is chosen once per mount: switching from Lazy to Loaded when
    // the code arrives would be a different component type, and React would remount the section (new DOM
    // nodes, focus and state lost) on its next render. Once resolved, Lazy renders Loaded itself.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy)
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <OnHydrated run={early.replay} />
      </Suspense>
    )
  }

  /**
   * For the route's loader (loadPage's `deferred`), with the page's locale. The pre-render, and any
   * navigation after the first page load, wait for the code and strings. The first load of a
   * pre-rendered page does not: the section hydrates when it enters the viewport.
   */
  function ready(locale: Locale): Promise<void> {
    if (typeof document !== 'undefined' && firstLoad) {
      firstLoad = false
      if (document.getElementById(anchorId)) return Promise.resolve()
    }
    return preload(locale)
  }

  return { DeferredSection, ready }
}

/** Resolves when the section of the element with this id enters the viewport, or is focused or pressed inside. */
function nearScreen(id: string): Promise<void> {
  return new Promise((resolve) => {
    const anchor = document.getElementById(id)
    const element = anchor?.closest('section') ?? anchor
    if (!element || typeof IntersectionObserver === 'undefined') return resolve()
    const done = () => {
      observer.disconnect()
      element.removeEventListener('focusin', done)
      element.removeEventListener('pointerdown', done)
      resolve()
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done())
    observer.observe(element)
    element.addEventListener('focusin', done)
    element.addEventListener('pointerdown', done)
  })
}

/** Whether React has hydrated this element (it keeps its fiber on the node under a `__reactFiber$` key). */
const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

/** Runs `run` once its Suspense boundary has hydrated (or mounted): it renders nothing. */
function OnHydrated({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

/**
 * The buttons a visitor pressed inside the section of the element with this id while `codeIn()` was false
 * (its code not fetched yet), and the way to press them again after hydration. Links and form fields are
 * left alone: they act without JavaScript.
 */
function earlyClicks(id: string, codeIn: () => boolean) {
  const pressed: HTMLElement[] = []
  let section: HTMLElement | null = null
  const onClick = (event: Event) => {
    if (codeIn()) return
    const button = event.target instanceof Element ? event.target.closest('button') : null
    // Only the section's own buttons, still dehydrated: a hydrated button (elsewhere in the section's
    // <section>, such as the hero's Watch demo beside a mock-up) is handled by React already.
    if (button && section?.contains(button) && !button.disabled && !hydratedByReact(button) && !pressed.includes(button)) {
      pressed.push(button)
    }
  }
  return {
    listen() {
      section = document.getElementById(id)?.closest<HTMLElement>('section') ?? null
      // On the document, in the capture phase: React's own listener, on the root, stops a click that
      // lands in a dehydrated boundary from going further.
      if (section) document.addEventListener('click', onClick, true)
    },
    replay() {
      document.removeEventListener('click', onClick, true)
      section = null
      for (const button of pressed.splice(0)) if (button.isConnected) button.click()
    },
  }
}
