import { notifications } from '@mantine/notifications'
import { i18n } from '../../i18n/i18n'

/** The site's one toast system (spec sections 4 and 9). */
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_LIMIT = 1

export type ToastVariant = 'default' | 'destructive'

let counter = 0

/** Shows a toast (one at a time: a new one replaces the one on screen). */
export function toast(opts: { title?: string; message: string; variant?: ToastVariant }): string {
  counter += 1
  const id = `toast-${counter}`
  notifications.clean()
  notifications.show({
    id,
    title: opts.title,
    message: opts.message,
    color: opts.variant === 'destructive' ? 'red.8' : 'brand',
    autoClose: TOAST_DURATION_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('common:toast.close') },
    role: 'status',
    'data-toast-id': id,
    'data-variant': opts.variant ?? 'default',
  } as Parameters<typeof notifications.show>[0])
  return id
}

export function dismissToast(id: string): void {
  notifications.hide(id)
}
