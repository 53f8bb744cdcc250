/**
 * Help-center search, pure and locale-independent: active only above 2 characters, matches
 * question or answer text ignoring case and accents ('facturacion' finds 'facturación'), and splits
 * text into plain and matched segments so the page can render <mark> elements.
 */

/** The search needs more than this many characters. */
const MIN_QUERY_LENGTH = 3

const DIACRITICS = /\p{M}/gu

export function isSearchActive(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH
}

/** Lower case, no accents: the form both sides are compared in. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase()
}

/** The folded text with, for every folded character, the index of the original character it came from. */
function foldWithMap(text: string): { folded: string; sourceIndex: number[] } {
  let folded = ''
  const sourceIndex: number[] = []
  let index = 0
  for (const char of text) {
    const part = fold(char)
    for (let i = 0; i < part.length; i++) sourceIndex.push(index)
    folded += part
    index += char.length
  }
  sourceIndex.push(text.length)
  return { folded, sourceIndex }
}

export type Segment = { text: string; match: boolean }

/** Text split into segments; matched ones are the occurrences of the query (ignoring case and accents). */
export function highlightSegments(text: string, query: string): Segment[] {
  const needle = fold(query.trim())
  if (!isSearchActive(query) || !needle) return [{ text, match: false }]
  const { folded, sourceIndex } = foldWithMap(text)
  const segments: Segment[] = []
  let cursor = 0
  let from = folded.indexOf(needle)
  while (from !== -1) {
    const start = sourceIndex[from]!
    const endFolded = from + needle.length
    // Extend to the end of the original character the last folded character belongs to.
    const lastSource = sourceIndex[endFolded - 1]!
    let end = sourceIndex[endFolded]!
    if (end <= lastSource) end = lastSource + 1
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false })
    segments.push({ text: text.slice(start, end), match: true })
    cursor = end
    from = folded.indexOf(needle, endFolded)
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), match: false })
  return segments
}

function matches(text: string, query: string): boolean {
  return isSearchActive(query) && fold(text).includes(fold(query.trim()))
}

/** Items whose question or answer contains the query; every item while the search is inactive. */
export function searchItems<T extends { question: string; answer: string }>(items: readonly T[], query: string): T[] {
  if (!isSearchActive(query)) return [...items]
  return items.filter((item) => matches(item.question, query) || matches(item.answer, query))
}
