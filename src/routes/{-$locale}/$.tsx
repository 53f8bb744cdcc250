import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../../i18n/not-found-head'
import { NotFoundPage } from '../../pages/not-found/NotFoundPage'

/** Any unknown path, in either locale: the localized 404 page (served with HTTP 404 by the host). */
export const Route = createFileRoute('/{-$locale}/$')({
  // Nothing on it is interactive (its links and the header's native menus work from the HTML): it loads no script.
  staticData: { clientScript: false },
  head: ({ match }) => notFoundHead(match.pathname),
  component: NotFoundPage,
})
