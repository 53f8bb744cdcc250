/** Reading parts of an address. Small on purpose: the boot script (src/boot.ts) shares it with the application. */
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
