import type { ReactNode } from 'react'

/** The frame of every line icon: a 24 x 24 grid stroked with currentColor (1.8 wide unless `strokeWidth` says otherwise). Decorative: always aria-hidden. */
export function IconSvg({
  size = 24,
  strokeWidth = 1.8,
  className,
  children,
}: {
  size?: number
  strokeWidth?: number
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}
