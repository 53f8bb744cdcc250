import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { island } from '../../islands/island'
import { useHydrated } from '../../lib/use-hydrated'
import { dismissToast, onFirstToast, toastsRequested, TOAST_SWIPE_THRESHOLD_PX } from './toast'
import classes from './ToastRegion.module.css'

const ToastNotifications = lazy(() => import('./ToastNotifications'))

/**
 * Where toasts appear: a polite live region (in the page from the start, so screen readers
 * announce what later appears in it), focusable with F8, and each toast can be swiped away
 * horizontally on touch screens. The notifications themselves load with the first toast.
 */
export function ToastRegion({ label }: { label: string }) {
  const regionRef = useRef<HTMLDivElement>(null)
  const [requested, setRequested] = useState(toastsRequested)
  useEffect(() => onFirstToast(() => setRequested(true)), [])
  // Off in the first render, as in the pre-rendered page (an island hydrates after the toast that woke it was asked for).
  const active = useHydrated() && requested

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault()
        regionRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  useEffect(() => {
    const region = regionRef.current
    if (!region) return
    let start: { x: number; y: number; id: string; el: HTMLElement } | null = null
    const onStart = (event: TouchEvent) => {
      const el = (event.target as Element | null)?.closest<HTMLElement>('[data-toast-id]')
      const touch = event.touches[0]
      if (!el || !touch) return
      start = { x: touch.clientX, y: touch.clientY, id: el.dataset.toastId ?? '', el }
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!start || !touch) return
      start.el.style.transform = `translateX(${touch.clientX - start.x}px)`
    }
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0]
      if (!start || !touch) return
      const dx = touch.clientX - start.x
      const dy = touch.clientY - start.y
      if (Math.abs(dx) > TOAST_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) dismissToast(start.id)
      else start.el.style.transform = ''
      start = null
    }
    region.addEventListener('touchstart', onStart, { passive: true })
    region.addEventListener('touchmove', onMove, { passive: true })
    region.addEventListener('touchend', onEnd)
    return () => {
      region.removeEventListener('touchstart', onStart)
      region.removeEventListener('touchmove', onMove)
      region.removeEventListener('touchend', onEnd)
    }
  }, [])

  return (
    <div
      ref={regionRef}
      tabIndex={-1}
      role="region"
      aria-label={label}
      aria-live="polite"
      className={classes.region}
      data-testid="toast-region"
    >
      {active && (
        <Suspense fallback={null}>
          <ToastNotifications />
        </Suspense>
      )}
    </div>
  )
}

/** The region as an island: hydrated when the page asks for its first toast (`toast()` dispatches `island:toast-region`). */
export const ToastRegionIsland = island('toast-region', ToastRegion, { when: 'event' })
