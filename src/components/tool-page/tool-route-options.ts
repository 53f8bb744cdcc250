import type { ToolId } from '../../content/tools'
import { toolNamespace } from '../../content/tools/types'
import { pageHeadFor } from '../../i18n/page-route'
import { validateExampleSearch } from './example-search'

/**
 * What every tool route declares besides its split loader and component (toolPageLoader, toolPageComponent in
 * ./tool-route.tsx, which the route file passes as its own `loader` and `component` so the router plugin splits
 * them): an islands page (its interactive parts, the hero's prompt, the two dialogs, the toast region and any
 * custom section's, are islands, src/islands), the typed `?example=` search, and the head from the tool's
 * `meta` strings. Apart from tool-route.tsx: the route files are in the first load, and this stays small.
 */
export function toolRouteOptions(tool: ToolId) {
  return {
    staticData: { clientScript: 'islands' as const },
    validateSearch: validateExampleSearch,
    head: pageHeadFor(toolNamespace(tool)),
  }
}
