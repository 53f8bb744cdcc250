import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Pill } from '../../components/page'
import { LazyDemoDialog, NOSCRIPT_DEMO_ID, NoScriptDemo } from '../../components/demo/lazy-demo-dialog'
import { config, PLACEHOLDER_VIDEO_URL } from '../../lib/config'
import classes from './WhyAiPage.module.css'
import { VIDEO_POSTER, VIDEO_POSTER_ID } from './video-poster'

/**
 * Click-to-load video: a poster (the product's dashboard, drawn in HTML and CSS) that links to the video. Nothing is requested from
 * the video host until the visitor presses play; then, with JavaScript, the player's iframe replaces the poster here and takes focus;
 * without it, the link opens the video at its host. While no video address is configured (VITE_VIDEO_URL), the poster opens the
 * Watch demo dialog's product tour instead (`hasVideo` is for tests).
 */
export function VideoFacade({ hasVideo = config.videoUrl !== PLACEHOLDER_VIDEO_URL }: { hasVideo?: boolean }) {
  const { t } = useTranslation()
  const [playing, setPlaying] = useState(false)
  const [tourOpen, setTourOpen] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) frameRef.current?.focus()
  }, [playing])

  return (
    <div className={classes.video} data-testid="why-ai-video">
      {playing ? (
        <iframe
          ref={frameRef}
          className={classes.frame}
          src={config.videoUrl}
          title={t('why-ai:video.title')}
          width="640"
          height="360"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="why-ai-video-frame"
        />
      ) : (
        // A link to the video, so it plays without JavaScript too (at the video host); the script plays it here instead.
        // No video yet: a button that opens the tour (the dialog; without JavaScript, the tour's popover).
        <Poster hasVideo={hasVideo} onPlay={() => setPlaying(true)} onTour={() => setTourOpen(true)}>
          <VIDEO_POSTER.DeferredSection id={VIDEO_POSTER_ID} />
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
      )}
      {!hasVideo && (
        <>
          <LazyDemoDialog opened={tourOpen} onClose={() => setTourOpen(false)} product={t('common:brand.name')} />
          <NoScriptDemo product={t('common:brand.name')} />
        </>
      )}
    </div>
  )
}

/** The poster's element: a link to the video, or (no video yet) a button that opens the tour. */
function Poster({
  hasVideo,
  onPlay,
  onTour,
  children,
}: {
  hasVideo: boolean
  onPlay: () => void
  onTour: () => void
  children: ReactNode
}) {
  if (hasVideo) {
    return (
      <a
        href={config.videoUrl}
        className={classes.poster}
        onClick={(event) => {
          event.preventDefault()
          onPlay()
        }}
        data-testid="why-ai-play"
        data-action="video"
      >
        {children}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={classes.poster}
      onClick={onTour}
      popoverTarget={NOSCRIPT_DEMO_ID}
      data-testid="why-ai-play"
      data-action="tour"
    >
      {children}
    </button>
  )
}
