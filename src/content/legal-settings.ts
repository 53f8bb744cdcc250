/**
 * The owner's settings the legal documents alone show (the rest, with every flag, is src/content/company.ts): the
 * documents' date, the SOC 2 audit's firm and period, the service providers. Kept out of company.ts, which every
 * page loads (the footer's address), so that the providers' list travels only with the legal pages.
 */
import { LEGAL_UPDATED_IS_SAMPLE, PROCESSORS_ARE_SAMPLE, SOC2_AUDIT_IS_SAMPLE } from './company'

/**
 * The date the terms and the privacy policy take effect as last changed (a local calendar date). SAMPLE: the
 * documents were rewritten this month; set the day they are published.
 */
export const LEGAL_UPDATED: { year: number; month: number; day: number; isSample: boolean } = {
  year: 2026,
  month: 11,
  day: 28,
  isSample: LEGAL_UPDATED_IS_SAMPLE,
}

/**
 * The SOC 2 Type II audit behind "Our security controls are audited against SOC 2 Type II by an independent
 * auditor" (claims.json `trust.soc2`): the audit firm and the period the report covers (ISO dates). SAMPLE: no
 * report is on file here; the owner names the firm and the period of a report they can show.
 */
export const SOC2_AUDIT: { auditor: string; periodStart: string; periodEnd: string; isSample: boolean } = {
  auditor: 'Sample Assurance LLP',
  periodStart: '2025-10-01',
  periodEnd: '2026-09-30',
  isSample: SOC2_AUDIT_IS_SAMPLE,
}

/** What a provider does for us: the row's words are in privacy-policy.json `processors` (`roles`, `data`), by role. */
export type ProcessorRole = 'hosting' | 'payments' | 'email' | 'ai' | 'forms'

/**
 * The service providers that process customer or visitor data for us (the privacy policy's table, which every
 * "our Privacy Policy lists them" links to: `PROCESSORS_ANCHOR`). One row per provider. No analytics: the
 * website uses none. SAMPLE: the providers below are placeholders the owner confirms (or replaces) from the
 * contracts actually signed; the website forms' provider (Web3Forms) is the one the build configures.
 */
export const PROCESSORS: { list: readonly { role: ProcessorRole; name: string; location: string }[]; isSample: boolean } = {
  list: [
    { role: 'hosting', name: 'Amazon Web Services, Inc.', location: 'US' },
    { role: 'payments', name: 'Stripe, Inc.', location: 'US' },
    { role: 'email', name: 'Postmark (ActiveCampaign, LLC)', location: 'US' },
    { role: 'ai', name: 'OpenAI, L.L.C.', location: 'US' },
    { role: 'forms', name: 'Web3Forms', location: 'US' },
  ],
  isSample: PROCESSORS_ARE_SAMPLE,
}
