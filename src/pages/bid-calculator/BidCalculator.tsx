import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { Container } from '../../components/ui/Container'
import { useLocale } from '../../i18n/useLocale'
import { island } from '../../islands/island'
import { messageFormatter, type IslandMessages } from '../../islands/messages'
import {
  evaluateInputs,
  formatInputNumber,
  NUMERIC_FIELDS,
  parseLocaleNumber,
  searchFromInputs,
  validateBidSearch,
  valuesFromSearch,
  type BidErrors,
  type BidSearch,
  type BidValues,
  type FieldId,
  type RawInputs,
  type SuppliesMode,
} from '../../lib/bid-calculator'
import { formats } from '../../lib/format'
import { BidForm } from './BidForm'
import { inputId } from './fields'
import { BidResults } from './BidResults'
import { SummaryBar } from './SummaryBar'
import classes from './BidCalculatorPage.module.css'

/**
 * The parts of the bid-calculator catalog the calculator formats in the browser: its own slice (no i18next on the
 * page). Whole groups (every key under each), named by group: the components name each key they use.
 */
export const BID_CALCULATOR_MESSAGES = ['form', 'errors', 'readAs', 'results', 'bar', 'breakdown', 'chart'].map(
  (group) => `bid-calculator:${group}`,
)

type Props = {
  /** The slice of BID_CALCULATOR_MESSAGES in the page's locale (islandMessages, on the server). */
  messages: IslandMessages
}

const URL_DELAY_MS = 400
const EMPTY: BidSearch = {}

/**
 * The address's query, as an external store: '' in the pre-render and while hydrating (React renders the server
 * snapshot first, so the first render matches the HTML), then the page's own. Read again on every render (this
 * island writes it with replaceState) and on Back/Forward.
 */
function subscribeToAddress(changed: () => void) {
  window.addEventListener('popstate', changed)
  return () => window.removeEventListener('popstate', changed)
}
const queryOfAddress = () => window.location.search
const queryOfPrerender = () => ''

/** The estimate a query carries (its valid values; the defaults and anything else left out). */
function searchOf(query: string): BidSearch {
  return query === '' ? EMPTY : validateBidSearch(Object.fromEntries(new URLSearchParams(query)))
}

/** Puts the estimate into the address, replacing the history entry: the page's link keeps the visitor's numbers. */
function writeAddress(search: BidSearch) {
  const params = new URLSearchParams()
  for (const field of NUMERIC_FIELDS) {
    const value = search[field]
    if (value !== undefined) params.set(field, String(value))
  }
  if (search.supplies) params.set('supplies', search.supplies)
  const query = params.toString()
  const { pathname, hash } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`)
}

/**
 * The calculator: the form, the estimate beside it and the pinned summary bar, one island (they share the
 * visitor's numbers). The pre-rendered page shows the defaults; once hydrated it shows the estimate in the
 * address, recomputes on every keystroke and writes the address back (no router: history.replaceState).
 */
export function BidCalculator({ messages }: Props) {
  const t = useMemo(() => messageFormatter(messages), [messages])
  const locale = useLocale()
  const fmt = formats(locale)
  const query = useSyncExternalStore(subscribeToAddress, queryOfAddress, queryOfPrerender)
  const search = useMemo(() => searchOf(query), [query])
  // What the visitor typed; fields not typed in show the address's (or the default) value.
  const [drafts, setDrafts] = useState<Partial<RawInputs>>({})
  const [modeDraft, setModeDraft] = useState<SuppliesMode | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // The fields are plain HTML until this code arrives: what the visitor typed or chose before that (the field still
  // shows it) is taken over at hydration, so the estimate is the one for the numbers on screen, and the address too.
  useLayoutEffect(() => {
    const typed: Partial<RawInputs> = {}
    for (const field of NUMERIC_FIELDS) {
      const input = document.getElementById(inputId(field))
      if (input instanceof HTMLInputElement && input.value !== input.defaultValue) typed[field] = input.value
    }
    const checked = document.querySelector<HTMLInputElement>('input[name="bid-supplies-mode"]:checked')
    const chosen = checked && !checked.defaultChecked && (checked.value === 'sqft' || checked.value === 'percent') ? checked.value : null
    if (Object.keys(typed).length === 0 && chosen === null) return
    // The DOM is the outside source here (the server's HTML the visitor edited): read once, after hydration, since the
    // first render must equal that HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDrafts((previous) => ({ ...typed, ...previous }))
    if (chosen) setModeDraft(chosen)
    const fromAddress = valuesFromSearch(searchOf(window.location.search))
    const nextRaw = Object.fromEntries(
      NUMERIC_FIELDS.map((field) => [field, typed[field] ?? formatInputNumber(fromAddress[field], locale)]),
    ) as RawInputs
    scheduleAddress(nextRaw, chosen ?? fromAddress.suppliesMode)
    // Once, at hydration: later changes come through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const base = valuesFromSearch(search)
  const raw = Object.fromEntries(
    NUMERIC_FIELDS.map((field) => [field, drafts[field] ?? formatInputNumber(base[field], locale)]),
  ) as RawInputs
  const mode = modeDraft ?? base.suppliesMode
  const outcome = evaluateInputs(raw, mode, locale)
  const errors: BidErrors = outcome.ok ? {} : outcome.errors
  // The values shown beside the result (all valid when there is a result).
  const values: BidValues = { ...base, suppliesMode: mode }
  for (const field of NUMERIC_FIELDS) {
    const parsed = parseLocaleNumber(raw[field], locale)
    if (parsed.ok) values[field] = parsed.value
  }

  function scheduleAddress(nextRaw: RawInputs, nextMode: SuppliesMode) {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => writeAddress(searchFromInputs(nextRaw, nextMode, locale)), URL_DELAY_MS)
  }

  function change(field: FieldId, text: string) {
    setDrafts((previous) => ({ ...previous, [field]: text }))
    scheduleAddress({ ...raw, [field]: text }, mode)
  }

  function changeMode(next: SuppliesMode) {
    setModeDraft(next)
    scheduleAddress(raw, next)
  }

  function reset() {
    clearTimeout(timer.current)
    setDrafts({})
    setModeDraft('sqft')
    writeAddress(EMPTY)
  }

  return (
    <>
      <Container size="lg" className={classes.layout}>
        <BidForm raw={raw} mode={mode} errors={errors} locale={locale} fmt={fmt} t={t} onChange={change} onModeChange={changeMode} />

        <div className={classes.resultsColumn}>
          <BidResults outcome={outcome} values={values} fmt={fmt} t={t} onReset={reset} onPrint={() => window.print()} />
        </div>
      </Container>

      <SummaryBar outcome={outcome} values={values} fmt={fmt} t={t} />
    </>
  )
}

/** The calculator as an island: the first screen's one interactive part, hydrated once the page has loaded. */
export const BidCalculatorIsland = island('bid-calculator', BidCalculator, { when: 'idle' })
