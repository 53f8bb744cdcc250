import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales'

/** The long sample outputs: one markdown file per tool, example and locale (in the browser, each its own lazy chunk). */
const files = import.meta.glob<string>('../../../locales/*/examples/*/*.md', { query: '?raw', import: 'default' })

/** The same files read at once, handed over by the server entry (entry-server.tsx): the pre-render draws them. */
let eager: Readonly<Record<string, string>> | null = null

/** A file's key from where it is globbed: `locales/<locale>/examples/<tool>/<key>.md`. */
const fromLocales = (file: string) => file.replace(/^(\.\.\/)+/, '')

/** The server entry's eager copy of the examples (globbed from wherever): pages are then drawn with their examples. */
export function registerExampleSources(sources: Readonly<Record<string, string>>): void {
  eager = Object.fromEntries(Object.entries(sources).map(([file, source]) => [fromLocales(file), source]))
}

function exampleFile(locale: Locale, tool: string, key: string): string {
  return `../../../locales/${locale}/examples/${tool}/${key}.md`
}

/** Whether a locale (one in progress) lacks its own example, so that it shows in English (marked lang="en"). */
export function exampleInEnglish(locale: Locale, tool: string, key: string): boolean {
  return locale !== DEFAULT_LOCALE && !files[exampleFile(locale, tool, key)]
}

/** An example's markdown, where the server entry has handed them over; `null` in the development application. */
export function exampleSource(locale: Locale, tool: string, key: string): string | null {
  if (!eager) return null
  const source = eager[fromLocales(exampleFile(locale, tool, key))] ?? eager[fromLocales(exampleFile(DEFAULT_LOCALE, tool, key))]
  if (source === undefined) throw new Error(`No example ${locale}/${tool}/${key}`)
  return source
}

/** An example's markdown, loaded (the development application, which has no server entry). */
export async function loadExampleMarkdown(locale: Locale, tool: string, key: string): Promise<string> {
  const load = files[exampleFile(locale, tool, key)] ?? files[exampleFile(DEFAULT_LOCALE, tool, key)]
  if (!load) throw new Error(`No example ${locale}/${tool}/${key}`)
  return load()
}
