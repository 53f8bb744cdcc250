import { labelled } from '../keys'

/**
 * The AI Local SEO & Ads hero's mock-up: the starter Houston search ad (the page's starter-google-ads
 * example) and its first month (monthly-review): impressions, clicks, calls and cost per lead, all from
 * the same few numbers. Words and the ad's text in locales/<lng>/tools.ai-local-seo-ads.json (`mock.*`).
 */
export const AD_MONTH = {
  budget: 100,
  spend: 98.5,
  impressions: 600,
  clicks: 17,
  calls: 2,
  /** Quote requests through the website form: leads that are not calls. */
  forms: 1,
} as const

type AdMonth = { [K in keyof typeof AD_MONTH]: number }

/** The figures the mock-up shows: click rate, leads and cost per lead, computed from the month's counts. */
export function adResults(month: AdMonth = AD_MONTH): { clickRate: number; leads: number; costPerLead: number } {
  const leads = month.calls + month.forms
  return { clickRate: month.clicks / month.impressions, leads, costPerLead: month.spend / leads }
}

/** The feature grid's audit shot: the local-seo-audit example's areas, each scored out of its share of 100. */
export const SEO_AUDIT = labelled('tools.ai-local-seo-ads:featureShots.audit.areas', 'label', [
  { id: 'profile', score: 14, max: 25 },
  { id: 'reviews', score: 10, max: 20 },
  { id: 'listings', score: 12, max: 20 },
  { id: 'website', score: 12, max: 20 },
  { id: 'technical', score: 10, max: 15 },
])

/** The audit's total: the areas' scores out of the areas' maximum (58 of 100). */
export function auditScore(areas: readonly { score: number; max: number }[] = SEO_AUDIT): { score: number; max: number } {
  return { score: areas.reduce((sum, area) => sum + area.score, 0), max: areas.reduce((sum, area) => sum + area.max, 0) }
}

/**
 * The feature grid's keyword shot: the city-keywords example's first searches (what Houston facility managers
 * type, in English in both languages' examples), with monthly searches and difficulty (0-100).
 */
export const CITY_KEYWORDS = [
  { query: 'commercial cleaning houston', volume: 880, difficulty: 42 },
  { query: 'office cleaning houston', volume: 720, difficulty: 38 },
  { query: 'janitorial services houston', volume: 590, difficulty: 45 },
] as const
