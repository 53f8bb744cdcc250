import { RECENT_CONTENT, type ContentPlatform, type RecentContentItem } from './ai-content-manager-samples'

/**
 * The AI Content Manager hero's mock-up: the LinkedIn post preview (PREVIEW_POST) and the content
 * calendar of its month, built from the Recent Content library (ai-content-manager-samples.ts).
 */

/** The calendar's first day (a Sunday: weeks start on Sunday in US English and US Spanish) and its length. */
export const CALENDAR = { start: '2026-11-01', weeks: 3 } as const

/** The day the previewed post goes out: the LinkedIn day porter post of the library. */
export const PREVIEW_DAY = RECENT_CONTENT.find((item) => item.id === 'day-porter')!.created

export type CalendarDay = { iso: string; day: number; platforms: ContentPlatform[] }

const DAY_MS = 86_400_000

/** The calendar's weeks, Sunday first, each day with the platforms of the library's items created that day. */
export function calendarWeeks(
  start: string = CALENDAR.start,
  weeks: number = CALENDAR.weeks,
  items: readonly RecentContentItem[] = RECENT_CONTENT,
): CalendarDay[][] {
  const first = Date.parse(`${start}T00:00:00Z`)
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = new Date(first + (week * 7 + weekday) * DAY_MS)
      const iso = date.toISOString().slice(0, 10)
      return { iso, day: date.getUTCDate(), platforms: items.filter((item) => item.created === iso).map((item) => item.platform) }
    }),
  )
}
