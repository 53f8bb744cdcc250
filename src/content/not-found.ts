import type { AppPath } from '../i18n/paths'
import type { IconId } from './icons'
import { titled } from './keys'

/**
 * The 404 page's ways on, in the visitor's language: each a page of the site with its title and one line
 * (notFound.ways in the common catalog). The links go through LocaleLink, so the ebook's is the locale's
 * own address (PATHNAMES: /ebookpr in Spanish).
 */
export const NOT_FOUND_WAYS = titled('common:notFound.ways', [
  { id: 'home', to: '/{-$locale}', icon: 'sparkles' },
  { id: 'pricing', to: '/{-$locale}/pricing', icon: 'dollar' },
  { id: 'bid-calculator', to: '/{-$locale}/cleaning-bid-calculator', icon: 'calculator' },
  { id: 'ebook', to: '/{-$locale}/resources/get-cleaning-accounts-ai-ebook', icon: 'graduation' },
] as const satisfies readonly { id: string; to: AppPath; icon: IconId }[])
