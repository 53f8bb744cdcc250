import { keyed } from '../keys'

/**
 * The Contract Analyzer hero's mock-up: the pre-sign review of a 3-year office contract (the page's
 * pre-sign-risk example): the contract's terms and each flagged clause with its risk and what to ask for.
 * Words in locales/<lng>/tools.contract-analyzer.json (`mock.*`).
 */

export type RiskLevel = 'high' | 'medium' | 'low'

/** Each risk level's word (catalog key) and the tone of its pill (TonePill): the hero, the feature shots, the example dialogs. */
export const RISK_LEVELS: Record<RiskLevel, { key: string; tone: 'ok' | 'warn' | 'bad' }> = {
  high: { key: 'tools.contract-analyzer:mock.risk.high', tone: 'bad' },
  medium: { key: 'tools.contract-analyzer:mock.risk.medium', tone: 'warn' },
  low: { key: 'tools.contract-analyzer:mock.risk.low', tone: 'ok' },
}

export const REVIEWED_CONTRACT = { sqft: 40_000, nightsPerWeek: 5, monthly: 18_900, years: 3 } as const

type Flag = {
  id: string
  risk: RiskLevel
  page: number
  /** The clause's section number, or the exhibit it is in. */
  ref: { section: string } | { exhibit: string }
}

/** The flagged clauses, riskiest first, as the review lists them. */
export const CONTRACT_FLAGS = keyed('tools.contract-analyzer:mock.flags', ['label', 'ask'], [
  { id: 'payment', risk: 'high', page: 5, ref: { section: '6.2' } },
  { id: 'indemnity', risk: 'high', page: 8, ref: { section: '11.1' } },
  { id: 'termination', risk: 'medium', page: 9, ref: { section: '13.1' } },
  { id: 'fixed-price', risk: 'medium', page: 5, ref: { section: '7.1' } },
  { id: 'other-duties', risk: 'medium', page: 14, ref: { exhibit: 'A' } },
  { id: 'insurance', risk: 'low', page: 7, ref: { section: '10.1' } },
] as const satisfies readonly Flag[])

/** How many flags have each risk level (the review's summary line). */
export function riskCounts(flags: readonly Pick<Flag, 'risk'>[] = CONTRACT_FLAGS): Record<RiskLevel, number> {
  const counts = { high: 0, medium: 0, low: 0 }
  for (const flag of flags) counts[flag.risk] += 1
  return counts
}
