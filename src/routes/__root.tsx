import { createRootRoute } from '@tanstack/react-router'
import { ensureLocale } from '../i18n/i18n'
import { localeOfPath } from '../i18n/locales'
import { isNotFoundMatch, notFoundHead } from '../i18n/not-found-head'
import { NotFoundPage } from '../pages/not-found/NotFoundPage'
import { RootLayout } from '../components/layout/RootLayout'

export const Route = createRootRoute({
  beforeLoad: async ({ location }) => {
    const locale = localeOfPath(location.pathname)
    await ensureLocale(locale, ['common'])
    return { locale }
  },
  // A not-found match skips the leaf's head(): the root gives the 404 title and noindex then.
  head: ({ matches, match }) => (matches.some(isNotFoundMatch) ? notFoundHead(match.pathname) : {}),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
