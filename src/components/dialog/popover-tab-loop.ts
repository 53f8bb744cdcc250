/** What Tab stops on inside a dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])'

/**
 * A popover dialog (PopoverDialog) keeps the keyboard inside while it is open: Tab from its last control goes to its
 * first, and Shift+Tab back (a native popover lets Tab leave it). Installed by the island that owns the dialogs;
 * `openDialog` names the one of them open now, if any. Returns the cleanup.
 */
export function keepTabInside(openDialog: () => HTMLElement | undefined): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const popover = event.key === 'Tab' ? openDialog() : undefined
    if (!popover) return
    const controls = [...popover.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (control) => control.checkVisibility() && !control.closest('[inert]'),
    )
    const [first, last] = [controls[0], controls.at(-1)]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey ? active === first || active === popover : active === last || !popover.contains(active)) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
  }
  document.addEventListener('keydown', onKeyDown)
  return () => document.removeEventListener('keydown', onKeyDown)
}

export const isPopoverOpen = (element: Element) => element.matches(':popover-open')
