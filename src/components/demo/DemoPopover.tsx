import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { localeHref } from '../../i18n/locale-href'
import { useLocale } from '../../i18n/useLocale'
import { config } from '../../lib/config'
import { PopoverDialog } from '../dialog/PopoverDialog'
import { AppIcon } from '../icons/AppIcon'
import { SignUpButton } from '../page/actions'
import { VideoFrame } from '../page/VideoFrame'
import { DEMO_POPOVER_ID } from './demo-ids'
import { DemoTour } from './DemoTour'
import classes from './DemoTour.module.css'

/** A section of the page the dialog leads to (the id of its heading) and the words of its link. */
export type DemoSection = { targetId: string; label: string }

function Way({ icon, children }: { icon: 'layers' | 'calculator'; children: ReactNode }) {
  return (
    <>
      <AppIcon id={icon} size={20} className={classes.wayIcon} />
      <span className={classes.wayLabel}>{children}</span>
      <AppIcon id="arrowRight" size={18} className={classes.wayArrow} />
    </>
  )
}

/**
 * Watch demo, in the page's HTML: a native popover dialog (PopoverDialog) that every Watch demo button opens by
 * `popovertarget` the moment it is painted, with scripts or without. Until a demo video exists (config.demoVideoUrl)
 * it holds the click-through tour of the product (DemoTour, ending on Sign Up) and says the video is coming soon;
 * with one, the video's player (loaded only when the dialog opens: a lazy frame is not fetched while hidden) above
 * Sign Up. Either way it offers ways to see the product now: a section of this page (`section`: home's tools, a tool
 * page's examples) and the free bid calculator. The demo island (DemoIsland) adds the tour's keys and announcements
 * and closes the dialog before it shows the section.
 */
export function DemoPopover({
  product,
  section,
  videoUrl = config.demoVideoUrl,
}: {
  product: string
  section?: DemoSection
  videoUrl?: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <PopoverDialog
      id={DEMO_POPOVER_ID}
      title={t('common:demo.title', { product })}
      closeLabel={t('common:demo.close')}
      testId="demo-dialog"
    >
      {videoUrl ? (
        <>
          <VideoFrame
            className={classes.video}
            src={videoUrl}
            title={t('common:demo.videoTitle', { product })}
            loading="lazy"
            allowFullScreen
            data-testid="demo-video"
          />
          <SignUpButton size="md" fullWidth className={classes.videoSignUp} />
        </>
      ) : (
        <>
          <DemoTour />
          <p className={classes.soon} data-testid="demo-coming-soon">
            <AppIcon id="play" size={18} className={classes.soonIcon} />
            {t('common:demo.comingSoon')}
          </p>
        </>
      )}
      <p className={classes.waysTitle} id={`${DEMO_POPOVER_ID}-ways`}>
        {t('common:demo.seeNow')}
      </p>
      <ul className={classes.ways} aria-labelledby={`${DEMO_POPOVER_ID}-ways`} data-testid="demo-ways">
        {section && (
          <li>
            <a href={`#${section.targetId}`} className={classes.way} data-demo-section="">
              <Way icon="layers">{section.label}</Way>
            </a>
          </li>
        )}
        <li>
          <a href={localeHref('/{-$locale}/cleaning-bid-calculator', locale)} className={classes.way}>
            <Way icon="calculator">{t('common:demo.tryCalculator')}</Way>
          </a>
        </li>
      </ul>
    </PopoverDialog>
  )
}
