import type { IconId } from './icons'
import { COMPANY_COUNT } from './company'

/** All-tools overview: the 'why choose' trio (words in locales/<lng>/features.json). */
export const WHY_CHOOSE = [
  {
    id: 'built-for-cleaning',
    icon: 'broom',
    titleKey: 'features:why.items.builtForCleaning.title',
    bodyKey: 'features:why.items.builtForCleaning.body',
  },
  {
    id: 'works-together',
    icon: 'layers',
    titleKey: 'features:why.items.worksTogether.title',
    bodyKey: 'features:why.items.worksTogether.body',
  },
  {
    id: 'grows-with-you',
    icon: 'trendingUp',
    titleKey: 'features:why.items.growsWithYou.title',
    bodyKey: 'features:why.items.growsWithYou.body',
  },
] as const satisfies readonly { id: string; icon: IconId; titleKey: string; bodyKey: string }[]

/** Headline numbers of the hero. */
export const SUITE_FACTS = { tools: 9, categories: 7, companies: COMPANY_COUNT } as const
