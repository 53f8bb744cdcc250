import type { IconId } from './icons'
import { COMPANY_COUNT } from './company'
import { titled } from './keys'

/** All-tools overview: the 'why choose' trio (words in locales/<lng>/features.json). */
export const WHY_CHOOSE: readonly { id: string; icon: IconId; titleKey: string; bodyKey: string }[] = titled('features:why.items', [
  { id: 'built-for-cleaning', icon: 'broom' },
  { id: 'works-together', icon: 'layers' },
  { id: 'grows-with-you', icon: 'trendingUp' },
])

/** Headline numbers of the hero. */
export const SUITE_FACTS = { tools: 9, categories: 7, companies: COMPANY_COUNT } as const
