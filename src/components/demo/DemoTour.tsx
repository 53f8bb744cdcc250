import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DEMO_TOUR_STEPS, TOUR_CONTRACT, TOUR_LEADS, TOUR_PRICING, TOUR_RFP, type DemoTourStepId } from '../../content/demo-tour'
import { TOOL_NAV } from '../../content/tools'
import { useLocale } from '../../i18n/useLocale'
import { formats, type Formats } from '../../lib/format'
import { AppIcon } from '../icons/AppIcon'
import { BrowserWindow } from '../page/BrowserWindow'
import { SignUpButton } from '../page/actions'
import { MockBar, MockHead, MockStats, TonePill } from '../tool-page/mock/MockParts'
import mock from '../tool-page/mock/mock.module.css'
import classes from './DemoTour.module.css'

/** A swipe: at least this far sideways (px), and more sideways than up or down. */
const SWIPE_PX = 40

/** Step 1: RFP LC-2026-031's deadlines and how its requirements check out. */
function RfpScreen({ f }: { f: Formats }) {
  const { t } = useTranslation()
  const { counts, total } = TOUR_RFP
  return (
    <>
      <MockHead title={t('demo-tour:rfp.title')} meta={t('demo-tour:rfp.checked', { total })} />
      <MockStats
        stats={TOUR_RFP.deadlines.map((deadline) => ({ id: deadline.id, label: t(deadline.labelKey), value: f.date(deadline.date) }))}
      />
      <p className={mock.row}>
        <TonePill tone="ok">{t('demo-tour:rfp.compliant', { count: counts.compliant })}</TonePill>
        <TonePill tone="bad">{t('demo-tour:rfp.gap', { count: counts.gap })}</TonePill>
        <TonePill tone="warn">{t('demo-tour:rfp.clarify', { count: counts.clarify })}</TonePill>
      </p>
    </>
  )
}

/** Step 2: the worked example's monthly price and the two figures under it. */
function PricingScreen({ f }: { f: Formats }) {
  const { t } = useTranslation()
  const p = TOUR_PRICING
  return (
    <>
      <MockHead
        title={t('demo-tour:pricing.title')}
        meta={t('demo-tour:pricing.scope', { sqft: f.integer(p.sqft), nights: p.nights, margin: f.percent(p.margin) })}
      />
      <MockStats
        stats={[
          { id: 'monthly', label: t('demo-tour:pricing.monthly'), value: f.usd(p.monthly), main: true },
          { id: 'per-visit', label: t('demo-tour:pricing.perVisit'), value: f.usd(p.perVisit) },
          { id: 'hourly', label: t('demo-tour:pricing.hourly'), value: f.usd(p.hourly) },
        ]}
      />
      <p className={mock.note}>{t('demo-tour:pricing.cost', { cost: f.usd(p.cost) })}</p>
    </>
  )
}

/** Step 3: the agreement's terms, drafted from that price. */
function ContractScreen({ f }: { f: Formats }) {
  const { t } = useTranslation()
  const c = TOUR_CONTRACT
  const terms = [
    { id: 'fee', label: t('demo-tour:contract.fee'), value: f.usd(c.monthlyFee, 0) },
    { id: 'term', label: t('demo-tour:contract.term'), value: t('demo-tour:contract.termValue', { months: c.termMonths }) },
    { id: 'payment', label: t('demo-tour:contract.payment'), value: t('demo-tour:contract.paymentValue', { days: c.paymentDays }) },
    { id: 'notice', label: t('demo-tour:contract.notice'), value: t('demo-tour:contract.noticeValue', { days: c.noticeDays }) },
  ]
  return (
    <>
      <MockHead title={t('demo-tour:contract.title')} meta={t('demo-tour:contract.clauses', { count: c.clauses })} />
      <MockStats stats={terms} />
      <p className={mock.row}>
        <TonePill tone="ok">{t('demo-tour:contract.cpi', { cap: f.percent(c.cpiCap) })}</TonePill>
        <TonePill tone="plain">{t('demo-tour:contract.review')}</TonePill>
      </p>
    </>
  )
}

