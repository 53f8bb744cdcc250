import { useEffect, useRef } from 'react'
import classes from './HomePage.module.css'
import { island } from '../../islands/island'

/**
 * Decorative background glow that follows the pointer and drifts with scroll. One requestAnimationFrame
 * per change, transform only (no layout work), passive listeners. Off under prefers-reduced-motion and
 * on touch devices (it then stays still in its CSS position).
 */
export function HomeGlow() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof window.matchMedia !== 'function') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (window.matchMedia('(hover: none), (pointer: coarse)').matches) return

    let pointerX = window.innerWidth * 0.7
    let pointerY = window.innerHeight * 0.3
    let frame = 0
    const render = () => {
      frame = 0
      const drift = Math.sin(window.scrollY / 500) * 80
      el.style.transform = `translate3d(${pointerX}px, ${pointerY + drift}px, 0) translate(-50%, -50%)`
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(render)
    }
    const onPointer = (event: PointerEvent) => {
      pointerX = event.clientX
      pointerY = event.clientY
      schedule()
    }
    el.dataset.active = 'true'
    schedule()
    window.addEventListener('pointermove', onPointer, { passive: true })
    window.addEventListener('scroll', schedule, { passive: true })
    return () => {
      window.removeEventListener('pointermove', onPointer)
      window.removeEventListener('scroll', schedule)
      if (frame) window.cancelAnimationFrame(frame)
      delete el.dataset.active
    }
  }, [])
  return <div ref={ref} className={classes.glow} aria-hidden="true" data-testid="home-glow" />
}

/** The glow as an island: it follows the pointer once the page has loaded (decoration: nothing waits for it). */
export const HomeGlowIsland = island('home-glow', HomeGlow, { when: 'idle' })
