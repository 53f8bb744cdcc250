import type { ReactNode } from 'react'
import type { Partner, PartnerMark } from '../../content/partners'
import classes from './PartnersPage.module.css'

/** The marks, drawn on a 32 x 32 grid in the brand scale and the site's ink (classes in PartnersPage.module.css). */
const MARKS: Record<PartnerMark, ReactNode> = {
  spark: (
    <>
      <circle cx="16" cy="16" r="5.5" className={classes.fill7} />
      <path
        d="M16 3v5M16 24v5M3 16h5M24 16h5M6.8 6.8l3.5 3.5M21.7 21.7l3.5 3.5M6.8 25.2l3.5-3.5M21.7 10.3l3.5-3.5"
        className={classes.stroke9}
      />
    </>
  ),
  dome: (
    <>
      <rect width="32" height="32" rx="8" className={classes.fill9} />
      <path d="M9 15.5a7 6 0 0 1 14 0z" className={classes.fill2} />
      <path d="M16 9.5V6M10.5 18v6M14.2 18v6M17.8 18v6M21.5 18v6M8 26h16" className={classes.strokeLight} />
    </>
  ),
  peaks: (
    <>
      <path d="M2 27 12.5 9 23 27z" className={classes.fill9} />
      <path d="M13 27 21.5 13.5 30 27z" className={classes.fill6} />
      <path d="m12.5 9 3.6 6.2-2.1-1.1-1.5 1.6-1.5-1.6-2.1 1.1z" className={classes.fillWhite} />
    </>
  ),
  rings: (
    <>
      <circle cx="16" cy="16" r="12.5" className={classes.stroke9} />
      <circle cx="16" cy="16" r="7" className={classes.strokeMint} />
      <circle cx="16" cy="16" r="2.5" className={classes.fill9} />
    </>
  ),
  clock: (
    <>
      <circle cx="16" cy="16" r="12.5" className={classes.strokeInk} />
      <path d="M16 8.5V16l5 3" className={classes.stroke7} />
    </>
  ),
  rosette: (
    <>
      <path d="m10.5 19.5-3 9 4-1.6 2.4 3.4 2.1-7.8M21.5 19.5l3 9-4-1.6-2.4 3.4-2.1-7.8" className={classes.fill6} />
      <circle cx="16" cy="13" r="10" className={classes.fill9} />
      <path d="m11.8 13.2 2.9 2.9 5.6-6" className={classes.strokeLight} />
    </>
  ),
  sprout: (
    <>
      <path d="M16 29V15" className={classes.stroke9} />
      <path d="M16 16c0-6.5 4-10 11-10 0 6.5-4 10-11 10z" className={classes.fill6} />
      <path d="M16 21c0-5.5-3.4-8.5-9.5-8.5 0 5.5 3.4 8.5 9.5 8.5z" className={classes.fill3} />
    </>
  ),
  hub: (
    <>
      <circle cx="16" cy="16" r="16" className={classes.fillInk} />
      <path d="M16 16 16 8.5M16 16l-6.5 5M16 16l6.5 5" className={classes.strokeMint} />
      <circle cx="16" cy="8.5" r="3" className={classes.fill2} />
      <circle cx="9.5" cy="21" r="3" className={classes.fill2} />
      <circle cx="22.5" cy="21" r="3" className={classes.fill2} />
      <circle cx="16" cy="16" r="3.2" className={classes.fill5} />
    </>
  ),
}

/**
 * A partner's wordmark: its mark and its name in the partner's own type treatment, all in the site
 * palette. Decorative (the card's heading names the partner), so hidden from assistive technology.
 */
export function PartnerWordmark({ wordmark, name }: { wordmark: Partner['wordmark']; name: string }) {
  return (
    <div className={classes.wordmark} data-type={wordmark.type} data-testid="partner-wordmark" aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 32 32" focusable="false" className={classes.mark}>
        {MARKS[wordmark.mark]}
      </svg>
      <span className={classes.wordmarkName}>{name}</span>
    </div>
  )
}
