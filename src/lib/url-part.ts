/** Reading parts of an address. Small on purpose: the islands runtime (src/islands/boot.ts) loads it up front. */
/**
 * A percent-encoded part of an address (a hash, a path segment) as text, or null when its escapes are malformed
 * (`#help-panel-%`, `%E0%A4%A`): decodeURIComponent throws on those, and a visitor's address must never break a page.
 */
export function decodeUrlPart(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * The page's own address when it was reached under its file's name (`/index`, `/index.html`, `/help-center.html`), from
 * its canonical link; null otherwise. A host that lets a file shadow a redirect rule (Netlify) serves the page there, and
 * the router, reading that address, would render its 404 over the page: the address is put right first.
 */
export function pageAddressOfFileName(pathname: string, canonicalHref: string | null | undefined): string | null {
  if (!/(?:^\/index|\.html)$/.test(pathname) || !canonicalHref) return null
  try {
    const own = new URL(canonicalHref).pathname
    return own === pathname ? null : own
  } catch {
    return null
  }
}
