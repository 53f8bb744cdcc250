// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { priceExample, PRICING_EXAMPLE } from '../../src/content/pricing-example'
import { RENEWAL, renewalAnswer } from '../../src/content/tools/ai-chat-assistant-mock'
import { CALENDAR, calendarWeeks, PREVIEW_DAY } from '../../src/content/tools/ai-content-manager-mock'
import { RECENT_CONTENT } from '../../src/content/tools/ai-content-manager-samples'
import { APPLICANT, applicantScores, JOB_POST } from '../../src/content/tools/ai-hiring-mock'
import { AD_MONTH, adResults } from '../../src/content/tools/ai-local-seo-ads-mock'
import { CONTRACT_FLAGS, REVIEWED_CONTRACT, riskCounts } from '../../src/content/tools/contract-analyzer-mock'
import { DRAFT_CLAUSES, DRAFT_TERMS } from '../../src/content/tools/contract-writer-mock'
import { project, visibleStretch } from '../../src/content/tools/leads-contracts-geo'
import { BRANCH_LOCATIONS, isDueWithin, LEADS } from '../../src/content/tools/leads-contracts-leads'
import { HERO_MAP, HERO_MAP_LAYERS, LEAD_MATCHES, LEAD_SEARCH, TOP_LEAD } from '../../src/content/tools/leads-contracts-mock'
import { RFP_DEADLINES, RFP_MATRIX_ROWS, RFP_REQUIREMENTS, statusCounts } from '../../src/content/tools/rfp-reader-mock'
import { formats } from '../../src/lib/format'

/**
 * The numbers the tool heroes' mock-ups draw (src/content/tools/*-mock.ts): computed from their data
 * and the same as the page's own example that the mock-up shows a piece of, in both languages.
 */
const root = path.resolve(import.meta.dirname, '../..')
const example = (locale: 'en' | 'es', file: string) => readFileSync(path.join(root, `locales/${locale}/examples/${file}`), 'utf8')
const catalog = (locale: 'en' | 'es') =>
  JSON.parse(readFileSync(path.join(root, `locales/${locale}/tools.ai-hiring.json`), 'utf8')) as { mock: { applicant: string } }
const en = formats('en')
const es = formats('es')
const cents = (n: number) => Math.round(n * 100)

describe('RFP Reader: deadlines and compliance matrix', () => {
  it('has the example matrix: twelve requirements, in order, with their pages and statuses', () => {
    const rows = [
      ...example('en', 'rfp-reader/compliance-matrix.md').matchAll(/^\| [^|]+ \| p\. (\d+) \| \**(Compliant|Gap|Clarify)\** \|/gm),
    ]
    expect(rows.map((m) => [Number(m[1]), m[2]!.toLowerCase()])).toEqual(RFP_REQUIREMENTS.map((row) => [row.page, row.status]))
  })

  it('counts 8 compliant, 2 gaps and 2 to clarify, as the example summary does', () => {
    expect(statusCounts()).toEqual({ compliant: 8, gap: 2, clarify: 2 })
    for (const [status, label] of [
      ['compliant', 'Compliant'],
      ['gap', 'Gap'],
      ['clarify', 'Clarify'],
    ] as const) {
      expect(example('en', 'rfp-reader/compliance-matrix.md')).toContain(`| ${label} | ${statusCounts()[status]} |`)
    }
    expect(statusCounts([])).toEqual({ compliant: 0, gap: 0, clarify: 0 })
  })

  it('draws a row of each status, and the deadlines of the checklist, in both languages', () => {
    expect(new Set(RFP_MATRIX_ROWS.map((row) => row.status))).toEqual(new Set(['compliant', 'gap', 'clarify']))
    const checklist = example('en', 'rfp-reader/rfp-checklist.md')
    for (const deadline of RFP_DEADLINES) {
      const day = new Date(`${deadline.date}T00:00:00Z`).getUTCDate()
      expect(checklist).toMatch(new RegExp(`December ${day}, 2026[^|]*\\| p\\. ${deadline.page} \\|`))
    }
    expect(RFP_DEADLINES.map((d) => en.date(d.date))).toEqual(['Dec 3, 2026', 'Dec 8, 2026', 'Dec 18, 2026'])
    expect(RFP_DEADLINES.map((d) => es.date(d.date))).toEqual(['3 dic 2026', '8 dic 2026', '18 dic 2026'])
  })
})

