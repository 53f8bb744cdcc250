import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pill } from '../../components/page'
import { config } from '../../lib/config'
import classes from './WhyAiPage.module.css'
import { VIDEO_POSTER, VIDEO_POSTER_ID } from './video-poster'

/**
 * Click-to-load video: a poster (the product's dashboard, drawn in HTML and CSS) that links to the video. Nothing is requested from
 * the video host until the visitor presses play; then, with JavaScript, the player's iframe replaces the poster here and takes focus;
 * without it, the link opens the video at its host.
 */
export function VideoFacade() {
  const { t } = useTranslation()
  const [playing, setPlaying] = useState(false)
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
        <a
          href={config.videoUrl}
          className={classes.poster}
          onClick={(event) => {
            event.preventDefault()
            setPlaying(true)
          }}
          data-testid="why-ai-play"
        >
          <VIDEO_POSTER.DeferredSection id={VIDEO_POSTER_ID} />
          <span className={classes.playCircle} aria-hidden="true">
            <svg width="30" height="30" viewBox="0 0 24 24" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </span>
          <span className={classes.posterCaption}>
            <span className="sr-only">{t('why-ai:video.play')} </span>
            <span className={classes.posterTitle}>{t('why-ai:video.title')}</span>
            <Pill className={classes.posterDuration}>{t('why-ai:video.duration')}</Pill>
          </span>
        </a>
      )}
    </div>
  )
}
