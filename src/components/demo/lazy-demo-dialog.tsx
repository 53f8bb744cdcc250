import type { ComponentType } from 'react'
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

/** The id of the Watch demo popover that the pre-rendered page holds for visitors without JavaScript. */
export const NOSCRIPT_DEMO_ID = 'demo-tour-static'

/** The module whose CSS the popover needs (the demo dialog's chunk): the pre-render links it inside <noscript>. */
export const NOSCRIPT_DEMO_SOURCE = 'src/components/demo/DemoDialog.tsx'

type Panel = ComponentType<{ id: string; product: string }>

const server: { Panel: Panel | null } = { Panel: null }

/**
 * The server entry hands over the tour's list (entry-server.tsx), so its code and sample data never reach the
 * browser's bundle. A page whose HTML holds the popover gets its CSS linked inside <noscript> by the pre-render.
 */
export function registerNoScriptDemo(panel: Panel) {
  server.Panel = panel
}

/**
 * Watch demo without JavaScript: the button is a native popover trigger (`popoverTarget={NOSCRIPT_DEMO_ID}`)
 * and this is its popover, inside <noscript>: the tour's steps as a list a visitor reads down. With scripts
 * on, the browser does not parse it (the trigger points at nothing and the button opens the dialog), and the
 * client renders an empty <noscript>, which React does not compare with the server's.
 */
export function NoScriptDemo({ product }: { product: string }) {
  const { Panel } = server
  if (!Panel || typeof document !== 'undefined') return <noscript />
  return (
    <noscript>
      <Panel id={NOSCRIPT_DEMO_ID} product={product} />
    </noscript>
  )
}
