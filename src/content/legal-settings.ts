/**
 * The owner's settings the legal documents alone show (the rest, with every flag, is src/content/company.ts): the
 * documents' date, the SOC 2 audit's firm and period, the service providers, the AI provider's data terms, how long
 * each kind of data is kept, the security-incident notice and the export window after termination. Kept out of company.ts, which every
 * page loads (the footer's address), so that the providers' list travels only with the legal pages.
 */
import {
  AI_PROVIDER_TERMS_IS_SAMPLE,
  DATA_EXPORT_WINDOW_IS_SAMPLE,
  DATA_RETENTION_IS_SAMPLE,
  INCIDENT_NOTICE_IS_SAMPLE,
  LEGAL_UPDATED_IS_SAMPLE,
  PROCESSORS_ARE_SAMPLE,
  SOC2_AUDIT_IS_SAMPLE,
} from './company'

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
export type ProcessorRole = 'hosting' | 'payments' | 'email' | 'ai' | 'forms' | 'video'

type Processor = { role: ProcessorRole; name: string; location: string }

/**
 * The service providers that process customer or visitor data for us (the privacy policy's table, which every
 * "our Privacy Policy lists them" links to: `PROCESSORS_ANCHOR`). One row per provider. No analytics: the
 * website uses none. SAMPLE: the providers below are placeholders the owner confirms (or replaces) from the
 * contracts actually signed; the website forms' provider (Web3Forms) is the one the build configures.
 */
export const PROCESSORS: { list: readonly Processor[]; isSample: boolean } = {
  list: [
    { role: 'hosting', name: 'Amazon Web Services, Inc.', location: 'US' },
    { role: 'payments', name: 'Stripe, Inc.', location: 'US' },
    { role: 'email', name: 'Postmark (ActiveCampaign, LLC)', location: 'US' },
    { role: 'ai', name: 'OpenAI, L.L.C.', location: 'US' },
    { role: 'forms', name: 'Web3Forms', location: 'US' },
  ],
  isSample: PROCESSORS_ARE_SAMPLE,
}

/**
 * The video host the website embeds: listed among the providers only while a video the website plays is a YouTube
 * address (`processorList`); the player loads only when the visitor presses play. Not a sample: it follows the build's
 * video settings (VITE_VIDEO_URL, VITE_DEMO_VIDEO_URL).
 */
const YOUTUBE: Processor = { role: 'video', name: 'Google LLC (YouTube)', location: 'US' }

/** youtube.com, youtube-nocookie.com and youtu.be, with any subdomain (www., m.). */
const isYouTubeUrl = (url: string): boolean => {
  try {
    return /(?:^|\.)(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i.test(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * The providers' table for the videos the website actually plays (the why-AI video once it is not the placeholder,
 * the Watch demo video once set): PROCESSORS, plus Google LLC when one of them is on YouTube.
 */
export function processorList(videoUrls: readonly string[]): readonly Processor[] {
  return videoUrls.some(isYouTubeUrl) ? [...PROCESSORS.list, YOUTUBE] : PROCESSORS.list
}

/**
 * What the AI model provider may do with the requests we send it (privacy policy, "AI and your data"; the terms'
 * data-processing section). `zeroRetention`: a zero-data-retention agreement is signed, so the provider keeps no
 * request once it has answered; otherwise its standard API terms apply, under which it may keep requests for up to
 * `retentionDays` days to monitor for abuse (and longer only where the law requires), and does not train on them.
 * SAMPLE: the standard terms of the provider in PROCESSORS (OpenAI: 30 days); set what the signed contract says.
 */
export const AI_PROVIDER_TERMS: { zeroRetention: boolean; retentionDays: number; isSample: boolean } = {
  zeroRetention: false,
  retentionDays: 30,
  isSample: AI_PROVIDER_TERMS_IS_SAMPLE,
}

/**
 * How long each kind of data is kept (the privacy policy's retention list), one unit per field: account data after
 * the account closes (days), deleted data in backups (days), ebook form submissions (months after the request,
 * unless the person unsubscribes first), support e-mail (months after the conversation), billing records (years, for
 * tax law), server logs (days). Customer files follow the export window (DATA_EXPORT_WINDOW). SAMPLE: usual periods;
 * the owner sets the ones the systems actually apply.
 */
export const DATA_RETENTION: {
  accountDays: number
  backupDays: number
  ebookMonths: number
  supportMonths: number
  billingYears: number
  logDays: number
  isSample: boolean
} = {
  accountDays: 90,
  backupDays: 35,
  ebookMonths: 24,
  supportMonths: 24,
  billingYears: 7,
  logDays: 90,
  isSample: DATA_RETENTION_IS_SAMPLE,
}

/**
 * The terms' security-incident clause: we notify the customer without undue delay and at the latest this many hours
 * after confirming an incident. SAMPLE: 72 hours, a common commitment; the owner sets what its response plan meets.
 */
export const INCIDENT_NOTICE: { hours: number; isSample: boolean } = { hours: 72, isSample: INCIDENT_NOTICE_IS_SAMPLE }

/**
 * The days after a subscription ends or an account closes during which the customer can still export its content
 * (terms, termination; privacy policy, retention), after which it is deleted. SAMPLE: 30 days.
 */
export const DATA_EXPORT_WINDOW: { days: number; isSample: boolean } = { days: 30, isSample: DATA_EXPORT_WINDOW_IS_SAMPLE }
