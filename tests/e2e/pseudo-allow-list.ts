/**
 * Visible text that may appear on a page of the pseudo-locale build without pseudo marks, because
 * it rightly does not come from a catalog (tests/e2e/pseudo-locale.spec.ts). Every entry says why.
 * Interface words (labels, buttons, headings, messages) never belong here: move them into
 * locales/en and locales/es instead. Keep the list short and each pattern narrow.
 */
import { PROCESSORS } from '../../src/content/legal-settings'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export type AllowEntry = {
  /** The whole text (whitespace collapsed), or a pattern it must match entirely. */
  text: string | RegExp
  /** Why this text is not, and should not be, in a catalog. */
  reason: string
  /** Only on these pages (pathname pattern); everywhere when absent. */
  pages?: RegExp
  /** Only in this element, as the spec describes it (e.g. /^<time>$/); anywhere when absent. */
  where?: RegExp
}

const PSEUDO_ALLOW_LIST: readonly AllowEntry[] = [
  {
    text: new RegExp(PROCESSORS.list.map((p) => escapeRegExp(p.name)).join('|')),
    pages: /^(?:\/qps)?\/privacy-policy$/,
    where: /^<th>$/,
    reason:
      "The service providers' legal names in the privacy policy's table (PROCESSORS, src/content/legal-settings.ts): company names, the same in every language.",
  },
  {
    text: /(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}|\d{1,2}\. (?:Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez)[a-zä]*\.? \d{4}/,
    where: /^<time>$/,
    reason: 'A date formatted by Intl.DateTimeFormat in the page locale (the pseudo-locale formats as de-DE): data, not catalog text.',
  },
  {
    text: /(?:support|careers)@cleansuite\.ai/,
    reason: 'An e-mail address from src/lib/config.ts, passed into a catalog message as a value; the same in every language.',
  },
  {
    text: /I-(?:10|20|35W?|45)|US-290/,
    pages: /^(?:\/qps)?\/leads-contracts$/,
    where: /^<text>$/,
    reason: 'Highway names on the sample lead map (LeadMap.tsx): proper names, the same in Spanish.',
  },
  {
    text: /\d+ [\w .]+, [A-Z][\w ]+, TX \d{5}/,
    pages: /^(?:\/qps)?\/leads-contracts$/,
    where: /^<p>$/,
    reason: 'Street addresses of the sample leads (src/content/tools/leads-contracts-leads.ts): sample data, not interface.',
  },
]

/** The entry that allows `text`, shown in `where` on `pathname`, if any. */
export function allowEntry(text: string, pathname: string, where = ''): AllowEntry | undefined {
  return PSEUDO_ALLOW_LIST.find((entry) => {
    if (entry.pages && !entry.pages.test(pathname)) return false
    if (entry.where && !entry.where.test(where)) return false
    if (typeof entry.text === 'string') return entry.text === text
    const match = entry.text.exec(text)
    return match !== null && match.index === 0 && match[0].length === text.length
  })
}
