import { labelled } from '../keys'

/**
 * The RFP Reader hero's mock-up: what the tool returns for RFP LC-2026-031 (the page's examples
 * rfp-checklist and compliance-matrix): the key deadlines and the compliance matrix. Ids, dates, pages
 * and statuses; words in locales/<lng>/tools.rfp-reader.json (`mock.*`).
 */

export type ComplianceStatus = 'compliant' | 'gap' | 'clarify'

/** Each status's word (catalog key) and the tone of its pill (TonePill): the hero, the feature shots, the example dialogs. */
export const COMPLIANCE_STATUS: Record<ComplianceStatus, { key: string; tone: 'ok' | 'warn' | 'bad' }> = {
  compliant: { key: 'tools.rfp-reader:mock.status.compliant', tone: 'ok' },
  gap: { key: 'tools.rfp-reader:mock.status.gap', tone: 'bad' },
  clarify: { key: 'tools.rfp-reader:mock.status.clarify', tone: 'warn' },
}

/** The deadlines the mock-up lists (ISO dates), each with the RFP page it is on. */
export const RFP_DEADLINES = labelled('tools.rfp-reader:mock.deadlines', 'label', [
  { id: 'site-visit', date: '2026-12-03', page: 4 },
  { id: 'questions', date: '2026-12-08', page: 4 },
  { id: 'proposal', date: '2026-12-18', page: 5 },
])

type Requirement = { id: string; page: number; status: ComplianceStatus }

/** The matrix's twelve requirements, in the example's order (examples/rfp-reader/compliance-matrix.md). */
export const RFP_REQUIREMENTS: readonly Requirement[] = [
  { id: 'small-business', page: 2, status: 'compliant' },
  { id: 'references', page: 11, status: 'compliant' },
  { id: 'staffing-plan', page: 12, status: 'compliant' },
  { id: 'liability', page: 14, status: 'compliant' },
  { id: 'umbrella', page: 14, status: 'gap' },
  { id: 'bid-bond', page: 15, status: 'compliant' },
  { id: 'performance-bond', page: 15, status: 'compliant' },
  { id: 'supervisor', page: 19, status: 'compliant' },
  { id: 'badges', page: 20, status: 'clarify' },
  { id: 'time-clock', page: 21, status: 'gap' },
  { id: 'green-seal', page: 22, status: 'compliant' },
  { id: 'day-porter', page: 9, status: 'clarify' },
]

/** The rows the mock-up draws: one of each status first, then the other gap. */
const SHOWN = ['liability', 'umbrella', 'badges', 'time-clock', 'green-seal'] as const

export const RFP_MATRIX_ROWS = labelled(
  'tools.rfp-reader:mock.requirements',
  'label',
  SHOWN.map((id) => RFP_REQUIREMENTS.find((row) => row.id === id)!),
)

/** How many of the twelve requirements have each status (the line under the matrix). */
export function statusCounts(rows: readonly Requirement[] = RFP_REQUIREMENTS): Record<ComplianceStatus, number> {
  const counts = { compliant: 0, gap: 0, clarify: 0 }
  for (const row of rows) counts[row.status] += 1
  return counts
}

/**
 * The feature grid's scope shot (Scope & Quantities Parser): the buildings of the scope-analysis example,
 * each with its square footage, nights a week and RFP page.
 */
export const RFP_BUILDINGS = labelled('tools.rfp-reader:featureShots.scope.buildings', 'label', [
  { id: 'administration', sqft: 46_000, nights: 5, page: 8 },
  { id: 'courthouse-annex', sqft: 38_500, nights: 5, page: 8 },
  { id: 'health-services', sqft: 22_000, nights: 5, page: 9 },
  { id: 'records-warehouse', sqft: 12_000, nights: 2, page: 9 },
])

/** The scope's total square footage (the example's total row). */
export function scopeSqft(buildings: readonly { sqft: number }[] = RFP_BUILDINGS): number {
  return buildings.reduce((sum, building) => sum + building.sqft, 0)
}
