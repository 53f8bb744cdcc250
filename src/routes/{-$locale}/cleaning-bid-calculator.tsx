import { createFileRoute } from '@tanstack/react-router'
import { loadPage, pageHeadFor } from '../../i18n/page-route'
import { readBidSearch } from '../../lib/bid-search'
import { BidCalculatorPage } from '../../pages/bid-calculator/BidCalculatorPage'

export const Route = createFileRoute('/{-$locale}/cleaning-bid-calculator')({
  // Its one interactive part is an island: the calculator (form, estimate, pinned bar; src/islands), which reads
  // and writes the estimate in the address itself.
  staticData: { clientScript: 'islands' },
  // The typed parameters of links to it (numbers only); the calculator keeps the valid ones (validateBidSearch).
  validateSearch: readBidSearch,
  loader: loadPage('bid-calculator'),
  head: pageHeadFor('bid-calculator'),
  component: BidCalculatorPage,
})
