import { priceExample, PRICING_EXAMPLE } from './pricing-example'
import { labelled, titled } from './keys'
import type { ToolId } from './tools'
import { DRAFT_CLAUSES, DRAFT_TERMS } from './tools/contract-writer-mock'
import { LEAD_MATCHES, LEAD_SEARCH } from './tools/leads-contracts-mock'
import { RFP_DEADLINES, RFP_REQUIREMENTS, statusCounts } from './tools/rfp-reader-mock'

/**
 * The Watch demo dialog's click-through tour (components/demo/DemoTour.tsx): one bid from the RFP to the
 * signed-up account, a product screen per step drawn with the hero mock-ups' parts. Every figure is the
 * site's own sample data, computed where the tool heroes compute it (the RFP Reader's LC-2026-031, the worked
 * pricing example, the contract drafted from it, the leads board's Houston search); the words are in
 * locales/<lng>/demo-tour.json, a namespace that loads with the dialog's code (components/demo/demo-dialog-loader.ts).
 */

export type DemoTourStepId = 'rfp' | 'pricing' | 'contract' | 'leads' | 'start'

type Step = { id: DemoTourStepId; tool: ToolId | null; titleKey: string; bodyKey: string }

/** The five steps in order; the last one is sign-up (no tool). */
export const DEMO_TOUR_STEPS: readonly Step[] = titled('demo-tour:steps', [
  { id: 'rfp', tool: 'rfp-reader' },
  { id: 'pricing', tool: 'ai-pricing' },
  { id: 'contract', tool: 'contract-writer' },
  { id: 'leads', tool: 'leads-contracts' },
  { id: 'start', tool: null },
])

/** Step 1: RFP LC-2026-031's deadlines and its twelve requirements checked (RFP Reader's hero). */
export const TOUR_RFP = {
  deadlines: labelled(
    'demo-tour:rfp.deadlines',
    'label',
    RFP_DEADLINES.map(({ id, date }) => ({ id, date })),
  ),
  counts: statusCounts(),
  total: RFP_REQUIREMENTS.length,
}

const priced = priceExample()

/** Step 2: the worked example priced (AI Pricing's hero, the free calculator's defaults). */
export const TOUR_PRICING = {
  sqft: PRICING_EXAMPLE.buildingSqFt,
  nights: PRICING_EXAMPLE.visitsPerWeek,
  margin: PRICING_EXAMPLE.targetMargin,
  monthly: priced.monthlyPrice,
  perVisit: priced.pricePerVisit,
  hourly: priced.effectiveHourlyRate,
  cost: priced.totalCost,
}

/** Step 3: the agreement drafted from that price (Contract Writer's hero). */
export const TOUR_CONTRACT = {
  monthlyFee: DRAFT_TERMS.monthlyFee,
  termMonths: DRAFT_TERMS.termMonths,
  paymentDays: DRAFT_TERMS.paymentDays,
  noticeDays: DRAFT_TERMS.noticeDays,
  cpiCap: DRAFT_TERMS.cpiCap,
  clauses: DRAFT_CLAUSES.length,
}

/** Step 4: the leads board's Houston search, best fit first (Leads & Contracts' hero): the first three. */
export const TOUR_LEADS = {
  radius: LEAD_SEARCH.filters.radius,
  found: LEAD_MATCHES.length,
  top: LEAD_MATCHES.slice(0, 3).map(({ id, address, distanceMiles, dueDate, value, fitScore }) => ({
    id,
    address,
    distanceMiles,
    dueDate,
    value,
    fitScore,
  })),
}
