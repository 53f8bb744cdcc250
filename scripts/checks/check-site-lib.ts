/**
 * Checks over a built site (dist/): internal links and anchors resolve, new-tab links carry
 * rel="noopener noreferrer", and every page is valid HTML (html-validate). Pure functions over
 * file contents, so the unit tests can feed them small fixtures.
 */
import { HtmlValidate, type ConfigData } from 'html-validate'

/**
 * html-validate's recommended rules, minus the ones that only restate a style choice of React or
 * Mantine that is valid HTML, each for a stated reason. Everything about structure, content model,
 * ARIA, ids, labels and attributes stays on.
 */
const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // `<!doctype html>`: the lowercase doctype is valid HTML (Vite's template).
    'doctype-style': 'off',
    // React writes `<meta ... />` and the template `<meta ...>`: both are valid HTML syntax.
    'void-style': 'off',
    // React writes boolean attributes as `disabled=""`: valid HTML.
    'attribute-boolean-style': 'off',
    // React writes `hidden` as `hidden=""` (html-validate counts it as enumerated, for `until-found`): valid HTML.
    'attribute-empty-style': 'off',
    // React serialises the prop hrefLang as `hrefLang`; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // Mantine passes its CSS variables through style attributes (the CSP allows inline styles, not scripts).
    'no-inline-style': 'off',
    // The WAI-ARIA accordion pattern (Mantine Accordion) uses role="region" on the panel <div>, and
    // Mantine Progress a labelled role="progressbar" <div> (a native <progress> cannot be styled alike).
    'prefer-native-element': ['error', { exclude: ['region', 'progressbar'] }],
    // aria-label on lists and other elements with a namable implicit role is valid ARIA.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A data table that stacks its rows as blocks on phones (the content manager's recent content) states its table
    // roles again: a CSS display other than table's drops them in WebKit's accessibility tree. Other roles stay checked.
    'no-redundant-role': ['error', { exclude: ['table', 'rowgroup', 'row', 'cell', 'rowheader', 'columnheader'] }],
    // Tool titles are '<product> - <tagline> | <brand>' by specification; Spanish runs longer.
    'long-title': ['error', { maxlength: 90 }],
  },
}

/**
 * Mantine's responsive props (SimpleGrid cols, hiddenFrom) write a small <style> element next to
 * the component. Browsers apply it, but HTML allows <style> only in <head>; they are removed before
 * validation so the content-model rule still checks everything else.
 */
export function withoutBodyStyles(html: string): string {
  const bodyStart = html.indexOf('<body')
  if (bodyStart < 0) return html
  return html.slice(0, bodyStart) + html.slice(bodyStart).replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
}

export type SitePage = { path: string; html: string }
export type SiteProblem = { page: string; message: string }

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/** Ids present in a page (anchors can point at them). */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)))
}

/**
 * Link problems of every page: internal hrefs (a, link) must name a built page or file, `#id`
 * fragments an element of the target page, and target="_blank" links rel="noopener noreferrer".
 * `exists(path)` says whether a path is served (a page or a file).
 */
export function linkProblems(pages: readonly SitePage[], exists: (path: string) => boolean): SiteProblem[] {
  const byPath = new Map(pages.map((p) => [p.path, p]))
  const idCache = new Map<string, Set<string>>()
  const ids = (path: string) => {
    if (!idCache.has(path)) idCache.set(path, idsOf(byPath.get(path)?.html ?? ''))
    return idCache.get(path)!
  }
  const problems: SiteProblem[] = []
  for (const page of pages) {
    for (const [tag] of page.html.matchAll(/<(?:a|link)\b[^>]*>/g)) {
      const href = attr(tag, 'href')
      if (tag.startsWith('<a') && /\starget="_blank"/.test(tag)) {
        const rel = (attr(tag, 'rel') ?? '').split(/\s+/)
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
          problems.push({ page: page.path, message: `target="_blank" without rel="noopener noreferrer": ${href ?? tag}` })
        }
      }
      if (href === undefined || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue
      const url = new URL(decode(href), `https://site.invalid${page.path}`)
      const target = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname
      const fragment = decodeURIComponent(url.hash.slice(1))
      if (!exists(target)) {
        problems.push({ page: page.path, message: `broken link: ${href}` })
        continue
      }
      if (fragment && byPath.has(target) && !ids(target).has(fragment)) {
        problems.push({ page: page.path, message: `missing anchor: ${href} (no element with id "${fragment}" on ${target})` })
      }
    }
  }
  return problems
}

export async function htmlProblems(pages: readonly SitePage[]): Promise<SiteProblem[]> {
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
  const problems: SiteProblem[] = []
  for (const page of pages) {
    const report = await validator.validateString(withoutBodyStyles(page.html), page.path)
    for (const result of report.results) {
      for (const m of result.messages) problems.push({ page: page.path, message: `${m.ruleId} (${m.line}:${m.column}): ${m.message}` })
    }
  }
  return problems
}
