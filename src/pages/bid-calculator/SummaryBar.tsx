import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'
import { AppIcon } from '../../components/icons/AppIcon'
import type { BidOutcome, BidValues } from '../../lib/bid-calculator'
import type { Formatter } from '../../islands/messages'
import type { Formats } from '../../lib/format'
import { RESULTS_ID, RESULTS_TITLE_ID } from './fields'
import classes from './SummaryBar.module.css'

type Props = {
  /** The same outcome the results show (calculateBid through evaluateInputs). */
  outcome: BidOutcome
  values: BidValues
  fmt: Formats
  t: Formatter
}

/** Room kept between a focused field (with its hint or error) and the bar. */
const GAP = 8

/**
 * Below 62em, where the results follow the form, the monthly price and the margin in a bar pinned to the
 * bottom of the screen, with a link to the results. CSS alone pins it (the pre-rendered page shows the
 * defaults and the link jumps to the results); the script hides it while the results are on screen, lifts
 * it above an on-screen keyboard and keeps the focused field clear of it. Not a live region: the results'
 * status already announces the price.
 */
export function SummaryBar({ outcome, values, fmt, t }: Props) {
  const ref = useRef<HTMLElement>(null)
  useBarPlacement(ref)

  function showResults(event: MouseEvent<HTMLAnchorElement>) {
    const results = document.getElementById(RESULTS_ID)
    if (!results) return
    event.preventDefault()
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    results.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' })
    document.getElementById(RESULTS_TITLE_ID)?.focus({ preventScroll: true })
  }

  return (
    <section ref={ref} className={classes.summary} aria-label={t('bid-calculator:bar.label')} data-testid="bid-bar">
      <div className={classes.summaryInner}>
        {outcome.ok ? (
          <div className={classes.summaryFigures}>
            <p className={classes.summaryPrice}>
              <strong data-testid="bid-bar-price">{fmt.usd(outcome.result.price)}</strong> <span>{t('bid-calculator:bar.perMonth')}</span>
            </p>
            <p className={classes.summaryMargin} data-testid="bid-bar-margin">
              {t('bid-calculator:bar.margin', {
                amount: fmt.usd(outcome.result.grossProfit),
                percent: fmt.percent(values.margin / 100, 2),
              })}
            </p>
          </div>
        ) : (
          <p className={`${classes.summaryFigures} ${classes.summaryMargin}`} data-testid="bid-bar-invalid">
            {t('bid-calculator:results.invalidStatus', { count: Object.keys(outcome.errors).length })}
          </p>
        )}
        <a href={`#${RESULTS_ID}`} className={classes.summaryLink} onClick={showResults} data-testid="bid-bar-link">
          <span className={classes.summaryLinkText}>{t('bid-calculator:bar.link')}</span>
          <AppIcon id="chevronDown" size={16} />
        </a>
      </div>
    </section>
  )
}

/**
 * The bar's behaviour once the page runs (no re-render: attributes on the bar itself):
 * - hidden (data-hidden) while any part of the results is on screen, so it never covers them;
 * - lifted (--bid-bar-lift) above an on-screen keyboard, from the visual viewport;
 * - a focused field whose box reaches under the bar is scrolled above it (on focus, as the keyboard opens,
 *   and as an error or note appears under the field while typing).
 */
function useBarPlacement(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current
    const results = document.getElementById(RESULTS_ID)
    if (!bar || !results) return
    const shown = () => bar.getClientRects().length > 0 && !bar.hasAttribute('data-hidden')

    const keepClear = () => {
      const input = document.activeElement
      if (!(input instanceof HTMLInputElement) || !shown()) return
      const field = (input.parentElement ?? input).getBoundingClientRect()
      const top = bar.getBoundingClientRect().top
      // Never so far that the input itself goes under the header.
      const room = input.getBoundingClientRect().top - (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) - GAP
      const by = Math.min(field.bottom + GAP - top, room)
      if (by > 0) window.scrollBy({ top: by, behavior: 'instant' })
    }
    let frame = 0
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(keepClear)
    }

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            for (const entry of entries) bar.toggleAttribute('data-hidden', entry.isIntersecting)
          })
    observer?.observe(results)

    const viewport = window.visualViewport
    const lift = () => {
      if (!viewport) return
      const below = document.documentElement.clientHeight - viewport.height - viewport.offsetTop
      // Pinch zoom also shrinks the visual viewport: only a keyboard (at scale 1) lifts the bar.
      bar.style.setProperty('--bid-bar-lift', viewport.scale < 1.01 && below > 1 ? `${Math.round(below)}px` : '0px')
    }
    const resized = () => {
      lift()
      later()
    }
    viewport?.addEventListener('resize', resized)
    viewport?.addEventListener('scroll', lift)
    document.addEventListener('focusin', later)
    document.addEventListener('input', later)
    return () => {
      observer?.disconnect()
      cancelAnimationFrame(frame)
      viewport?.removeEventListener('resize', resized)
      viewport?.removeEventListener('scroll', lift)
      document.removeEventListener('focusin', later)
      document.removeEventListener('input', later)
    }
  }, [ref])
}
