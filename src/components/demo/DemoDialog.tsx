import { Modal } from '../dialog/Modal'
import { Button, Text } from '../ui'
import { useTranslation } from 'react-i18next'
import { config } from '../../lib/config'
import { AppIcon } from '../icons/AppIcon'
import { NEW_TAB } from '../layout/ExternalLink'
import classes from './DemoDialog.module.css'

/** Watch Demo: no video exists yet, so the dialog says it is coming soon and offers Sign Up. */
export function DemoDialog({ opened, onClose, product }: { opened: boolean; onClose: () => void; product: string }) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('common:demo.title', { product })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:demo.close') }}
      data-testid="demo-dialog"
    >
      <div className={classes.screen}>
        <AppIcon id="play" size={56} />
        <p className={classes.soon}>{t('common:demo.comingSoon')}</p>
      </div>
      <Text mt="md">{t('common:demo.body')}</Text>
      <Button component="a" href={config.signupUrl} {...NEW_TAB} mt="lg" fullWidth size="md">
        {t('common:actions.getStarted')}
      </Button>
    </Modal>
  )
}