describe('Contract Analyzer: flagged clauses', () => {
  it('rates the six clauses of the example: 2 High, 3 Medium, 1 Low', () => {
    expect(riskCounts()).toEqual({ high: 2, medium: 3, low: 1 })
    const table = [
      ...example('en', 'contract-analyzer/pre-sign-risk.md').matchAll(
        /^\| .+ \| (?:([\d.]+)|Exhibit (\w)), p\. (\d+) \| (High|Medium|Low) \|$/gm,
      ),
    ]
    expect(table.map((m) => [m[1] ?? `Exhibit ${m[2]}`, Number(m[3]), m[4]!.toLowerCase()])).toEqual(
      CONTRACT_FLAGS.map((flag) => ['section' in flag.ref ? flag.ref.section : `Exhibit ${flag.ref.exhibit}`, flag.page, flag.risk]),
    )
    expect(example('en', 'contract-analyzer/pre-sign-risk.md')).toContain(
      `${en.integer(REVIEWED_CONTRACT.sqft)} sq ft office building, ${REVIEWED_CONTRACT.nightsPerWeek} nights a week, **${en.usd(REVIEWED_CONTRACT.monthly, 0)} per month**, ${REVIEWED_CONTRACT.years}-year term`,
    )
  })
})

describe('AI Pricing: the worked example, to the cent', () => {
  const result = priceExample()

  it('costs $9,206.19 a month and is priced at $14,163.37 (35% margin), in both languages', () => {
    expect(en.usd(result.totalCost)).toBe('$9,206.19')
    expect(es.usd(result.totalCost)).toBe('$9,206.19')
    expect(en.usd(result.monthlyPrice)).toBe('$14,163.37')
    expect(es.usd(result.monthlyPrice)).toBe('$14,163.37')
    expect(en.usd(result.pricePerVisit)).toBe('$654.20')
    expect(en.usd(result.effectiveHourlyRate)).toBe('$37.74')
    // From the shown figures: the price over the shown visits and the shown hours.
    expect(cents(result.monthlyPrice / result.visitsPerMonth)).toBe(cents(result.pricePerVisit))
    expect(cents(result.monthlyPrice / Number(result.laborHours.toFixed(2)))).toBe(cents(result.effectiveHourlyRate))
    expect(cents(result.monthlyPrice * PRICING_EXAMPLE.targetMargin)).toBe(cents(result.margin))
  })

  it('shows lines that add up: the four costs make the total, the total and the margin make the price', () => {
    const lines = [result.labor, result.burden, result.supplies, result.overhead].map(cents)
    expect(lines.reduce((a, b) => a + b, 0)).toBe(cents(result.totalCost))
    expect(cents(result.totalCost) + cents(result.margin)).toBe(cents(result.monthlyPrice))
    expect(en.usd(result.margin)).toBe('$4,957.18')
    // Each line's basis: the labor hours (shown without the wage: 375.27 x $16.00 would be 5 cents more than
    // the line, from 375.2667 h), 20% and 25% of labor, 25,000 sq ft x $0.02.
    expect(en.fixed(result.laborHours, 2)).toBe('375.27')
    expect(cents(result.laborHours * PRICING_EXAMPLE.wagePerHour)).toBe(cents(result.labor))
    expect(cents(result.labor * PRICING_EXAMPLE.burdenRate)).toBe(cents(result.burden))
    expect(cents(result.labor * PRICING_EXAMPLE.overheadRate)).toBe(cents(result.overhead))
    expect(cents(PRICING_EXAMPLE.buildingSqFt * PRICING_EXAMPLE.suppliesPerSqFtMonth)).toBe(cents(result.supplies))
  })
})

