import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { HelpCenterPage } from '../../pages/help-center/HelpCenterPage'
import { useHydrated } from '../../lib/use-hydrated'

type HelpSearch = { q?: string }

export const Route = createFileRoute('/{-$locale}/help-center')({
  validateSearch: (search: Record<string, unknown>): HelpSearch => (typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {}),
  loader: loadPage('help-center'),
  head: pageHeadFor('help-center'),
  component: HelpCenterRoute,
})

function HelpCenterRoute() {
  const { q } = Route.useSearch()
  const navigate = Route.useNavigate()
  const hydrated = useHydrated()
  const onQueryChange = useCallback(
    (query: string) => {
      void navigate({ search: query ? { q: query } : {}, replace: true, resetScroll: false })
    },
    [navigate],
  )
  return <HelpCenterPage urlQuery={hydrated ? (q ?? '') : ''} onQueryChange={onQueryChange} />
}