/** Step 4: the leads board's Houston search, best fit first. */
function LeadsScreen({ f }: { f: Formats }) {
  const { t } = useTranslation()
  return (
    <>
      <MockHead
        title={t('demo-tour:leads.title', { radius: TOUR_LEADS.radius })}
        meta={t('demo-tour:leads.found', { count: TOUR_LEADS.found })}
      />
      <ul className={mock.list}>
        {TOUR_LEADS.top.map((lead) => (
          <li key={lead.id} className={classes.leadRow}>
            <span className={classes.lead}>
              <span className={classes.leadName}>{lead.address}</span>
              <small>
                {t('demo-tour:leads.meta', { miles: lead.distanceMiles, date: f.date(lead.dueDate), value: f.usd(lead.value, 0) })}
              </small>
            </span>
            <span className={mock.meter}>
              {t('demo-tour:leads.fit', { score: lead.fitScore })}
              <MockBar share={lead.fitScore / 100} />
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** Step 5: the four tools' work, done; sign-up is under the window (TourStep). */
function StartScreen() {
  const { t } = useTranslation()
  const done = DEMO_TOUR_STEPS.flatMap((s) => (s.tool ? [s] : []))
  return (
    <div className={classes.start}>
      <AppIcon id="sparkles" size={28} className={classes.startIcon} />
      <p className={classes.startLine}>{t('demo-tour:start.line')}</p>
      <ul className={mock.list}>
        {done.map((s) => (
          <li key={s.id}>
            {t(s.titleKey)}
            <AppIcon id="check" size={18} className={classes.startIcon} />
          </li>
        ))}
      </ul>
    </div>
  )
}

const SCREENS: Record<DemoTourStepId, (props: { f: Formats }) => ReactNode> = {
  rfp: RfpScreen,
  pricing: PricingScreen,
  contract: ContractScreen,
  leads: LeadsScreen,
  start: StartScreen,
}

/** One step: the product screen in its window (the tool's name in the bar), then its title and sentence. */
function TourStep({ index, f, listed = false }: { index: number; f: Formats; listed?: boolean }) {
  const { t } = useTranslation()
  const step = DEMO_TOUR_STEPS[index]!
  const Screen = SCREENS[step.id]
  const tool = TOOL_NAV.find((nav) => nav.id === step.tool)
  // In the list (scripts off) the last step's screen, which lists the steps above it, is left out.
  const drawn = !(listed && step.tool === null)
  return (
    <>
      {drawn && (
        <BrowserWindow
          title={tool ? t(tool.nameKey) : t('common:brand.name')}
          className={classes.window}
          bodyClassName={`${mock.body} ${classes.screen}`}
          aria-hidden="true"
        >
          <Screen f={f} />
        </BrowserWindow>
      )}
      <h3 className={classes.stepTitle}>{t(step.titleKey)}</h3>
      <p className={classes.stepBody}>{t(step.bodyKey)}</p>
      {step.tool === null && <SignUpButton size="md" className={classes.signUp} testId="demo-tour-sign-up" />}
    </>
  )
}

/**
 * The Watch demo dialog's click-through tour of the product (content/demo-tour.ts): five steps, moved with
 * Previous and Next, the arrow keys (anywhere in the tour) and a swipe on the screen; "Step 2 of 5" is
 * announced (aria-live polite) with the step's title. Every step is laid out in the same grid cell, the
 * others hidden, so the buttons never move. Under prefers-reduced-motion a step appears without sliding.
 * The screens repeat the step's sentence, so they are hidden from assistive tech.
 */
export function DemoTour() {
  const { t } = useTranslation()
  const locale = useLocale()
  const f = useMemo(() => formats(locale), [locale])
  const [index, setIndex] = useState(0)
  const [direction, setDirection] = useState<'next' | 'previous' | null>(null)
  const total = DEMO_TOUR_STEPS.length
  const last = index === total - 1
  const swipeFrom = useRef<{ x: number; y: number } | null>(null)

  const go = (to: number) => {
    if (to < 0 || to >= total || to === index) return
    setDirection(to > index ? 'next' : 'previous')
    setIndex(to)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (!from) return
    const dx = event.clientX - from.x
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return
    go(dx < 0 ? index + 1 : index - 1)
  }
  const step = DEMO_TOUR_STEPS[index]!

  return (
    <section
      className={classes.tour}
      aria-roledescription={t('demo-tour:roleCarousel')}
      aria-label={t('demo-tour:label')}
      onKeyDown={onKeyDown}
      data-testid="demo-tour"
    >
      <div
        className={classes.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        {DEMO_TOUR_STEPS.map((s, i) => (
          <div
            key={s.id}
            className={classes.step}
            role="group"
            aria-roledescription={t('demo-tour:roleSlide')}
            aria-label={t('demo-tour:stepOf', { step: i + 1, total })}
            aria-hidden={i !== index || undefined}
            inert={i !== index}
            data-current={i === index || undefined}
            data-from={i === index ? (direction ?? undefined) : undefined}
            data-testid="demo-tour-step"
          >
            <TourStep index={i} f={f} />
          </div>
        ))}
      </div>
      <div className={classes.nav}>
        <button
          type="button"
          className={classes.navButton}
          onClick={() => go(index - 1)}
          aria-disabled={index === 0 || undefined}
          data-testid="demo-tour-previous"
        >
          <AppIcon id="arrowLeft" size={18} />
          {t('demo-tour:previous')}
        </button>
        <p className={classes.count} aria-live="polite" aria-atomic="true" data-testid="demo-tour-count">
          {t('demo-tour:stepOf', { step: index + 1, total })}
          <span className="sr-only">: {t(step.titleKey)}</span>
        </p>
        <button
          type="button"
          className={classes.navButton}
          data-primary=""
          onClick={() => go(index + 1)}
          aria-disabled={last || undefined}
          data-testid="demo-tour-next"
        >
          {t('demo-tour:next')}
          <AppIcon id="arrowRight" size={18} />
        </button>
      </div>
      <ol className={classes.dots} aria-hidden="true">
        {DEMO_TOUR_STEPS.map((s, i) => (
          <li key={s.id} data-current={i === index || undefined} />
        ))}
      </ol>
    </section>
  )
}

/**
 * The tour with scripts off: every step in order, one under the other, a list a visitor reads down.
 */
function DemoTourList() {
  const { t } = useTranslation()
  const locale = useLocale()
  const f = formats(locale)
  return (
    <ol className={classes.list} aria-label={t('demo-tour:label')} data-testid="demo-tour-list">
      {DEMO_TOUR_STEPS.map((s, i) => (
        <li key={s.id} className={classes.listItem}>
          <p className={classes.count}>{t('demo-tour:stepOf', { step: i + 1, total: DEMO_TOUR_STEPS.length })}</p>
          <TourStep index={i} f={f} listed />
        </li>
      ))}
    </ol>
  )
}

/**
 * Watch demo without JavaScript (see NoScriptDemo): a native popover, titled like the dialog, with the tour's
 * steps as a list, the line that the video is coming soon and a close button. Rendered only by the server.
 */
export function DemoTourPanel({ id, product }: { id: string; product: string }) {
  const { t } = useTranslation()
  const titleId = `${id}-title`
  return (
    <div popover="auto" id={id} className={classes.panel} role="dialog" aria-labelledby={titleId} data-testid="demo-tour-static">
      <div className={classes.panelHead}>
        <h2 id={titleId} className={classes.panelTitle}>
          {t('common:demo.title', { product })}
        </h2>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className={classes.panelClose}
          aria-label={t('common:demo.close')}
        >
          <AppIcon id="close" size={20} />
        </button>
      </div>
      <DemoTourList />
      <p className={classes.panelSoon}>{t('common:demo.comingSoon')}</p>
    </div>
  )
}