describe('Contract Writer: the draft for the priced bid', () => {
  it('bills the quoted price and has the twelve sections of the example outline', () => {
    expect(DRAFT_TERMS.monthlyFee).toBe(Math.round(priceExample().monthlyPrice))
    const outline = example('en', 'contract-writer/office-cleaning.md')
    expect(outline).toContain(`| ${DRAFT_CLAUSES.length}. Signatures |`)
    expect(outline).toContain(`${en.usd(DRAFT_TERMS.monthlyFee, 0)} per month, invoiced on the 1st, due in ${DRAFT_TERMS.paymentDays} days`)
    expect(outline).toContain(`${DRAFT_TERMS.termMonths} months, renews automatically`)
    expect(outline).toContain(`capped at ${en.percent(DRAFT_TERMS.cpiCap)} a year`)
    expect(outline).toContain(`${DRAFT_TERMS.noticeDays} days’ written notice`)
    expect(DRAFT_TERMS.sqft).toBe(PRICING_EXAMPLE.buildingSqFt)
    expect(DRAFT_TERMS.nightsPerWeek).toBe(PRICING_EXAMPLE.visitsPerWeek)
  })
})

describe('AI Hiring: the applicant review', () => {
  it('scores 8.5 overall, 9 position fit and 8 experience match, as the quick-screen example does', () => {
    expect(applicantScores()).toEqual({ overall: 8.5, fit: 9, experience: 8 })
    const review = example('en', 'ai-hiring/quick-screen.md')
    expect(review).toContain(`**Candidate:** ${catalog('en').mock.applicant}`)
    expect(example('es', 'ai-hiring/quick-screen.md')).toContain(`**Candidata:** ${catalog('es').mock.applicant}`)
    expect(APPLICANT.nameKey).toBe('tools.ai-hiring:mock.applicant')
    expect(review).toContain('| **Overall** | **8.5/10** |')
    expect(review).toContain('| Position fit | 9/10 |')
    expect(review).toContain('| Experience match | 8/10 |')
  })

  it('weights the criteria of one group only for that group', () => {
    expect(applicantScores([{ group: 'fit', weight: 100, score: 4 }])).toEqual({ overall: 4, fit: 4, experience: NaN })
    expect(
      applicantScores([
        { group: 'fit', weight: 25, score: 10 },
        { group: 'experience', weight: 75, score: 6 },
      ]),
    ).toEqual({ overall: 7, fit: 10, experience: 6 })
  })

  it('pays what the job post example says', () => {
    expect(example('en', 'ai-hiring/write-job-post.md')).toContain(`${en.usd(JOB_POST.payMin)}–${en.usd(JOB_POST.payMax)} an hour`)
    expect(example('en', 'ai-hiring/write-job-post.md')).toContain(`${JOB_POST.hoursPerWeek} hours a week`)
  })
})

describe('AI Local SEO & Ads: the month of the starter ad', () => {
  it('gets 3 leads from 17 clicks on 600 impressions, at $32.83 a lead', () => {
    const results = adResults()
    expect(results.leads).toBe(3)
    expect(en.usd(results.costPerLead)).toBe('$32.83')
    expect(en.percent(results.clickRate, 2)).toBe('2.83%')
    expect(es.percent(results.clickRate, 2)).toBe('2.83%')
    const review = example('en', 'ai-local-seo-ads/monthly-review.md')
    expect(review).toContain(`shown ${AD_MONTH.impressions} times`)
    expect(review).toContain(`| **Total** | **${en.usd(AD_MONTH.spend)}** | **${AD_MONTH.clicks}** |`)
    expect(review).toContain(`| **Total** | **${results.leads}** | **${en.usd(results.costPerLead)}** |`)
    expect(review).toContain(`${AD_MONTH.calls} calls and ${AD_MONTH.forms} quote form`)
    expect(adResults({ ...AD_MONTH, calls: 1, forms: 0 }).costPerLead).toBe(AD_MONTH.spend)
  })
})

describe('AI Content Manager: the calendar', () => {
  const weeks = calendarWeeks()

  it('is three weeks from Sunday, November 1, 2026, with every library item on its day', () => {
    expect(weeks).toHaveLength(CALENDAR.weeks)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks[0]![0]).toEqual({ iso: '2026-11-01', day: 1, platforms: [] })
    expect(en.weekday(CALENDAR.start)).toBe('S')
    expect(es.weekday(CALENDAR.start)).toBe('D')
    expect(en.month(CALENDAR.start)).toBe('November 2026')
    expect(es.month(CALENDAR.start)).toBe('noviembre de 2026')
    const days = weeks.flat()
    expect(days.at(-1)!.iso).toBe('2026-11-21')
    for (const item of RECENT_CONTENT) expect(days.find((day) => day.iso === item.created)?.platforms).toContain(item.platform)
    expect(days.flatMap((day) => day.platforms)).toHaveLength(RECENT_CONTENT.length)
    expect(days.map((day) => day.iso)).toContain(PREVIEW_DAY)
  })
})

