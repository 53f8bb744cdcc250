import { useEffect } from 'react'
import { island } from '../../islands/island'
import { isPopoverOpen, keepTabInside } from '../dialog/popover-tab-loop'
import { DEMO_POPOVER_ID, OPENS_DEMO } from './demo-ids'
import { enhanceDemoTour } from './demo-tour-behaviour'

/**
 * What scripts add to Watch demo's popover (DemoPopover, in the page's HTML, opened by its buttons with or without
 * them): the tour's keys, focus and announcements, the section link that closes the dialog first (enhanceDemoTour)
 * and a Tab loop inside the open dialog. It renders nothing and reads no catalog: every word is in the HTML.
 */
export function DemoControls() {
  useEffect(() => {
    const popover = document.getElementById(DEMO_POPOVER_ID)
    if (!popover) return
    const stopTour = enhanceDemoTour(popover)
    const stopTab = keepTabInside(() => (isPopoverOpen(popover) ? popover : undefined))
    return () => {
      stopTour()
      stopTab()
    }
  }, [])
  return null
}

/** The island: its code loads on the first tap of a Watch demo button (which has opened the dialog by itself). */
export const DemoIsland = island('demo-dialog', DemoControls, {
  when: 'interaction',
  triggers: `[data-opens="${OPENS_DEMO}"]`,
})
