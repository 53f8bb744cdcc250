/**
 * The AI Chat Assistant hero's mock-up: one answer with its sources, about the Riverside Plaza contract
 * (the page's contract-review example): the notice deadline before the renewal and the capped CPI raise.
 * Numbers, dates and clause references; words in locales/<lng>/tools.ai-chat-assistant.json (`mock.*`).
 */
export const RENEWAL = {
  /** The day the contract renews (ISO). */
  renewsOn: '2027-03-01',
  noticeDays: 60,
  monthly: 9_900,
  cpi: 0.03,
  cap: 0.05,
  /** Where the answer's two facts are: the notice clause and the cap clause. */
  noticeClause: { section: '3.2', page: 2 },
  capClause: { section: '7.2', page: 4 },
} as const

type Renewal = Pick<typeof RENEWAL, 'renewsOn'> & { noticeDays: number; monthly: number; cpi: number; cap: number }

/** The last day to send notice (the renewal date minus the notice days) and the monthly price after CPI, within the cap. */
export function renewalAnswer(renewal: Renewal = RENEWAL): { noticeBy: string; newMonthly: number; capMonthly: number } {
  const noticeBy = new Date(Date.parse(`${renewal.renewsOn}T00:00:00Z`) - renewal.noticeDays * 86_400_000).toISOString().slice(0, 10)
  const raise = Math.min(renewal.cpi, renewal.cap)
  const cents = (n: number) => Math.round(n * 100) / 100
  return { noticeBy, newMonthly: cents(renewal.monthly * (1 + raise)), capMonthly: cents(renewal.monthly * (1 + renewal.cap)) }
}
