/**
 * Visible text that may appear on a page of the pseudo-locale build without pseudo marks, because
 * it rightly does not come from a catalog (tests/e2e/pseudo-locale.spec.ts). Every entry says why.
 * Interface words (labels, buttons, headings, messages) never belong here: move them into
 * locales/en and locales/es instead. Keep the list short and each pattern narrow.
 */
export type AllowEntry = {
  /** The whole text (whitespace collapsed), or a pattern it must match entirely. */
  text: string | RegExp
  /** Why this text is not, and should not be, in a catalog. */
  reason: string
  /** Only on these pages (pathname pattern); everywhere when absent. */
  pages?: RegExp
}

export const PSEUDO_ALLOW_LIST: readonly AllowEntry[] = []

/** The entry that allows `text` on `pathname`, if any. */
export function allowEntry(text: string, pathname: string): AllowEntry | undefined {
  return PSEUDO_ALLOW_LIST.find((entry) => {
    if (entry.pages && !entry.pages.test(pathname)) return false
    if (typeof entry.text === 'string') return entry.text === text
    const match = entry.text.exec(text)
    return match !== null && match.index === 0 && match[0].length === text.length
  })
}
