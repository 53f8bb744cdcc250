/**
 * The only script a pre-rendered page loads up front (well under 1 KB). The page is already
 * complete HTML and CSS, so the application (React, router, catalogs: about 200 KB) is fetched
 * only after the first paint, instead of competing with it for the network and the main thread.
 * The entry and the page's own chunks come from data attributes the pre-render writes.
 */
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
}

function afterFirstPaint() {
  requestAnimationFrame(() => setTimeout(start, 0))
}

if (document.readyState === 'complete') afterFirstPaint()
else window.addEventListener('load', afterFirstPaint, { once: true })
