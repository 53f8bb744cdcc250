import { TabList, TabPanel } from '../../ui'
import { use, useContext, useMemo, useRef, useState, type Dispatch, type MouseEvent, type RefObject, type SetStateAction } from 'react'
import { flushSync } from 'react-dom'
import {
  ANY,
  boardResults,
  DEFAULT_FILTERS,
  DEFAULT_LEAD_TAB,
  FILTER_FIELDS,
  FILTER_OPTIONS,
  groupByTag,
  isDefaultFilters,
  LEAD_TABS,
  LEADS,
  withFilter,
  type Lead,
  type LeadFilterField,
  type LeadFilters,
  type LeadTab,
} from '../../../content/tools/leads-contracts-leads'
import { FILTER_LABEL_KEYS, FILTER_OPTION_KEYS, TAB_KEYS, TAG_BODY_KEYS, TAG_KEYS } from '../../../content/tools/leads-contracts-keys'
import { useLocale } from '../../../i18n/useLocale'
import { AppIcon } from '../../icons/AppIcon'
import { Card } from '../../page/cards'
import { showAllLink, showAllList } from '../../page/showAll'
import classes from './AvailableContracts.module.css'
import { formats, type Formats } from '../../../lib/format'
import { LeadCard } from './LeadCard'
import { LeadMap } from './LeadMap'
import { island } from '../../../islands/island'
import type { Formatter } from '../../../islands/messages'
import { BoardText, boardText, useBoardT } from './board-text'

/** Leads a list shows on a phone before its "Show all" link (showAllList's data-preview). */
const PHONE_PREVIEW = 1
const leadAnchor = (lead: Lead) => `lead-${lead.id}`

/** The words of one filter option: "Any", a radius in miles, or the option's own label. */
function optionLabel(t: Formatter, field: LeadFilterField, option: string | number): string {
  if (option === ANY) return t('leads-board:filters.any')
  if (field === 'radius') return t('leads-board:filters.miles', { miles: option })
  const key = (FILTER_OPTION_KEYS[field] as Partial<Record<string, string>>)[String(option)]
  return key ? t(key) : String(option)
}

type FilterPanelProps = {
  filters: LeadFilters
  setFilters: Dispatch<SetStateAction<LeadFilters>>
  sortByFit: boolean
  setSortByFit: Dispatch<SetStateAction<boolean>>
  filtered: boolean
  onClear: () => void
  /** The first filter: focus goes there when the clear buttons disappear. */
  firstFilter: RefObject<HTMLSelectElement | null>
}

