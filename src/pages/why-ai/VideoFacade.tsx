import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pill } from '../../components/page'
import { config } from '../../lib/config'
import classes from './WhyAiPage.module.css'

/**
 * Click-to-load video: a poster drawn in SVG with a play button. Nothing is requested from the video
 * host until the visitor presses play; then the player's iframe replaces the poster and takes focus.
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
        <button type="button" className={classes.poster} onClick={() => setPlaying(true)} data-testid="why-ai-play">
          <Poster />
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
        </button>
      )}
    </div>
  )
}

/** A stylised dashboard: a price card, a compliance list and a chart (decorative). */
function Poster() {
  return (
    <svg
      className={classes.posterArt}
      width="640"
      height="360"
      viewBox="0 0 640 360"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="why-ai-poster-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--cs-brand)" />
          <stop offset="1" stopColor="#0f3a2d" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#why-ai-poster-bg)" />
      <circle cx="560" cy="60" r="120" fill="#9ddcc5" opacity="0.12" />
      <rect x="48" y="48" width="250" height="150" rx="16" fill="#ffffff" opacity="0.95" />
      <rect x="68" y="70" width="110" height="10" rx="5" fill="#9ddcc5" />
      <rect x="68" y="96" width="150" height="22" rx="6" fill="var(--cs-brand)" />
      <rect x="68" y="134" width="200" height="8" rx="4" fill="#dbe7e2" />
      <rect x="68" y="152" width="170" height="8" rx="4" fill="#dbe7e2" />
      <rect x="68" y="170" width="120" height="8" rx="4" fill="#dbe7e2" />
      <rect x="330" y="48" width="262" height="264" rx="16" fill="#ffffff" opacity="0.95" />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row} transform={`translate(352 ${78 + row * 46})`}>
          <circle cx="10" cy="10" r="10" fill={row === 3 ? '#f4c95d' : '#3fb88c'} />
          <rect x="32" y="4" width={row % 2 ? 150 : 180} height="12" rx="6" fill="#dbe7e2" />
        </g>
      ))}
      <rect x="48" y="222" width="250" height="90" rx="16" fill="#ffffff" opacity="0.95" />
      {[28, 46, 38, 60, 52, 70].map((h, i) => (
        <rect
          key={i}
          x={72 + i * 36}
          y={296 - h}
          width="22"
          height={h}
          rx="4"
          fill={i === 5 ? 'var(--cs-brand)' : 'var(--cs-brand-soft)'}
        />
      ))}
    </svg>
  )
}
