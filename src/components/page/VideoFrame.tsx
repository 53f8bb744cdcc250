import type { ComponentPropsWithRef } from 'react'

/**
 * A hosted video's player frame (the demo dialog's, the why-AI video's): 16:9 at 640 by 360 until CSS sizes it,
 * the host allowed to autoplay (the visitor asked to play) and full screen, and told only the site's origin.
 */
export function VideoFrame({
  src,
  title,
  ...rest
}: { src: string; title: string } & Omit<ComponentPropsWithRef<'iframe'>, 'src' | 'title'>) {
  return (
    <iframe
      src={src}
      title={title}
      width="640"
      height="360"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      {...rest}
    />
  )
}
