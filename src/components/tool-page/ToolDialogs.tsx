import { useEffect, useState } from 'react'
import type { ToolExample } from '../../content/tools/types'
import { island } from '../../islands/island'
import { searchText } from '../../lib/search-params'
import { LazyDemoDialog as DemoDialog } from '../demo/lazy-demo-dialog'
import { toast } from '../toast/toast'
import { examplePopoverId, OPENS } from './example-ids'

const exampleInAddress = () => searchText(new URLSearchParams(window.location.search).get('example') ?? undefined) ?? null

function addressWithExample(key: string | null): string {
  const url = new URL(window.location.href)
  if (key === null) url.searchParams.delete('example')
  else url.searchParams.set('example', key)
  return `${url.pathname}${url.search}${url.hash}`
}

const isOpen = (element: Element) => element.matches(':popover-open')

/** What Tab stops on inside a dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])'

/**
 * What scripts add to a tool page's examples, which are in its HTML (ExamplePopovers: each See example button opens
 * its popover dialog by itself, before this code arrives). The open example lives in the address (`?example=key`):
 * it can be linked, and Back closes it; an example already open when this hydrates (the visitor's first tap) gets
 * its address then, and stays open with the focus where it is. Copy prompt is shown and copies. Watch demo's dialog
 * loads on its button's first click.
 */
export function ToolDialogs({
  product,
  examples,
  copied,
  copyFailed,
}: {
  product: string
  examples: readonly ToolExample[]
  /** The toasts of Copy prompt, translated. */
  copied: string
  copyFailed: string
}) {
  const [demoOpen, setDemoOpen] = useState(false)

  useEffect(() => {
    const popovers = examples
      .map((example) => document.getElementById(examplePopoverId(example.key)))
      .filter((element): element is HTMLElement => element !== null)
    // Whether the open example's address entry was pushed here (closing it then goes Back to the page's own).
    let pushed = false

    const show = (key: string | null) => {
      for (const popover of popovers) {
        if (popover.dataset.example === key) {
          if (!isOpen(popover)) popover.showPopover()
        } else if (isOpen(popover)) popover.hidePopover()
      }
    }
    const sync = (popover: HTMLElement, opened: boolean) => {
      const key = popover.dataset.example ?? null
      if (opened && exampleInAddress() !== key) {
        window.history.pushState(window.history.state, '', addressWithExample(key))
        pushed = true
      } else if (!opened && exampleInAddress() === key) {
        if (pushed) window.history.back()
        else window.history.replaceState(window.history.state, '', addressWithExample(null))
        pushed = false
      }
    }
    const onToggle = (event: Event) => {
      const popover = event.target
      if (popover instanceof HTMLElement && popovers.includes(popover)) sync(popover, (event as ToggleEvent).newState === 'open')
    }
    const onPopState = () => {
      pushed = false
      show(exampleInAddress())
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest(`[data-opens="${OPENS.demo}"]`)) setDemoOpen(true)
      const copy = target?.closest<HTMLElement>('[data-copy-prompt]')
      const prompt = copy?.closest('[popover]')?.querySelector('blockquote')?.textContent
      if (prompt) {
        navigator.clipboard.writeText(prompt).then(
          () => toast({ message: copied }),
          () => toast({ variant: 'destructive', message: copyFailed }),
        )
      }
    }

    // A dialog keeps the keyboard inside while it is open: Tab from its last control goes to its first, and back.
    const onKeyDown = (event: KeyboardEvent) => {
      const popover = popovers.find(isOpen)
      if (event.key !== 'Tab' || !popover) return
      const controls = [...popover.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => control.checkVisibility())
      const [first, last] = [controls[0], controls.at(-1)]
      if (!first || !last) return
      const active = document.activeElement
      if (event.shiftKey ? active === first || active === popover : active === last || !popover.contains(active)) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      }
    }

    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('toggle', onToggle, true)
    window.addEventListener('popstate', onPopState)
    document.addEventListener('click', onClick)
    for (const popover of popovers) popover.querySelector<HTMLElement>('[data-copy-prompt]')?.removeAttribute('hidden')
    // The visitor's first tap may have opened one already (the HTML answers it): it takes its address now.
    const open = popovers.find(isOpen)
    if (open) sync(open, true)
    else show(exampleInAddress())
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('toggle', onToggle, true)
      window.removeEventListener('popstate', onPopState)
      document.removeEventListener('click', onClick)
    }
  }, [examples, copied, copyFailed])

  return <DemoDialog opened={demoOpen} onClose={() => setDemoOpen(false)} product={product} />
}

/** The island: loaded on the first tap of a button that opens something, or at once at `?example=`. */
export const ToolDialogsIsland = island('tool-dialogs', ToolDialogs, {
  when: 'interaction',
  triggers: '[data-opens]',
  eagerParam: 'example',
  namespaces: () => ['common'],
})
