/**
 * Sample data of the AI Content Manager's "Preview and analytics" section: one generated post, the
 * analytics overview (total 147, blog posts 23, social posts 124, this month 34) and the Recent
 * Content library. Fixed sample content, never fetched: words live in locales/<lng>/tools.ai-content-manager.json.
 */

export type ContentType = 'blog-post' | 'cleaning-tip' | 'success-story' | 'infographic'
export type ContentPlatform = 'linkedin' | 'instagram' | 'facebook' | 'blog'
export type ContentTone = 'professional' | 'friendly' | 'bold'

export const CONTENT_TYPE_LABEL: Record<ContentType, string> = {
  'blog-post': 'tools.ai-content-manager:preview.types.blogPost',
  'cleaning-tip': 'tools.ai-content-manager:preview.types.cleaningTip',
  'success-story': 'tools.ai-content-manager:preview.types.successStory',
  infographic: 'tools.ai-content-manager:preview.types.infographic',
}

export const CONTENT_PLATFORM_LABEL: Record<ContentPlatform, string> = {
  linkedin: 'tools.ai-content-manager:preview.platforms.linkedin',
  instagram: 'tools.ai-content-manager:preview.platforms.instagram',
  facebook: 'tools.ai-content-manager:preview.platforms.facebook',
  blog: 'tools.ai-content-manager:preview.platforms.blog',
}

export const CONTENT_TONE_LABEL: Record<ContentTone, string> = {
  professional: 'tools.ai-content-manager:preview.tones.professional',
  friendly: 'tools.ai-content-manager:preview.tones.friendly',
  bold: 'tools.ai-content-manager:preview.tones.bold',
}

/**
 * Words in a post, as the preview card and the example checks count them: runs of non-space
 * characters that hold at least one letter or digit (hashtags and "$14,163" count, a lone "—" or emoji does not).
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** The generated post shown in the preview card. Its text is in the page's language. */
export const PREVIEW_POST = {
  platform: 'linkedin' as ContentPlatform,
  tone: 'professional' as ContentTone,
  /** The stated limit the card shows next to the word count (LinkedIn teaser: under 150 words). */
  wordLimit: 150,
  titleKey: 'tools.ai-content-manager:preview.post.title',
  textKey: 'tools.ai-content-manager:preview.post.text',
} as const

export type AnalyticsTile = { id: 'total' | 'blog' | 'social' | 'month'; labelKey: string; value: number }

/** Analytics overview. blog + social = total; this month is part of the total. */
export const ANALYTICS: readonly AnalyticsTile[] = [
  { id: 'total', labelKey: 'tools.ai-content-manager:preview.analytics.total', value: 147 },
  { id: 'blog', labelKey: 'tools.ai-content-manager:preview.analytics.blog', value: 23 },
  { id: 'social', labelKey: 'tools.ai-content-manager:preview.analytics.social', value: 124 },
  { id: 'month', labelKey: 'tools.ai-content-manager:preview.analytics.month', value: 34 },
]

export type RecentContentItem = {
  id: string
  type: ContentType
  platform: ContentPlatform
  /** Fixed ISO date (formatted per locale in UTC, so the pre-render and the browser agree). */
  created: string
  titleKey: string
  bodyKey: string
}

/** The Recent Content library, newest first. All in the same month as the "this month" tile. */
export const RECENT_CONTENT: readonly RecentContentItem[] = [
  {
    id: 'day-porter',
    type: 'blog-post',
    platform: 'linkedin',
    created: '2026-11-16',
    titleKey: 'tools.ai-content-manager:preview.recent.items.dayPorter.title',
    bodyKey: 'tools.ai-content-manager:preview.recent.items.dayPorter.body',
  },
  {
    id: 'flu-season',
    type: 'cleaning-tip',
    platform: 'instagram',
    created: '2026-11-13',
    titleKey: 'tools.ai-content-manager:preview.recent.items.fluSeason.title',
    bodyKey: 'tools.ai-content-manager:preview.recent.items.fluSeason.body',
  },
  {
    id: 'riverside-dental',
    type: 'success-story',
    platform: 'facebook',
    created: '2026-11-11',
    titleKey: 'tools.ai-content-manager:preview.recent.items.riversideDental.title',
    bodyKey: 'tools.ai-content-manager:preview.recent.items.riversideDental.body',
  },
  {
    id: 'green-cleaning',
    type: 'blog-post',
    platform: 'blog',
    created: '2026-11-09',
    titleKey: 'tools.ai-content-manager:preview.recent.items.greenCleaning.title',
    bodyKey: 'tools.ai-content-manager:preview.recent.items.greenCleaning.body',
  },
  {
    id: 'restroom-checklist',
    type: 'infographic',
    platform: 'instagram',
    created: '2026-11-05',
    titleKey: 'tools.ai-content-manager:preview.recent.items.restroomChecklist.title',
    bodyKey: 'tools.ai-content-manager:preview.recent.items.restroomChecklist.body',
  },
  {
    id: 'microfiber',
    type: 'cleaning-tip',
    platform: 'linkedin',
    created: '2026-11-03',
    titleKey: 'tools.ai-content-manager:preview.recent.items.microfiber.title',
    bodyKey: 'tools.ai-content-manager:preview.recent.items.microfiber.body',
  },
]
