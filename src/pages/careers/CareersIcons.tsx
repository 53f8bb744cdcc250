/** Small inline icons of the careers page (decorative: the text next to them carries the meaning). */
const PATHS = {
  department: 'M4 7h16v12H4zM9 7V5h6v2M4 12h16',
  location: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  pay: 'M12 3v18M16.5 7.5c0-1.7-2-2.8-4.5-2.8S7.5 5.8 7.5 7.5s2 2.5 4.5 3.2 4.5 1.6 4.5 3.5-2 3-4.5 3-4.5-1.2-4.5-3',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  impact: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  flexible: 'M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0zM3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  bilingual: 'M4 5h9v7H8l-4 3zM11 15h4l4 3v-3h1V8h-4',
  growth: 'M4 18l6-6 4 4 6-8M15 8h5v5',
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
} as const

export type CareersIconId = keyof typeof PATHS

export function CareersIcon({ id, size = 20 }: { id: CareersIconId; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[id]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
