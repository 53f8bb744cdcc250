import './styles.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { installResourceErrorRedirect, isResourceLoadError, redirectToOrigin } from './lib/resource-errors'
import { createAppRouter } from './router'

installResourceErrorRedirect()

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
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  if (prerendered) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

start().catch((error: unknown) => {
  console.error(error)
  if (isResourceLoadError(error)) redirectToOrigin()
})
