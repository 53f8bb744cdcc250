/**
 * Help-center search, pure and locale-independent. Active only above 2 characters. It matches word forms, not
 * strings: each word of the query is cut to its stem (a light English and Spanish suffix strip: 'cancelar',
 * 'cancela', 'cancels' and 'canceled' all become 'cancel') and finds the words of a question or answer that
 * begin with that stem, ignoring case and accents ('facturacion' finds 'facturación'). Every query word must be
 * found. The text is split into plain and matched segments, a matched segment being a whole word, so the page
 * renders <mark> around 'facturación', never around a piece of it.
 */

/** The search needs more than this many characters. */
const MIN_QUERY_LENGTH = 3

/** A stem keeps at least this many letters ('data' stays 'data' and does not find 'date'). */
const MIN_STEM_LENGTH = 4

/** Query words shorter than this ('a', 'de', 'la', 'to') are skipped unless the query is only short words. */
const MIN_WORD_LENGTH = 3

const DIACRITICS = /\p{M}/gu
/** A word: letters and digits (with their accents, composed or not) and one apostrophe inside ("client’s"). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu

/**
 * Inflections of English and Spanish, longest first (folded: no accents). Derivations beyond these ('cancellation')
 * still match, because a stem matches every word that starts with it.
 */
const SUFFIXES = [
  'aciones',
  'amientos',
  'amiento',
  'iciones',
  'acion',
  'icion',
  'ations',
  'ation',
  'ieron',
  'aron',
  'ando',
  'iendo',
  'ados',
  'adas',
  'idos',
  'idas',
  'ado',
  'ada',
  'ido',
  'ida',
  'ing',
  'ies',
  'ied',
  'ar',
  'er',
  'ir',
  'ed',
  'es',
  'as',
  'os',
  'ly',
  'a',
  'e',
  'o',
  's',
] as const

export function isSearchActive(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH
}

/** Lower case, no accents: the form both sides are compared in. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase()
}

/** The stem of one folded word: its longest inflection removed while at least MIN_STEM_LENGTH letters remain. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM_LENGTH) return word.slice(0, -suffix.length)
  }
  return word
}

/** The query's stems, one per word (short words dropped when longer ones are there), no repeats. */
export function queryStems(query: string): string[] {
  const words = fold(query.trim()).match(WORD) ?? []
  const long = words.filter((w) => w.length >= MIN_WORD_LENGTH)
  return [...new Set((long.length > 0 ? long : words).map(stem))]
}

type Word = { start: number; end: number; folded: string }

/** The words of a text, with where each stands in the original (accents and all). */
function wordsOf(text: string): Word[] {
  const words: Word[] = []
  for (const match of text.matchAll(WORD)) {
    words.push({ start: match.index, end: match.index + match[0].length, folded: fold(match[0]) })
  }
  return words
}

const found = (word: Word, stems: readonly string[]) => stems.some((s) => word.folded.startsWith(s))

export type Segment = { text: string; match: boolean }

/** Text split into segments; matched ones are the whole words that begin with one of the query's stems. */
export function highlightSegments(text: string, query: string): Segment[] {
  const stems = isSearchActive(query) ? queryStems(query) : []
  if (stems.length === 0) return [{ text, match: false }]
  const segments: Segment[] = []
  let cursor = 0
  for (const word of wordsOf(text)) {
    if (!found(word, stems)) continue
    if (word.start > cursor) segments.push({ text: text.slice(cursor, word.start), match: false })
    segments.push({ text: text.slice(word.start, word.end), match: true })
    cursor = word.end
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), match: false })
  return segments
}

/** Items in which every word of the query is found (question and answer together); every item while inactive. */
export function searchItems<T extends { question: string; answer: string }>(items: readonly T[], query: string): T[] {
  if (!isSearchActive(query)) return [...items]
  const stems = queryStems(query)
  if (stems.length === 0) return []
  return items.filter((item) => {
    const words = [...wordsOf(item.question), ...wordsOf(item.answer)]
    return stems.every((s) => words.some((w) => w.folded.startsWith(s)))
  })
}
