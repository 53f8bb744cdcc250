import { useTranslation } from 'react-i18next'
import { CONTENT_PLATFORM_LABEL, CONTENT_TYPE_LABEL, type RecentContentItem } from '../../../content/tools/ai-content-manager-samples'
import { Modal } from '../../dialog/Modal'
import { AppIcon } from '../../icons/AppIcon'
import { Pill } from '../../page/Pill'
import { Paragraphs } from './Paragraphs'
import classes from './ContentPreview.module.css'

interface Props {
  opened: boolean
  onClose: () => void
  /** The item shown; kept while the dialog animates closed. */
  item: RecentContentItem | null
  /** Its creation date, formatted by the page. */
  date: string
}

/** View of one Recent Content item (loaded on first open). */
export function RecentContentDialog({ opened, onClose, item, date }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? t(item.titleKey) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('tools.ai-content-manager:preview.dialog.close') }}
      classNames={{ title: classes.dialogTitle }}
      data-testid="recent-dialog"
    >
      {item && (
        <div className={classes.dialogBody}>
          <Pill as="p" tone="sample" className={classes.sampleNote}>
            <AppIcon id="database" size={16} />
            {t('tools.ai-content-manager:preview.dialog.sample')}
          </Pill>
          <p className={classes.dialogMeta}>
            {t(CONTENT_TYPE_LABEL[item.type])} · {t(CONTENT_PLATFORM_LABEL[item.platform])} · <time dateTime={item.created}>{date}</time>
          </p>
          <div className={classes.postText}>
            <Paragraphs text={t(item.bodyKey)} />
          </div>
        </div>
      )}
    </Modal>
  )
}
