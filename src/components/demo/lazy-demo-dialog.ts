import { lazyDialog } from '../lazy-dialog'

/**
 * Watch demo's dialog for every page that has the button (home, the tool pages, why AI's poster): its code,
 * the tour's screens and sample data, and the tour's strings are fetched the first time it opens. The page
 * holds one small import; the list of what the dialog needs is in ./demo-dialog-loader's chunk, not here.
 */
export const LazyDemoDialog = lazyDialog(
  () => import('./demo-dialog-loader').then((m) => m.loadDemoDialog()),
  (p) => p.opened,
)
