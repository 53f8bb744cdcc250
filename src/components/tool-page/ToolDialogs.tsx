import { useCallback, useEffect, useRef, useState } from 'react'
import type { ToolId } from '../../content/tools'
import { toolNamespace, type ToolExample } from '../../content/tools/types'
import { island } from '../../islands/island'
import { searchText } from '../../lib/search-params'
import { lazyDialog } from '../lazy-dialog'
import { LazyDemoDialog as DemoDialog } from '../demo/lazy-demo-dialog'

// The dialogs load on first use: See Example and Watch Demo are not part of the first view.
const ExampleDialog = lazyDialog(
  () => import('./ExampleDialog').then((m) => m.ExampleDialog),
  (p) => p.example !== null,
)

/** What a tool page's buttons carry: `data-opens="demo"`, or `data-opens="example"` with `data-example="<key>"`. */
export const OPENS = { demo: 'demo', example: 'example' } as const

const exampleInAddress = () => searchText(new URLSearchParams(window.location.search).get('example') ?? undefined) ?? null

function addressWithExample(key: string | null): string {
  const url = new URL(window.location.href)
  if (key === null) url.searchParams.delete('example')
  else url.searchParams.set('example', key)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The tool page's two dialogs: Watch demo and See example. The page's buttons (Watch demo in the hero, See example
 * on each scenario card) are plain HTML that say what they open (`data-opens`); this island listens for their
 * clicks. The open example lives in the address (`?example=key`): it can be linked, and Back closes it.
 */
export function ToolDialogs({ tool, product, examples }: { tool: ToolId; product: string; examples: readonly ToolExample[] }) {
  const [demoOpen, setDemoOpen] = useState(false)
  const [exampleKey, setExampleKey] = useState<string | null>(null)
  const openedHere = useRef(false)

  useEffect(() => {
    const read = () => setExampleKey(exampleInAddress())
    read()
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-opens]') : null
      if (!button) return
      if (button.dataset.opens === OPENS.demo) setDemoOpen(true)
      else if (button.dataset.opens === OPENS.example && button.dataset.example) {
        openedHere.current = true
        window.history.pushState(window.history.state, '', addressWithExample(button.dataset.example))
        setExampleKey(button.dataset.example)
      }
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', read)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', read)
    }
  }, [])

  const closeExample = useCallback(() => {
    if (openedHere.current) {
      openedHere.current = false
      window.history.back()
    } else {
      window.history.replaceState(window.history.state, '', addressWithExample(null))
      setExampleKey(null)
    }
  }, [])

  const example = examples.find((e) => e.key === exampleKey) ?? null
  return (
    <>
      <DemoDialog opened={demoOpen} onClose={() => setDemoOpen(false)} product={product} />
      <ExampleDialog tool={tool} example={example} onClose={closeExample} />
    </>
  )
}

/** The dialogs as an island: loaded on the first click of a button that opens one, or at once at `?example=`. */
export const ToolDialogsIsland = island('tool-dialogs', ToolDialogs, {
  when: 'interaction',
  triggers: '[data-opens]',
  eagerParam: 'example',
  namespaces: ({ tool }) => [toolNamespace(tool)],
})
