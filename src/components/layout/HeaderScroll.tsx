import { useEffect, useRef } from 'react'
import { island } from '../../islands/island'

/**
 * Home's header: transparent over the hero at the top, solid once the page has scrolled past `threshold` px. The
 * pre-rendered header is transparent (`data-transparent`); this island, inside it, only follows the scroll. It draws
 * an empty hidden element to find its header by.
 */
export function HeaderScroll({ threshold }: { threshold: number }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const header = ref.current?.closest('header')
    if (!header) return
    const update = () => {
      if (window.scrollY > threshold) header.removeAttribute('data-transparent')
      else header.setAttribute('data-transparent', 'true')
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return <span ref={ref} hidden />
}

export const HeaderScrollIsland = island('header-scroll', HeaderScroll, { when: 'idle' })
