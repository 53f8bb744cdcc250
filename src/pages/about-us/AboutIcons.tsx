/** Small inline icons of the About page (decorative). */
const PATHS = {
  bids: 'M5 3h14v18H5zM8 7h8M8 11h2M12 11h2M16 11h0M8 15h2M12 15h2M8 18h8',
  rfps: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h4',
  hiring: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 8v6M14 11h6',
  growth: 'M4 18l6-6 4 4 6-8M15 8h5v5',
  industry: 'M3 21V9l6 4V9l6 4V5h6v16zM7 17h2M12 17h2M17 17h1',
  bilingual: 'M4 5h9v7H8l-4 3zM11 15h4l4 3v-3h1V8h-4',
  trust: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
} as const

export function AboutIcon({ id, size = 22 }: { id: keyof typeof PATHS; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[id]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
