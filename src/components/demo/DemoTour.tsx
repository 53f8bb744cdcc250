import type { ReactNode } from 'react'
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

/** The id of a step's slide: its Previous and Next links lead to it (`#demo-tour-step-2`), with or without scripts. */
const tourStepId = (index: number) => `demo-tour-step-${index + 1}`

/**
 * A step's Previous or Next: a link to the neighbouring step; the first step's Previous and the last's Next are an
 * empty place that keeps the others where they are.
 */
function StepLink({ to, go, children }: { to: number; go: 'previous' | 'next'; children: ReactNode }) {
  const props = { className: classes.navButton, 'data-primary': go === 'next' ? '' : undefined, 'data-testid': `demo-tour-${go}` }
  if (to < 0 || to >= DEMO_TOUR_STEPS.length) {
    return (
      <span {...props} data-none="" aria-hidden="true">
        {children}
      </span>
    )
  }
  return (
    <a {...props} href={`#${tourStepId(to)}`} data-tour-go={go}>
      {children}
    </a>
  )
}

/** One step: the product screen in its window (the tool's name in the bar), its title and sentence, then its own Previous, "Step 2 of 5" and Next. */
function TourStep({ index, f }: { index: number; f: Formats }) {
  const { t } = useTranslation()
  const step = DEMO_TOUR_STEPS[index]!
  const Screen = SCREENS[step.id]
  const tool = TOOL_NAV.find((nav) => nav.id === step.tool)
  const total = DEMO_TOUR_STEPS.length
  return (
    // Focusable from script only: a Next followed without scripts focuses the step it leads to, so the focus stays in
    // the dialog (Escape then returns it to Watch demo) and Tab goes on from there.
    <div
      id={tourStepId(index)}
      tabIndex={-1}
      className={classes.step}
      role="group"
      aria-roledescription={t('demo-tour:roleSlide')}
      aria-label={t('demo-tour:stepOf', { step: index + 1, total })}
      data-current={index === 0 ? '' : undefined}
      data-testid="demo-tour-step"
    >
      <BrowserWindow
        title={tool ? t(tool.nameKey) : t('common:brand.name')}
        className={classes.window}
        bodyClassName={`${mock.body} ${classes.screen}`}
        aria-hidden="true"
      >
        <Screen f={f} />
      </BrowserWindow>
      <h3 className={classes.stepTitle}>{t(step.titleKey)}</h3>
      <p className={classes.stepBody}>{t(step.bodyKey)}</p>
      {step.tool === null && <SignUpButton size="md" className={classes.signUp} testId="demo-tour-sign-up" />}
      <div className={classes.nav}>
        <StepLink to={index - 1} go="previous">
          <AppIcon id="arrowLeft" size={18} />
          {t('demo-tour:previous')}
        </StepLink>
        <div className={classes.where}>
          <p className={classes.count} data-testid="demo-tour-count">
            {t('demo-tour:stepOf', { step: index + 1, total })}
          </p>
          <ol className={classes.dots} aria-hidden="true">
            {DEMO_TOUR_STEPS.map((s, i) => (
              <li key={s.id} data-current={i === index ? '' : undefined} />
            ))}
          </ol>
        </div>
        <StepLink to={index + 1} go="next">
          {t('demo-tour:next')}
          <AppIcon id="arrowRight" size={18} />
        </StepLink>
      </div>
    </div>
  )
}

/**
 * Watch demo's click-through tour of the product (content/demo-tour.ts), all in the HTML: five steps side by side in
 * a strip that scrolls sideways a step at a time (CSS scroll snap: a swipe, the trackpad, the keys of the focused
 * strip), each with its own Previous and Next, links to the neighbouring step, so it works before and without
 * scripts. Scripts (demo-tour-behaviour.ts) make those links scroll without touching the address, add the arrow
 * keys anywhere in the tour, hide the steps out of view from assistive tech and announce "Step 2 of 5" with the
 * step's title. The screens repeat the step's sentence, so they are hidden from assistive tech.
 */
export function DemoTour() {
  const { t } = useTranslation()
  const f = formats(useLocale())
  return (
    <section
      className={classes.tour}
      aria-roledescription={t('demo-tour:roleCarousel')}
      aria-label={t('demo-tour:label')}
      data-testid="demo-tour"
    >
      <div className={classes.track} data-tour-track="">
        {DEMO_TOUR_STEPS.map((s, i) => (
          <TourStep key={s.id} index={i} f={f} />
        ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-tour-live="" data-testid="demo-tour-live" />
    </section>
  )
}
