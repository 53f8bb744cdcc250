import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useLocale } from '../../i18n/useLocale'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { validateBidSearch } from '../../lib/bid-fields'
import { readBidSearch, type BidSearch } from '../../lib/bid-search'
import { BidCalculatorPage } from '../../pages/bid-calculator/BidCalculatorPage'
import { useHydrated } from '../../lib/use-hydrated'

export const Route = createFileRoute('/{-$locale}/cleaning-bid-calculator')({
  // Reads the numbers only (it is in every page's first load); the component keeps the valid ones.
  validateSearch: readBidSearch,
  loader: loadPage('bid-calculator'),
  head: pageHeadFor('bid-calculator'),
  component: BidCalculatorRoute,
})

const EMPTY: BidSearch = {}

function BidCalculatorRoute() {
  // readBidSearch returns every parameter (undefined when it is not a number), so nothing raw reaches the
  // form; validateBidSearch then drops the values out of their field's range and the defaults.
  const read = Route.useSearch()
  const search = useMemo(() => validateBidSearch(read), [read])
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
