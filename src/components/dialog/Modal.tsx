import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import { Modal as MantineModal, type ModalProps } from '@mantine/core'
import { MantineScope } from './MantineScope'

/** Mantine's Modal (focus trap, scroll lock, Escape), in its own provider. Import only from lazily loaded dialogs. */
export function Modal(props: ModalProps) {
  return (
    <MantineScope>
      <MantineModal {...props} />
    </MantineScope>
  )
}