describe('AI Chat Assistant: the cited answer', () => {
  it('gives the notice deadline and the capped price of the contract-review example', () => {
    const answer = renewalAnswer()
    expect(answer).toEqual({ noticeBy: '2026-12-31', newMonthly: 10_197, capMonthly: 10_395 })
    const review = example('en', 'ai-chat-assistant/contract-review.md')
    expect(review).toContain(
      `= **${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-12-31T00:00:00Z'))}**`,
    )
    expect(review).toContain(`| **New monthly price** | **${en.usd(answer.newMonthly, 0)}** |`)
    expect(review).toContain(`| Maximum under the 5% cap | ${en.usd(answer.capMonthly, 0)} |`)
    expect(review).toContain(`Section ${RENEWAL.noticeClause.section}, p. ${RENEWAL.noticeClause.page}`)
    expect(review).toContain(`Section ${RENEWAL.capClause.section}, p. ${RENEWAL.capClause.page}`)
    // A CPI above the cap is held to the cap.
    expect(renewalAnswer({ ...RENEWAL, cpi: 0.08 }).newMonthly).toBe(answer.capMonthly)
  })
})

describe('Leads & Contracts: the search of the first prompt', () => {
  it('finds the Houston leads within 25 miles due this month, best fit first, with the board’s own filters', () => {
    const expected = LEADS.filter(
      (lead) => lead.city === 'houston' && lead.distanceMiles <= LEAD_SEARCH.filters.radius && isDueWithin(lead.dueDate, 'month'),
    ).sort((a, b) => b.fitScore - a.fitScore)
    expect(LEAD_MATCHES.map((lead) => lead.id)).toEqual(expected.map((lead) => lead.id))
    expect(LEAD_MATCHES).toHaveLength(3)
    expect(TOP_LEAD.id).toBe('hou-smith-tower')
    expect(TOP_LEAD.fitScore).toBe(Math.max(...LEAD_MATCHES.map((lead) => lead.fitScore)))
    expect(TOP_LEAD.titleKey).toBe('tools.leads-contracts:mock.leads.houSmithTower')
  })

  it('crops the map around the branch with the radius ring and every pin inside the frame', () => {
    const inside = (p: { x: number; y: number }) =>
      p.x >= HERO_MAP.x && p.x <= HERO_MAP.x + HERO_MAP.width && p.y >= HERO_MAP.y && p.y <= HERO_MAP.y + HERO_MAP.height
    const branch = project(BRANCH_LOCATIONS.houston)
    expect(HERO_MAP_LAYERS.branch).toEqual(branch)
    expect(inside({ x: branch.x - HERO_MAP_LAYERS.ring, y: branch.y - HERO_MAP_LAYERS.ring })).toBe(true)
    expect(inside({ x: branch.x + HERO_MAP_LAYERS.ring, y: branch.y + HERO_MAP_LAYERS.ring })).toBe(true)
    expect(HERO_MAP_LAYERS.pins).toHaveLength(LEAD_MATCHES.length)
    for (const pin of HERO_MAP_LAYERS.pins) expect(inside(pin)).toBe(true)
    expect(HERO_MAP_LAYERS.roads.length).toBeGreaterThan(0)
  })

  it('keeps only the stretch of a line that the crop shows, one point beyond each end', () => {
    const bounds = { x: 0, y: 0, width: 100, height: 100 }
    const at = (x: number, y: number) => [33.34 - y / (69 * 0.9), -99.77 + x / (69.17 * Math.cos((31 * Math.PI) / 180) * 0.9)] as const
    const line = [at(-50, 50), at(-20, 50), at(10, 50), at(50, 50), at(90, 50), at(130, 50), at(170, 50)]
    expect(visibleStretch(line, bounds)).toEqual(line.slice(1, 6))
    expect(visibleStretch([at(-50, 50), at(-10, 50)], bounds)).toEqual([])
  })
})
