import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'

/**
 * A dialog whose code (Mantine Modal, focus trap, scroll lock, its content) is fetched the first
 * time it opens, not in the page's first load. Once opened it stays mounted, so closing animates
 * and reopening is instant. `isOpen` reads "open" from the dialog's props.
 *
 * Focus goes back to where it was when the dialog opened (Mantine does this only for a modal
 * that was mounted closed first, which a lazily loaded one is not), unless the dialog's own action
 * has already moved it elsewhere on the page (the demo dialog's link to a section of the page).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }))
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(false)
    // Nothing renders until after hydration: the pre-rendered page has no dialog, even at ?example=.
    const [hydrated, setHydrated] = useState(false)
    useEffect(() => setHydrated(true), [])
    const open = isOpen(props)
    if (open && !wanted) setWanted(true)

    const returnTo = useRef<HTMLElement | null>(null)
    const wasOpen = useRef(false)
    // Read in render: the dialog's own effects (its focus trap) run before this component's.
    if (open && !wasOpen.current && typeof document !== 'undefined') {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    }
    useEffect(() => {
      if (!open && wasOpen.current) {
        const target = returnTo.current
        const timer = setTimeout(() => {
          const active = document.activeElement
          const movedOn = active !== null && active !== document.body && active.isConnected && !active.closest('[role="dialog"]')
          if (target?.isConnected && !movedOn) target.focus()
        }, 0)
        wasOpen.current = false
        return () => clearTimeout(timer)
      }
      wasOpen.current = open
    }, [open])

    return hydrated && (wanted || open) ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null
  }
}
