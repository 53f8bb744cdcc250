import './styles.css'
import { installResourceErrorRedirect, isResourceLoadError, redirectToOrigin } from './lib/resource-errors'

installResourceErrorRedirect()
performance.mark('app-start')

/** Lets the browser handle input and paint between two pieces of start-up work. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Starts the application in stages, each evaluated in its own task, so no single task of
 * start-up work holds the main thread for long on a slow phone: React first, then the router
 * (route tree, layout), then the providers; then the page's data and catalogs load, and React
 * hydrates. Every chunk is already downloading from the page's <head> (scripts/prerender.ts).
 */
async function start() {
  const { createRoot, hydrateRoot } = await import('react-dom/client')
  await yieldToMain()
  const { createAppRouter } = await import('./router')
  await yieldToMain()
  const { App } = await import('./App')
  await yieldToMain()

  const router = createAppRouter()
  const container = document.getElementById('root')
  if (!container) return
  const prerendered = container.firstElementChild !== null
  if (prerendered) {
    // Render like the server did (no Suspense wrapper around the matches), so hydration matches.
    router.ssr = { manifest: undefined }
  }
  // Loads the locale catalog and the matched route's chunk before the first render.
  await router.load()
  performance.mark('router-loaded')
  await yieldToMain()
  if (prerendered) hydrateRoot(container, <App router={router} />)
  else createRoot(container).render(<App router={router} />)
}

start().catch((error: unknown) => {
  console.error(error)
  if (isResourceLoadError(error)) redirectToOrigin()
})
