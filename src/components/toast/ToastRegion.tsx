import { Notifications } from '@mantine/notifications'
import { useHotkeys } from '@mantine/hooks'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissToast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from './toast'
import classes from './ToastRegion.module.css'

/**
 * Where toasts appear: a polite live region, focusable with F8, and each toast can be
 * swiped away horizontally on touch screens.
 */
export function ToastRegion() {
  const { t } = useTranslation()
  const regionRef = useRef<HTMLDivElement>(null)
  useHotkeys([['F8', () => regionRef.current?.focus()]], [])

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
      aria-label={t('common:toast.regionLabel')}
      aria-live="polite"
      className={classes.region}
      data-testid="toast-region"
    >
      <Notifications
        limit={TOAST_LIMIT}
        autoClose={TOAST_DURATION_MS}
        position="bottom-right"
        withinPortal={false}
        zIndex={400}
      />
    </div>
  )
}
