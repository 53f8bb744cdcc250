import { HeadContent, Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/useLocale'
import { isNotFoundMatch } from '../../pages/not-found/not-found-head'
import { ToastRegion } from '../toast/ToastRegion'
import { Footer } from './Footer'
import { Header } from './Header'
import classes from './RootLayout.module.css'

const isBrowser = typeof document !== 'undefined'

export function RootLayout() {
  const { t } = useTranslation()
  const locale = useLocale()
  const notFound = useRouterState({
    select: (s) => s.matches.some(isNotFoundMatch),
  })

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  return (
    <>
      {/* In the browser the head tags are managed here; the pre-render writes them into <head> itself. */}
      {isBrowser && <HeadContent />}
      <a href="#main" className={classes.skipLink}>
        {t('common:a11y.skipToContent')}
      </a>
      <Header notFound={notFound} />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      <ToastRegion />
    </>
  )
}
