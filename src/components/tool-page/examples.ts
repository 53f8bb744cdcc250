import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales'

/** The long sample outputs: one markdown file per tool, example and locale, each its own lazy chunk. */
const files = import.meta.glob<string>('../../../locales/*/examples/*/*.md', { query: '?raw', import: 'default' })

function exampleFile(locale: Locale, tool: string, key: string): string {
  return `../../../locales/${locale}/examples/${tool}/${key}.md`
}

/** Whether a locale (one in progress) lacks its own example, so that it shows in English (marked lang="en"). */
export function exampleInEnglish(locale: Locale, tool: string, key: string): boolean {
  return locale !== DEFAULT_LOCALE && !files[exampleFile(locale, tool, key)]
}

export async function loadExampleMarkdown(locale: Locale, tool: string, key: string): Promise<string> {
  const load = files[exampleFile(locale, tool, key)] ?? files[exampleFile(DEFAULT_LOCALE, tool, key)]
  if (!load) throw new Error(`No example ${locale}/${tool}/${key}`)
  return load()
}
