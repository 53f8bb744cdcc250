import type { ReactNode } from 'react'
import type { IconId } from '../../content/icons'
import { HEADER_GLYPHS } from './header-glyphs'
import { IconSvg } from './IconSvg'

export type { IconId }

/** Line icons drawn inline (24 x 24 grid, stroked with currentColor). Decorative: always aria-hidden. */
const PATHS = {
  chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </>
  ),
  calculator: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />
    </>
  ),
  fileSearch: (
    <>
      <path d="M14 3H6v18h5M14 3l4 4v4M14 3v4h4" />
      <circle cx="15.5" cy="15.5" r="3" />
      <path d="M17.7 17.7 20 20" />
    </>
  ),
  shieldCheck: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  pen: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13 7l4 4" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5a3 3 0 010 6M18 14c1.9.7 3 2.9 3 6" />
    </>
  ),
  megaphone: (
    <>
      <path d="M3 10v4h4l9 5V5l-9 5z" />
      <path d="M19 9a3 3 0 010 6M7 14l1.5 6H11" />
    </>
  ),
  mapPin: (
    <>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.5" />
    </>
  ),
  check: <path d="M5 12l5 5 9-10" />,
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  halfCircle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 010 18z" fill="currentColor" />
    </>
  ),
  dashedCircle: <circle cx="12" cy="12" r="9" strokeDasharray="3.5 3" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  sparkles: (
    <>
      <path d="M11 3l1.8 4.7 4.7 1.8-4.7 1.8L11 16l-1.8-4.7L4.5 9.5l4.7-1.8z" />
      <path d="M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 018 0v3" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="14" r="4" />
      <path d="M11 11l9-9M17 5l2 2M15 7l2 2" />
    </>
  ),
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 14h10l1-14M9 7V4h6v3" />,
  eyeOff: (
    <>
      <path d="M3 3l18 18" />
      <path d="M10.6 6.1A9.7 9.7 0 0112 6c5 0 9 6 9 6a16 16 0 01-2.9 3.4M6.6 7.6C4.3 9.2 3 12 3 12s4 6 9 6c1.4 0 2.7-.4 3.9-1" />
    </>
  ),
  layers: (
    <>
      <path d="M12 3l9 5-9 5-9-5z" />
      <path d="M3 13l9 5 9-5" />
    </>
  ),
  trendingUp: <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  building: (
    <>
      <path d="M4 21V5l8-2v18M12 9h8v12M2 21h20" />
      <path d="M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2" />
    </>
  ),
  clipboard: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </>
  ),
  broom: (
    <>
      <path d="M14 3l-4 8" />
      <path d="M6 13h8l2 8H4z" />
      <path d="M8 17l-.5 4M12 17l.5 4" />
    </>
  ),
  quote: <path d="M5 17c0-5 1.5-8 5-10M5 17h4v-4H5zM14 17c0-5 1.5-8 5-10M14 17h4v-4h-4z" />,
  play: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
    </>
  ),
  pause: <path d="M9 6v12M15 6v12" />,
  database: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
    </>
  ),
  upload: <path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" />,
  link: <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />,
  cloud: <path d="M7 18h10a4 4 0 00.5-8A6 6 0 006 11.5 3.5 3.5 0 007 18z" />,
  dollar: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2.2 0 3.3 6 1.7 6 4.8 0 1.4-1.3 2.3-3 2.3-1.5 0-2.6-.6-3.1-1.6M12 6v1.5M12 16.8v1.5" />
    </>
  ),
  graduation: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v5" />
    </>
  ),
  heartHandshake: (
    <>
      <path d="M12 20s-8-4.7-8-10.5A4.5 4.5 0 0112 7a4.5 4.5 0 018 2.5C20 15.3 12 20 12 20z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  hardHat: (
    <>
      <path d="M4 16a8 8 0 0116 0M2 16h20v3H2zM10 8V5h4v3" />
    </>
  ),
  hospital: (
    <>
      <rect x="4" y="4" width="16" height="17" rx="1" />
      <path d="M12 8v6M9 11h6M10 21v-3h4v3" />
    </>
  ),
  ...HEADER_GLYPHS,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  book: (
    <>
      <path d="M4 5a2 2 0 012-2h13v15H6a2 2 0 00-2 2z" />
      <path d="M4 20a2 2 0 002 1h13v-3M8 7h7M8 11h5" />
    </>
  ),
  helpCircle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.2M12 17h.01" />
    </>
  ),
} satisfies Record<IconId, ReactNode>

export function AppIcon({ id, size = 24, className }: { id: IconId; size?: number; className?: string }) {
  return (
    <IconSvg size={size} className={className}>
      {PATHS[id]}
    </IconSvg>
  )
}
