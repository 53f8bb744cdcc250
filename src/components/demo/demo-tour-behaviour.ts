/**
 * What scripts add to Watch demo's popover (DemoPopover), which works from its HTML alone: the tour's Previous and
 * Next scroll its strip without adding to the address and keep the focus on the button pressed (now the next step's),
 * the arrow keys move it from anywhere in the tour, the steps out of view are hidden from assistive tech and taken
 * out of the Tab order, and a change of step is announced ("Step 2 of 5: Price the job"); a link to a section of the
 * page closes the dialog, then shows the section and moves the focus to its heading. Plain DOM: the demo island
 * (DemoIsland) runs it once it has hydrated, over whatever the visitor has already done (an open dialog, a swiped tour).
 */

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Scrolls to a section's heading below the fixed header and gives it the focus (Tab continues from there). */
function showSection(id: string) {
  const target = document.getElementById(id)
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.scrollIntoView({ block: 'start' })
  target.focus({ preventScroll: true })
}

export function enhanceDemoTour(popover: HTMLElement): () => void {
  const track = popover.querySelector<HTMLElement>('[data-tour-track]')
  const live = popover.querySelector<HTMLElement>('[data-tour-live]')
  const steps = track ? [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : []
  const cleanups: Array<() => void> = []

  if (track && steps.length > 0) {
    const rtl = getComputedStyle(track).direction === 'rtl'
    // The step whose slide fills most of the strip (it snaps to one; while it scrolls, the nearer one).
    const inView = () => {
      const strip = track.getBoundingClientRect()
      let best = 0
      let bestOverlap = -1
      steps.forEach((step, i) => {
        const box = step.getBoundingClientRect()
        const overlap = Math.min(box.right, strip.right) - Math.max(box.left, strip.left)
        if (overlap > bestOverlap) [best, bestOverlap] = [i, overlap]
      })
      return best
    }
    let current = -1
    const mark = (index: number, announce: boolean) => {
      if (index === current) return
      current = index
      steps.forEach((step, i) => {
        const here = i === index
        step.toggleAttribute('data-current', here)
        step.inert = !here
        if (here) step.removeAttribute('aria-hidden')
        else step.setAttribute('aria-hidden', 'true')
      })
      if (announce && live) {
        const step = steps[index]!
        live.textContent = `${step.getAttribute('aria-label') ?? ''}: ${step.querySelector('h3')?.textContent ?? ''}`
      }
    }
    // The step a button or key is scrolling to: until the strip is there (or a second has passed, when a swipe took
    // over), a pause in its scroll events is not where it settled.
    let aimed: { index: number; until: number } | null = null
    const go = (index: number) => {
      const to = steps[Math.max(0, Math.min(steps.length - 1, index))]!
      aimed = { index: steps.indexOf(to), until: performance.now() + 1000 }
      // Where the step is now, from where the strip is now (also in the middle of a smooth scroll, and right to left).
      const left = track.scrollLeft + to.getBoundingClientRect().left - track.getBoundingClientRect().left
      track.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
      mark(steps.indexOf(to), true)
    }
    // The focus, where it was on a step's button, moves to the same button of the new step (or to its other one
    // where this one ends the tour), without a scroll of its own.
    const moveFocus = (to: number, direction: string | undefined) => {
      const step = steps[to]
      const button =
        step?.querySelector<HTMLElement>(`a[data-tour-go="${direction}"]`) ?? step?.querySelector<HTMLElement>('a[data-tour-go]')
      button?.focus({ preventScroll: true })
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-tour-go]') : null
      if (!link || !track.contains(link)) return
      event.preventDefault()
      const direction = link.dataset.tourGo
      const from = steps.findIndex((step) => step.contains(link))
      const to = from + (direction === 'next' ? 1 : -1)
      go(to)
      moveFocus(to, direction)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof Node) || !track.parentElement?.contains(event.target))
        return
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
      const back = rtl ? 'ArrowRight' : 'ArrowLeft'
      if (event.key !== forward && event.key !== back) return
      event.preventDefault()
      const to = current + (event.key === forward ? 1 : -1)
      if (to < 0 || to >= steps.length) return
      const focused = document.activeElement
      const inStep = focused instanceof HTMLElement && steps[current]?.contains(focused)
      go(to)
      if (inStep) moveFocus(to, focused.dataset.tourGo)
    }
    // A swipe or a scroll by the strip's own keys: the step that settles in view is the current one.
    let settle = 0
    const onScroll = () => {
      window.clearTimeout(settle)
      settle = window.setTimeout(() => {
        const seen = inView()
        if (aimed && seen !== aimed.index && performance.now() < aimed.until) {
          settle = window.setTimeout(onScroll, aimed.until - performance.now())
          return
        }
        aimed = null
        const focused = document.activeElement
        const was = current
        mark(seen, true)
        // A swipe while a step's button had the focus: the focus moves with the step, not out of the dialog.
        if (current !== was && focused instanceof HTMLElement && steps[was]?.contains(focused)) moveFocus(current, focused.dataset.tourGo)
      }, 120)
    }
    mark(inView(), false)
    popover.addEventListener('click', onClick)
    popover.addEventListener('keydown', onKeyDown)
    track.addEventListener('scroll', onScroll, { passive: true })
    cleanups.push(() => {
      window.clearTimeout(settle)
      popover.removeEventListener('click', onClick)
      popover.removeEventListener('keydown', onKeyDown)
      track.removeEventListener('scroll', onScroll)
    })
  }

  // The way to a section of this page: the dialog closes first, then the section shows with the focus on its heading.
  const onSectionClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-demo-section]') : null
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const id = decodeURIComponent(new URL(link.href).hash.slice(1))
    if (!document.getElementById(id)) return
    event.preventDefault()
    popover.hidePopover()
    showSection(id)
  }
  popover.addEventListener('click', onSectionClick)
  cleanups.push(() => popover.removeEventListener('click', onSectionClick))
  return () => cleanups.forEach((cleanup) => cleanup())
}
