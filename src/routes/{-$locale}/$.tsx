import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../../i18n/not-found-head'
import { NotFoundPage } from '../../pages/not-found/NotFoundPage'

/** Any unknown path, in either locale: the localized 404 page (served with HTTP 404 by the host). */
export const Route = createFileRoute('/{-$locale}/$')({
  head: ({ match }) => notFoundHead(match.pathname),
  component: NotFoundPage,
})
