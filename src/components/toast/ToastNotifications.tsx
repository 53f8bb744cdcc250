import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'
import { MantineScope } from '../dialog/MantineScope'
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast'

/** Mantine's notifications, mounted in the toast region on the first toast (a lazy chunk). */
export default function ToastNotifications() {
  return (
    <MantineScope>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="bottom-right" withinPortal={false} zIndex={400} />
    </MantineScope>
  )
}
