import './styles.css'
import { hydrateRoot, createRoot } from 'react-dom/client'
import { App } from './App'
import { installLoadFailureRecovery, isResourceLoadError, recoverFromLoadFailure } from './lib/resource-errors'
import { createAppRouter } from './router'

installLoadFailureRecovery()
performance.mark('app-start')

async function start() {
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
  // Hydration starts in a task of its own, after the page's data and catalogs are in.
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (prerendered) hydrateRoot(container, <App router={router} />)
  else createRoot(container).render(<App router={router} />)
}

start().catch((error: unknown) => {
  console.error(error)
  if (isResourceLoadError(error)) void recoverFromLoadFailure()
})
