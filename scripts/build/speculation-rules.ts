/**
 * Speculation Rules (issue 30): Chromium prerenders the page behind a same-site link once a visitor
 * hovers it or starts touching it ("moderate"), and prefetches it on press when it could not prerender
 * it (the browser's own limit of prerendered pages reached). The site's CSP forbids inline scripts, so
 * the rules are a JSON file of the build named by a `Speculation-Rules` response header (in _headers,
 * and sent by `npm start`'s server). A browser without support ignores the header and loses nothing.
 *
 * Never speculated: the form inbox (/api/), the playbook PDFs and other files, anything with a query
 * (an open example, a prefilled calculator), links to this page's own sections, downloads, links that
 * open a new tab, and links marked nofollow.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'

type Where = Record<string, unknown>

const PAGES: Where = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/api/*' } },
    { not: { href_matches: '/assets/*' } },
    { not: { href_matches: '/*.pdf' } },
    { not: { selector_matches: "a[href*='?'], a[href^='#'], a[download], a[target='_blank'], a[rel~='nofollow']" } },
  ],
}

export function speculationRules() {
  return {
    prerender: [{ source: 'document', where: PAGES, eagerness: 'moderate' }],
    prefetch: [{ source: 'document', where: PAGES, eagerness: 'conservative' }],
  }
}
