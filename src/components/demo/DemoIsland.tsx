import { useEffect, useState } from 'react'
import { island } from '../../islands/island'
import { LazyDemoDialog } from './lazy-demo-dialog'

/** What a page's Watch demo button carries (outside any island): plain HTML, `data-opens="demo"`. */
export const OPENS_DEMO = 'demo'

/** A section of the page the dialog leads to (the id of its heading) and the words of its link, translated. */
type Tour = { targetId: string; label: string }

/**
 * Watch demo's dialog for a page whose button is plain HTML (home's hero, why AI's poster while no video is
 * configured): it listens for clicks on `[data-opens="demo"]` and opens the dialog (its code, the tour and the
 * tour's strings load on that first click). Without JavaScript the button opens the tour's popover (NoScriptDemo).
 */
export function DemoDialogs({ product, tour }: { product: string; tour?: Tour }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[data-opens="${OPENS_DEMO}"]`) : null
      if (button) setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return <LazyDemoDialog opened={open} onClose={() => setOpen(false)} product={product} tour={tour} />
}

/** The dialog as an island: loaded on the first click of a Watch demo button (replayed once it has hydrated). */
export const DemoIsland = island('demo-dialog', DemoDialogs, {
  when: 'interaction',
  triggers: `[data-opens="${OPENS_DEMO}"]`,
  namespaces: () => ['common'],
})
