/**
 * The site's one toast system. This module is in the first load and is
 * tiny: the toast machinery (Mantine notifications) is fetched the first time a toast is shown.
 */
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_LIMIT = 1

type ToastVariant = 'default' | 'destructive'
export type ToastOptions = { title?: string; message: string; variant?: ToastVariant }

let counter = 0
let requested = false
const listeners = new Set<() => void>()
const loadStore = () => import('./toast-store')

/** Whether any toast has been asked for yet (the region then mounts the notifications). */
export function toastsRequested(): boolean {
  return requested
}

export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows a toast (one at a time: a new one replaces the one on screen). Returns its id. */
export function toast(opts: ToastOptions): string {
  counter += 1
  const id = `toast-${counter}`
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
    // On an islands page the region is an island of its own, hydrated on this event (src/islands/boot.ts).
    window.dispatchEvent(new Event('island:toast-region'))
  }
  void loadStore().then((store) => store.showToast(id, opts))
  return id
}

export function dismissToast(id: string): void {
  void loadStore().then((store) => store.hideToast(id))
}
