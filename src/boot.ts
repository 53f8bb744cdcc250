/**
 * The only script a pre-rendered page loads up front (well under 1 KB). The page is already
 * complete HTML and CSS, so the application (React, router, catalogs: about 150 KB gzip) is fetched
 * only after the first paint, instead of competing with it for the network and the main thread.
 * The entry and the page's own chunks come from data attributes the pre-render writes.
 */
import { INTL_LOCALE, isLocale } from './i18n/locales'
import { installResourceErrorRedirect, redirectToOrigin } from './lib/resource-errors'
import { decodeUrlPart } from './lib/url-part'

installResourceErrorRedirect()

const script = document.querySelector<HTMLScriptElement>('script[data-entry]')

/**
 * Right after the first frame: the entry, its imports and the page's chunks start downloading at low
 * priority, so the network is busy with the application while the visitor reads, not only after `load`.
 * Not earlier: requests started before the first paint would compete with the HTML and CSS it needs
 * (measured: the Lighthouse LCP ratio rose to 1.24-2.29 with the preloads issued at once; from the
 * first frame on it stays at 0.98-1.10, and usable-after-paint drops by ~400 ms at 4x CPU / 1.6 Mbps).
 */
function preload() {
  for (const href of [script?.dataset.entry ?? '', ...(script?.dataset.preload ?? '').split(' ')].filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.fetchPriority = 'low'
    link.href = href
    document.head.append(link)
  }
  setTimeout(warmNumberFormats, 0)
}

/** After `load`: run the application (its modules are in flight or cached by then) and hydrate. */
function start() {
  const entry = script?.dataset.entry
  // An address with a malformed escape (`/ab%zz`) is the host's 404 page, complete as HTML; the router cannot read
  // that address, so the application would render another tree over it. The page stays as it was.
  if (!entry || decodeUrlPart(location.pathname) === null) return
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    console.error(error)
    redirectToOrigin()
  })
}

/**
 * The first Intl.NumberFormat a page creates makes the engine load its number data: about 40 ms on a
 * desktop, 160-190 ms at 4x CPU, once per page. Hydration formats prices and counts, so it would pay
 * that inside its own long task. Done here instead, while the main thread waits for the application's
 * download, it costs the visitor nothing and takes that much off hydration.
 */
function warmNumberFormats() {
  const lang = document.documentElement.lang
  new Intl.NumberFormat(isLocale(lang) ? INTL_LOCALE[lang] : undefined).format(1)
}

const afterFirstFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0))

afterFirstFrame(preload)
if (document.readyState === 'complete') afterFirstFrame(start)
else window.addEventListener('load', () => afterFirstFrame(start), { once: true })
