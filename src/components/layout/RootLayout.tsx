import { HeadContent, Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/useLocale'
import { isEnglishOnly } from '../../i18n/catalogs'
import { LOCALE_TAG } from '../../i18n/locales'
import { isNotFoundMatch } from '../../i18n/not-found-head'
import { CurrentPath } from '../../i18n/current-path'
import { ToastRegionIsland } from '../toast/ToastRegion'
import { usePageChrome } from './chrome'
import { Footer } from './Footer'
import { Header } from './Header'
import { HydrationBoundary } from './HydrationBoundary'
import { MinimalFooter } from './MinimalFooter'
import { MinimalHeader } from './MinimalHeader'
import classes from './RootLayout.module.css'

const isBrowser = typeof document !== 'undefined'

export function RootLayout() {
  const { t } = useTranslation()
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const notFound = useRouterState({
    select: (s) => s.matches.some(isNotFoundMatch),
  })
  // A route can ask for minimal chrome (staticData.chrome, see ./chrome.ts); a 404 always gets the full site chrome.
  const minimal = usePageChrome() === 'minimal' && !notFound
  // A locale in progress without any text of its own for this page yet shows it in English, and says so.
  const pageNs = useRouterState({
    select: (s) => s.matches.map((m) => (m.loaderData as { ns?: unknown } | undefined)?.ns).findLast(Boolean),
  })
  const pageInEnglish = typeof pageNs === 'string' && isEnglishOnly(locale, pageNs)

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAG[locale]
  }, [locale])

  return (
    <CurrentPath.Provider value={pathname}>
      {/* In the browser the head tags are managed here; the pre-render writes them into <head> itself. */}
      {isBrowser && <HeadContent />}
      <a href="#main" className={classes.skipLink}>
        {t('common:a11y.skipToContent')}
      </a>
      {/* Hydrated in three pieces; the 'hydrated' performance mark (read by npm run bench) follows the last. */}
      <HydrationBoundary name="header">{minimal ? <MinimalHeader /> : <Header notFound={notFound} />}</HydrationBoundary>
      <main id="main" tabIndex={-1} className={classes.main} lang={pageInEnglish ? 'en' : undefined}>
        <HydrationBoundary name="main">
          <Outlet />
        </HydrationBoundary>
      </main>
      <HydrationBoundary name="footer">{minimal ? <MinimalFooter /> : <Footer />}</HydrationBoundary>
      <ToastRegionIsland label={t('common:toast.regionLabel')} />
    </CurrentPath.Provider>
  )
}
