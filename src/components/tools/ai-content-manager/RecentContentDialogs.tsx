import { useEffect, useState } from 'react'
import { RECENT_CONTENT, type RecentContentItem } from '../../../content/tools/ai-content-manager-samples'
import { useLocale } from '../../../i18n/useLocale'
import { island } from '../../../islands/island'
import { formats } from '../../../lib/format'
import { lazyDialog } from '../../lazy-dialog'

const RecentContentDialog = lazyDialog(
  () => import('./RecentContentDialog').then((m) => m.RecentContentDialog),
  (p) => p.opened,
)

/** What a Recent Content row's View button carries: `data-recent-view="<item id>"`. */
export const RECENT_VIEW = 'data-recent-view'

/**
 * The Recent Content library's View dialog. The table's View buttons are plain HTML that name their item
 * (`data-recent-view`); this island listens for their clicks and opens the dialog on that item.
 */
export function RecentContentDialogs() {
  const locale = useLocale()
  // The dialog keeps its last item while it animates closed.
  const [shown, setShown] = useState<RecentContentItem | null>(null)
  const [opened, setOpened] = useState(false)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${RECENT_VIEW}]`) : null
      const item = RECENT_CONTENT.find((entry) => entry.id === button?.getAttribute(RECENT_VIEW))
      if (!item) return
      setShown(item)
      setOpened(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return (
    <RecentContentDialog
      opened={opened}
      onClose={() => setOpened(false)}
      item={shown}
      date={shown ? formats(locale).date(shown.created) : ''}
    />
  )
}

/** The dialog as an island: loaded (with the page's catalog) on the first click of a View button. */
export const RecentContentDialogsIsland = island('recent-content-dialogs', RecentContentDialogs, {
  when: 'interaction',
  triggers: `[${RECENT_VIEW}]`,
  namespaces: () => ['tools.ai-content-manager'],
})
