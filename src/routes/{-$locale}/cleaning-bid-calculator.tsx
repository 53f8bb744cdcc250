import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useLocale } from '../../i18n/useLocale'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { validateBidSearch, type BidSearch } from '../../lib/bid-fields'
import { BidCalculatorPage } from '../../pages/bid-calculator/BidCalculatorPage'
import { useHydrated } from '../../lib/use-hydrated'

export const Route = createFileRoute('/{-$locale}/cleaning-bid-calculator')({
  validateSearch: validateBidSearch,
  loader: loadPage('bid-calculator'),
  head: pageHeadFor('bid-calculator'),
  component: BidCalculatorRoute,
})

const EMPTY: BidSearch = {}

function BidCalculatorRoute() {
  // validateBidSearch returns every parameter (undefined when invalid), so nothing raw reaches the form.
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const locale = useLocale()
  const hydrated = useHydrated()
  const onSearchChange = useCallback(
    (next: BidSearch) => {
      void navigate({ search: next, replace: true, resetScroll: false })
    },
    [navigate],
  )
  // Keyed by locale: what was typed in one language's format is not re-read in the other's.
  return <BidCalculatorPage key={locale} search={hydrated ? search : EMPTY} onSearchChange={onSearchChange} />
}
