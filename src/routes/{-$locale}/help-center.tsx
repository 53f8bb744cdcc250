import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { HelpCenterPage } from '../../pages/help-center/HelpCenterPage'
import { useHydrated } from '../../lib/use-hydrated'
import { searchText } from '../../lib/search-params'

// Every key the page reads is returned, undefined when invalid: the router spreads the raw query under
// what this returns, so a key left out would reach the page untyped.
type HelpSearch = { q: string | undefined }

export const Route = createFileRoute('/{-$locale}/help-center')({
  validateSearch: (search: Record<string, unknown>): HelpSearch => ({ q: searchText(search.q) }),
  loader: loadPage('help-center', ['claims']),
  head: pageHeadFor('help-center'),
  component: HelpCenterRoute,
})

function HelpCenterRoute() {
  const { q } = Route.useSearch()
  const navigate = Route.useNavigate()
  const hydrated = useHydrated()
  const onQueryChange = useCallback(
    (query: string) => {
      void navigate({ search: { q: query || undefined }, replace: true, resetScroll: false })
    },
    [navigate],
  )
  return <HelpCenterPage urlQuery={hydrated ? (q ?? '') : ''} onQueryChange={onQueryChange} />
}
