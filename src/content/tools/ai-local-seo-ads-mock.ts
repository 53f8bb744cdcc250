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
