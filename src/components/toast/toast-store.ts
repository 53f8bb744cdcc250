import { notifications } from '@mantine/notifications'
import { i18n } from '../../i18n/i18n'
import { TOAST_DURATION_MS, type ToastOptions } from './toast'

/** Loaded on the first toast (see ./toast.ts). */
export function showToast(id: string, opts: ToastOptions): void {
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
}

export function hideToast(id: string): void {
  notifications.hide(id)
}
