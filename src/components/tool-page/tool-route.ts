import type { ToolId } from '../../content/tools'
import { toolNamespace } from '../../content/tools/types'
import type { Locale } from '../../i18n/locales'
import { loadPage } from '../../i18n/page-route'

type Ready = (locale: Locale) => Promise<void>

/**
 * A tool page's route loader: the page's catalog, and its deferred sections ready before the page renders
 * in the pre-render and on client-side navigations (the hero mock-up, see heroMock, and any of the page's
 * own). Tool routes keep their loader in the component's chunk (`codeSplitGroupings`), so what it readies
 * stays out of the route tree every page loads.
 */
export function toolPageLoader(tool: ToolId, ...ready: Ready[]) {
  return loadPage(toolNamespace(tool), [], async (locale) => {
    await Promise.all(ready.map((r) => r(locale)))
  })
}
