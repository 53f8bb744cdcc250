import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { decodeUrlPart } from '../../lib/url-part'
import { useHydrated } from '../../lib/use-hydrated'
import { cx } from './spacing'
import classes from './ui.module.css'

interface TabItem<T extends string> {
  value: T
  label: ReactNode
  testId?: string
}

interface TabListProps<T extends string> {
  /** Prefix of the tab and panel ids (unique on the page). */
  idBase: string
  tabs: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
  label: string
  /** Tabs share the row's width. */
  grow?: boolean
  className?: string
  tabClassName?: string
  /**
   * Each tab is also a link to its panel (`#<panel id>`), for a page whose panels all stay in the HTML
   * (TabPanel `keepMounted`) inside a TabGroup: before and without JavaScript a tab shows its panel through
   * `:target`; once hydrated it switches panels as a tab, and the address keeps the open panel.
   */
  linked?: boolean
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/** WAI-ARIA tabs: one tab stop, arrow keys (looping), Home and End move and activate. */
export function TabList<T extends string>({
  idBase,
  tabs,
  value,
  onChange,
  label,
  grow,
  className,
  tabClassName,
  linked,
}: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const move = NEXT[event.key]
    if (!move) return
    event.preventDefault()
    const next = tabs[move(index, tabs.length)]
    if (!next) return
    onChange(next.value)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, next.value))}`)?.focus()
  }
  return (
    <div ref={list} role="tablist" aria-label={label} className={cx(classes.tabList, className)} data-grow={grow || undefined}>
      {tabs.map((tab, index) => {
        const active = tab.value === value
        const props = {
          role: 'tab',
          id: tabId(idBase, tab.value),
          'aria-controls': panelId(idBase, tab.value),
          'aria-selected': active,
          tabIndex: active ? 0 : -1,
          'data-active': active || undefined,
          'data-testid': tab.testId,
          className: cx(classes.tab, tabClassName),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
        }
        return linked ? (
          <a
            key={tab.value}
            {...props}
            href={`#${panelId(idBase, tab.value)}`}
            onClick={(event) => {
              event.preventDefault()
              onChange(tab.value)
            }}
          >
            {tab.label}
          </a>
        ) : (
          <button key={tab.value} type="button" {...props} onClick={() => onChange(tab.value)}>
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

interface TabPanelProps {
  idBase: string
  value: string
  active: boolean
  className?: string
  /** Renders the content while the panel is hidden too, so it is in the pre-rendered HTML (linked tabs). */
  keepMounted?: boolean
  children: ReactNode
}

/** The panel of one tab; only the active panel's content is rendered, unless `keepMounted`. */
export function TabPanel({ idBase, value, active, className, keepMounted, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      hidden={!active}
      className={cx(classes.tabPanel, className)}
    >
      {active || keepMounted ? children : null}
    </div>
  )
}

/**
 * The box around linked tabs and their panels. Until the page is hydrated it carries `data-static`, and
 * the panel named by the address (`:target`) shows instead of the others: the tabs work as links
 * without JavaScript. Once hydrated, the tabs' state decides, starting from the panel the address names.
 */
export function TabGroup({
  idBase,
  onTarget,
  className,
  children,
}: {
  idBase: string
  /** Called once after hydration with the tab the address names (`#<idBase>-panel-<value>`). */
  onTarget: (value: string) => void
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  useEffect(() => {
    const prefix = `#${panelId(idBase, '')}`
    // A malformed escape in the address (`#help-panel-%`) names no tab: the page stays as it was.
    const named = location.hash.startsWith(prefix) ? decodeUrlPart(location.hash.slice(prefix.length)) : null
    if (named !== null) onTarget(named)
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className={cx(classes.tabGroup, className)} data-static={hydrated ? undefined : ''}>
      {children}
    </div>
  )
}

function tabId(base: string, value: string) {
  return `${base}-tab-${value}`
}

function panelId(base: string, value: string) {
  return `${base}-panel-${value}`
}
