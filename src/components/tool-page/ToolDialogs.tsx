import { useEffect } from 'react'
import type { ToolExample } from '../../content/tools/types'
import { island } from '../../islands/island'
import { searchText } from '../../lib/search-params'
import { isPopoverOpen as isOpen, keepTabInside } from '../dialog/popover-tab-loop'
import { toast } from '../toast/toast'
import { examplePopoverId, OPENS } from './example-ids'

const exampleInAddress = () => searchText(new URLSearchParams(window.location.search).get('example') ?? undefined) ?? null

function addressWithExample(key: string | null): string {
  const url = new URL(window.location.href)
  if (key === null) url.searchParams.delete('example')
  else url.searchParams.set('example', key)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * What scripts add to a tool page's examples, which are in its HTML (ExamplePopovers: each See example button opens
 * its popover dialog by itself, before this code arrives). The open example lives in the address (`?example=key`):
 * it can be linked, and Back closes it; an example already open when this hydrates (the visitor's first tap) gets
 * its address then, and stays open with the focus where it is. Copy prompt is shown and copies. (Watch demo is
 * the demo island's: components/demo/DemoIsland.tsx.)
 */
export function ToolDialogs({
  examples,
  copied,
  copyFailed,
}: {
  examples: readonly ToolExample[]
  /** The toasts of Copy prompt, translated. */
  copied: string
  copyFailed: string
}) {
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
      const copy = target?.closest<HTMLElement>('[data-copy-prompt]')
      const prompt = copy?.closest('[popover]')?.querySelector('blockquote')?.textContent
      if (prompt) {
        navigator.clipboard.writeText(prompt).then(
          () => toast({ message: copied }),
          () => toast({ variant: 'destructive', message: copyFailed }),
        )
      }
    }

    const stopTab = keepTabInside(() => popovers.find(isOpen))
    document.addEventListener('toggle', onToggle, true)
    window.addEventListener('popstate', onPopState)
    document.addEventListener('click', onClick)
    for (const popover of popovers) popover.querySelector<HTMLElement>('[data-copy-prompt]')?.removeAttribute('hidden')
    // The visitor's first tap may have opened one already (the HTML answers it): it takes its address now.
    const open = popovers.find(isOpen)
    if (open) sync(open, true)
    else show(exampleInAddress())
    return () => {
      stopTab()
      document.removeEventListener('toggle', onToggle, true)
      window.removeEventListener('popstate', onPopState)
      document.removeEventListener('click', onClick)
    }
  }, [examples, copied, copyFailed])

  return null
}

/** The island: loaded on the first tap of a button that opens something, or at once at `?example=`. */
export const ToolDialogsIsland = island('tool-dialogs', ToolDialogs, {
  when: 'interaction',
  triggers: `[data-opens="${OPENS.example}"]`,
  eagerParam: 'example',
})
