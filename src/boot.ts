/**
 * The only script a pre-rendered page loads up front (well under 1 KB). The page is already
 * complete HTML and CSS, so the application (React, router, catalogs: about 200 KB) is fetched
 * only after the first paint, instead of competing with it for the network and the main thread.
 * The entry and the page's own chunks come from data attributes the pre-render writes.
 */
import { INTL_LOCALE, isLocale } from './i18n/locales'
import { installResourceErrorRedirect, redirectToOrigin } from './lib/resource-errors'

installResourceErrorRedirect()

const script = document.querySelector<HTMLScriptElement>('script[data-entry]')

function start() {
  const entry = script?.dataset.entry
  if (!entry) return
  for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    console.error(error)
    redirectToOrigin()
  })
  setTimeout(warmNumberFormats, 0)
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

function afterFirstPaint() {
  requestAnimationFrame(() => setTimeout(start, 0))
}

if (document.readyState === 'complete') afterFirstPaint()
else window.addEventListener('load', afterFirstPaint, { once: true })
