import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Pill } from '../../components/page'
import { DEMO_POPOVER_ID, OPENS_DEMO } from '../../components/demo/demo-ids'
import { DemoIsland } from '../../components/demo/DemoIsland'
import { DemoPopover } from '../../components/demo/DemoPopover'
import { config, PLACEHOLDER_VIDEO_URL } from '../../lib/config'
import classes from './WhyAiPage.module.css'
import { VideoPlayerIsland } from './VideoPlayer'
import { VideoPoster } from './VideoPoster'
import { VIDEO_POSTER_ID } from './video-poster'

/**
 * Click-to-load video: a poster (the product's dashboard, drawn in HTML and CSS) that links to the video. Nothing is requested from
 * the video host until the visitor presses play; then, with JavaScript, the player's iframe (VideoPlayer, an island) covers the
 * poster here and takes focus; without it, the link opens the video at its host. While no video address is configured
 * (VITE_VIDEO_URL), the poster is a Watch demo button: it opens the product tour's popover dialog (DemoPopover) from the
 * HTML, and the demo island adds to it (`hasVideo` is for tests). The poster itself is static HTML.
 */
export function VideoFacade({ hasVideo = config.videoUrl !== PLACEHOLDER_VIDEO_URL }: { hasVideo?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={classes.video} data-testid="why-ai-video">
      <Poster hasVideo={hasVideo}>
        <VideoPoster id={VIDEO_POSTER_ID} />
        <span className={classes.playCircle} aria-hidden="true">
          <svg width="30" height="30" viewBox="0 0 24 24" focusable="false">
            <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
          </svg>
        </span>
        <span className={classes.posterCaption}>
          <span className="sr-only">{t(hasVideo ? 'why-ai:video.play' : 'why-ai:videoTour.open')} </span>
          <span className={classes.posterTitle}>{t(hasVideo ? 'why-ai:video.title' : 'why-ai:videoTour.title')}</span>
          <Pill className={classes.posterDuration}>{t(hasVideo ? 'why-ai:video.duration' : 'why-ai:videoTour.pill')}</Pill>
        </span>
      </Poster>
      {hasVideo ? (
        <VideoPlayerIsland src={config.videoUrl} title={t('why-ai:video.title')} />
      ) : (
        <>
          <DemoPopover product={t('common:brand.name')} />
          <DemoIsland />
        </>
      )}
    </div>
  )
}

/** The poster's element: a link to the video, or (no video yet) a Watch demo button that opens the tour. */
function Poster({ hasVideo, children }: { hasVideo: boolean; children: ReactNode }) {
  if (hasVideo) {
    // A link to the video, so it plays without JavaScript too (at the video host); the player island plays it here instead.
    return (
      <a href={config.videoUrl} className={classes.poster} data-testid="why-ai-play" data-action="video">
        {children}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={classes.poster}
      popoverTarget={DEMO_POPOVER_ID}
      data-opens={OPENS_DEMO}
      data-testid="why-ai-play"
      data-action="tour"
    >
      {children}
    </button>
  )
}
