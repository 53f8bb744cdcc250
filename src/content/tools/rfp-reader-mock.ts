import { labelled } from '../keys'

/**
 * The RFP Reader hero's mock-up: what the tool returns for RFP LC-2026-031 (the page's examples
 * rfp-checklist and compliance-matrix): the key deadlines and the compliance matrix. Ids, dates, pages
 * and statuses; words in locales/<lng>/tools.rfp-reader.json (`mock.*`).
 */

export type ComplianceStatus = 'compliant' | 'gap' | 'clarify'

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
