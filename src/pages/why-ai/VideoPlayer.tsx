import { useEffect, useRef, useState } from 'react'
import { VideoFrame } from '../../components/page/VideoFrame'
import { island } from '../../islands/island'
import classes from './WhyAiPage.module.css'

/** The poster link the player takes over (VideoFacade's, `data-action="video"`). */
const POSTER = '[data-action="video"]'

/**
 * The why-AI video's player, an island beside the poster link: nothing until the link is pressed (its first click
 * loads this, and is replayed); then the player's iframe, over the poster's place, takes focus, and the poster
 * leaves the page (hidden). Without JavaScript the link opens the video at its host.
 */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(POSTER) : null
      if (!link) return
      event.preventDefault()
      link.style.display = 'none'
      setPlaying(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (playing) frameRef.current?.focus()
  }, [playing])

  return playing ? <VideoFrame ref={frameRef} className={classes.frame} src={src} title={title} data-testid="why-ai-video-frame" /> : null
}

/** The player as an island: its code loads on the first click of the poster link (replayed once it has hydrated). */
export const VideoPlayerIsland = island('why-ai-video', VideoPlayer, { when: 'interaction', triggers: POSTER })