/** The filter box: one select per filter, the fit-score sort toggle and "Reset filters" while any filter is set. */
function FilterPanel({ filters, setFilters, sortByFit, setSortByFit, filtered, onClear, firstFilter }: FilterPanelProps) {
  const t = useBoardT()
  return (
    <Card as="div" className={classes.panelBox} role="group" aria-labelledby="lead-filters-title">
      <h3 id="lead-filters-title" className={classes.filterTitle}>
        {t('leads-board:filtersTitle')}
      </h3>
      <div className={classes.filters}>
        {FILTER_FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`lead-filter-${field}`}>{t(FILTER_LABEL_KEYS[field])}</label>
            <select
              id={`lead-filter-${field}`}
              ref={field === 'radius' ? firstFilter : undefined}
              value={String(filters[field])}
              onChange={(event) => {
                const raw = event.currentTarget.value
                setFilters((current) => withFilter(current, field, raw))
              }}
              data-testid={`lead-filter-${field}`}
            >
              {FILTER_OPTIONS[field].map((option) => (
                <option key={option} value={String(option)}>
                  {optionLabel(t, field, option)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className={classes.actions}>
        <button
          type="button"
          className={classes.button}
          aria-pressed={sortByFit}
          onClick={() => setSortByFit((on) => !on)}
          data-testid="lead-sort"
        >
          <AppIcon id="target" size={18} />
          {t('leads-board:sort')}
        </button>
        {filtered && (
          <button type="button" className={classes.linkButton} onClick={onClear} data-testid="lead-reset">
            {t('leads-board:reset')}
          </button>
        )}
      </div>
    </Card>
  )
}

type LeadCardsProps = {
  leads: readonly Lead[]
  level: 3 | 4
  format: Formats
  showAll: boolean
  onExpand: (event: MouseEvent<HTMLAnchorElement>, firstHidden: string) => void
}

/** A list of lead cards and, past PHONE_PREVIEW leads, the phone's "Show all N leads" link. */
function LeadCards({ leads, level, format, showAll, onExpand }: LeadCardsProps) {
  const t = useBoardT()
  const firstHidden = leads[PHONE_PREVIEW] ? leadAnchor(leads[PHONE_PREVIEW]) : null
  return (
    <>
      <ul className={`${classes.cards} ${showAllList}`} data-preview={PHONE_PREVIEW} data-expanded={showAll || undefined}>
        {leads.map((lead) => (
          <li key={lead.id} id={leadAnchor(lead)} tabIndex={-1}>
            <LeadCard lead={lead} level={level} format={format} />
          </li>
        ))}
      </ul>
      {firstHidden && !showAll && (
        <a href={`#${firstHidden}`} className={showAllLink} onClick={(event) => onExpand(event, firstHidden)} data-testid="lead-show-all">
          {t('leads-board:showAll', { count: leads.length })}
          <AppIcon id="chevronDown" size={18} />
        </a>
      )}
    </>
  )
}

/** No lead matches the filters: say so and offer to clear them. */
function EmptyLeads({ onClear }: { onClear: () => void }) {
  const t = useBoardT()
  return (
    <Card as="div" className={classes.empty} data-testid="lead-empty">
      <AppIcon id="fileSearch" size={28} />
      <p className={classes.emptyTitle}>{t('leads-board:empty.title')}</p>
      <p>{t('leads-board:empty.body')}</p>
      <button type="button" className={classes.button} onClick={onClear}>
        {t('leads-board:empty.clear')}
      </button>
    </Card>
  )
}

/** The Lead Types tab: one section per lead tag, with its description and its leads. */
function LeadTypeGroups({ leads, cardsProps }: { leads: readonly Lead[]; cardsProps: Omit<LeadCardsProps, 'leads' | 'level'> }) {
  const t = useBoardT()
  return (
    <div>
      {groupByTag(leads).map((group) => (
        <section key={group.tag} className={classes.group} aria-labelledby={`lead-type-${group.tag}`} data-testid="lead-type-group">
          <div className={classes.groupHeader} data-tag={group.tag}>
            <h3 id={`lead-type-${group.tag}`}>
              {`${t(TAG_KEYS[group.tag])} `}
              <span>{t('leads-board:typeCount', { count: group.leads.length })}</span>
            </h3>
            <p>{t(TAG_BODY_KEYS[group.tag])}</p>
          </div>
          {group.leads.length > 0 ? <LeadCards leads={group.leads} level={4} {...cardsProps} /> : <p>{t('leads-board:typeEmpty')}</p>}
        </section>
      ))}
    </div>
  )
}

/**
 * The board's interactive part, an island hydrated when it nears the viewport: six tabs (All Leads, the four lead
 * tags, Lead Types), seven working filters on the sample leads, a fit-score sort, a live result count, an empty
 * state and a static map. All state is React state with fixed defaults, so the pre-rendered page shows the
 * default view. Its words: the server's catalogs in the server render, the leads-board chunk in the browser
 * (the pre-rendered board stays as it is until both its code and its strings are in).
 */
export function LeadsBoard() {
  // No Suspense boundary: the island's root waits for the strings before it commits, so the runtime's replay of
  // an early tap reaches a hydrated board.
  const server = useContext(BoardText)
  const locale = useLocale()
  const t = server ?? use(boardText(locale))
  return (
    <BoardText.Provider value={t}>
      <Board />
    </BoardText.Provider>
  )
}

function Board() {
  const t = useBoardT()
  const locale = useLocale()
  const [tab, setTab] = useState<LeadTab>(DEFAULT_LEAD_TAB)
  const [filters, setFilters] = useState<LeadFilters>(DEFAULT_FILTERS)
  const [sortByFit, setSortByFit] = useState(false)
  const { shown, total } = boardResults(LEADS, { tab, filters, sortByFit })

  const format = useMemo(() => formats(locale), [locale])

  // Both clear buttons disappear once the filters are back to default: focus moves to the first filter.
  const firstFilter = useRef<HTMLSelectElement>(null)
  const clearFilters = () => {
    setFilters(DEFAULT_FILTERS)
    firstFilter.current?.focus()
  }
  const filtered = !isDefaultFilters(filters)

  // Phones show the first PHONE_PREVIEW leads of a list and a "Show all N leads" link (CSS only below sm; every
  // card stays in the HTML). Without JavaScript the link's #fragment does it (:target); with it, state does, and
  // focus moves to the first card that was hidden so reading goes on from there.
  const [showAll, setShowAll] = useState(false)
  const expand = (event: MouseEvent<HTMLAnchorElement>, firstHidden: string) => {
    event.preventDefault()
    flushSync(() => setShowAll(true))
    document.getElementById(firstHidden)?.focus()
  }
  const cardsProps = { format, showAll, onExpand: expand }

  const panel = (id: LeadTab) => {
    if (shown.length === 0) return <EmptyLeads onClear={clearFilters} />
    if (id !== 'lead-types') return <LeadCards leads={shown} level={3} {...cardsProps} />
    return <LeadTypeGroups leads={shown} cardsProps={cardsProps} />
  }

  return (
    <>
      {/* Phones: the filters above the map. */}
      <div className={classes.top}>
        <FilterPanel
          filters={filters}
          setFilters={setFilters}
          sortByFit={sortByFit}
          setSortByFit={setSortByFit}
          filtered={filtered}
          onClear={clearFilters}
          firstFilter={firstFilter}
        />
        <LeadMap />
      </div>

      <TabList
        idBase="leads"
        value={tab}
        onChange={setTab}
        label={t('leads-board:tabsLabel')}
        className={classes.tabList}
        tabClassName={classes.tab}
        tabs={LEAD_TABS.map((id) => ({ value: id, label: t(TAB_KEYS[id]), testId: `lead-tab-${id}` }))}
      />
      <p className={classes.count} role="status" aria-live="polite" aria-atomic="true" data-testid="lead-count">
        {t('leads-board:showing', { shown: shown.length, total })}{' '}
        {shown.length < total && <>{t('leads-board:hidden', { hidden: total - shown.length, radius: filters.radius })} </>}
        <span>{sortByFit ? t('leads-board:orderFit') : t('leads-board:orderDue')}</span>
      </p>
      {LEAD_TABS.map((id) => (
        <TabPanel key={id} idBase="leads" value={id} active={id === tab}>
          {panel(id)}
        </TabPanel>
      ))}
    </>
  )
}

/** The board as an island: its code and strings load when it nears the viewport (it sits below the hero). */
export const LeadsBoardIsland = island('leads-board', LeadsBoard, { when: 'visible' })
