import { keyed, keysOf } from '../keys'

/**
 * The AI Hiring hero's mock-up: the night cleaner job post (the page's write-job-post example) and the
 * review of one applicant against it (quick-screen). A review scores the job's criteria only: never age,
 * family, health, pregnancy or origin. Numbers here; words in locales/<lng>/tools.ai-hiring.json (`mock.*`).
 */
export const JOB_POST = {
  payMin: 16,
  payMax: 18,
  hoursPerWeek: 40,
  /** The post's duties the mock-up lists. */
  dutyKeys: keysOf('tools.ai-hiring:mock.job.duties', ['trash', 'restrooms', 'floors']),
} as const

/** The applicant: a sample name, spelled as each language's examples spell it (María González in Spanish). */
export const APPLICANT = { nameKey: 'tools.ai-hiring:mock.applicant' } as const

type CriterionGroup = 'fit' | 'experience'

/**
 * The review's weighted criteria, from the job post (quick-screen's table): office, hotel or hospital
 * experience; nights Monday to Friday; dependability on the shift (keys, lock-up, covering shifts); restroom and
 * floor care; chemical safety training; transportation to the site. Weight in percent, score 1-10. Each score
 * quotes its resume lines in the example; how long a job lasted, or a gap between jobs, is never a criterion.
 */
const CRITERIA = [
  { id: 'experience', group: 'experience', weight: 30, score: 9 },
  { id: 'schedule', group: 'fit', weight: 20, score: 10 },
  { id: 'dependability', group: 'fit', weight: 20, score: 8 },
  { id: 'floors', group: 'experience', weight: 15, score: 8 },
  { id: 'chemicals', group: 'experience', weight: 10, score: 6 },
  { id: 'transportation', group: 'fit', weight: 5, score: 8 },
] as const satisfies readonly { id: string; group: CriterionGroup; weight: number; score: number }[]

type Scored = { group: CriterionGroup; weight: number; score: number }

const weighted = (rows: readonly Scored[]) => {
  const weight = rows.reduce((sum, row) => sum + row.weight, 0)
  return rows.reduce((sum, row) => sum + row.weight * row.score, 0) / weight
}

/**
 * The scores the review shows: overall is the weighted average of every criterion (8.5), position fit
 * and experience match the weighted averages of their own criteria, rounded to whole points (9 and 8).
 */
export function applicantScores(rows: readonly Scored[] = CRITERIA): { overall: number; fit: number; experience: number } {
  return {
    overall: Math.round(weighted(rows) * 10) / 10,
    fit: Math.round(weighted(rows.filter((row) => row.group === 'fit'))),
    experience: Math.round(weighted(rows.filter((row) => row.group === 'experience'))),
  }
}

/**
 * The feature grid's evidence shot: a strength and a concern of the quick-screen review, each with the
 * resume line it quotes (words in the catalog's `featureShots.evidence`).
 */
export const EVIDENCE = keyed('tools.ai-hiring:featureShots.evidence.items', ['point', 'quote'], [
  { id: 'night-offices', kind: 'strength' },
  { id: 'chemicals', kind: 'concern' },
] as const)
