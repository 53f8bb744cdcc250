import { useRef, type KeyboardEvent, type ReactNode } from 'react'
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
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/** WAI-ARIA tabs: one tab stop, arrow keys (looping), Home and End move and activate. */
export function TabList<T extends string>({ idBase, tabs, value, onChange, label, grow, className, tabClassName }: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = NEXT[event.key]
    if (!move) return
    event.preventDefault()
    const next = tabs[move(index, tabs.length)]
    if (!next) return
    onChange(next.value)
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idBase, next.value))}`)?.focus()
  }
  return (
    <div ref={list} role="tablist" aria-label={label} className={cx(classes.tabList, className)} data-grow={grow || undefined}>
      {tabs.map((tab, index) => {
        const active = tab.value === value
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(idBase, tab.value)}
            aria-controls={panelId(idBase, tab.value)}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            data-active={active || undefined}
            data-testid={tab.testId}
            className={cx(classes.tab, tabClassName)}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
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
  children: ReactNode
}

/** The panel of one tab; only the active panel's content is rendered. */
export function TabPanel({ idBase, value, active, className, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={panelId(idBase, value)} aria-labelledby={tabId(idBase, value)} hidden={!active} className={className}>
      {active ? children : null}
    </div>
  )
}

function tabId(base: string, value: string) {
  return `${base}-tab-${value}`
}

function panelId(base: string, value: string) {
  return `${base}-panel-${value}`
}
