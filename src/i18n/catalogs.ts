import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import pseudoCatalogs from 'virtual:pseudo-catalogs'
import { DEFAULT_LOCALE, type Locale } from './locales'

type Catalog = Record<string, unknown>
/** A catalog as the build ships it (scripts/build/vite/icu-compile.ts): its strings, and its messages already parsed. */
export type CompiledCatalog = { strings: Catalog; asts: Record<string, MessageFormatElement[]>; englishOnly?: true }

/**
 * One lazy chunk per locale and namespace: a page downloads only its own locale's strings.
 * Non-English catalogs arrive with English filled in for any missing key (see scripts/build/vite/locale-fallback.ts).
 */
const loaders = import.meta.glob<CompiledCatalog>(
  // Not catalogs: the translators' glossary and allow-list (tooling data, read by npm run i18n:check).
  ['../../locales/*/*.json', '!../../locales/*/glossary.json', '!../../locales/*/same-as-en.json'],
  { import: 'default' },
)

/**
 * A locale's catalog of a namespace; a locale in progress without that file yet gets English's (its
 * missing keys are filled in from English at build time). The pseudo build's pseudo-locale has no
 * folder: its catalogs are English's, turned into pseudo text (scripts/build/vite/pseudo-locale.ts).
 */
export async function loadCatalog(locale: Locale, ns: string): Promise<CompiledCatalog> {
  const own = loaders[`../../locales/${locale}/${ns}.json`] ?? pseudoCatalogs[`${locale}/${ns}`]
  const loader = own ?? loaders[`../../locales/${DEFAULT_LOCALE}/${ns}.json`]
  if (!loader) throw new Error(`No catalog for ${locale}/${ns}`)
  const catalog = await loader()
  if (locale !== DEFAULT_LOCALE && (!own || catalog.englishOnly)) englishOnly.add(`${locale}/${ns}`)
  return catalog
}

const englishOnly = new Set<string>()

/** Whether a locale (one in progress) has no text of its own in a namespace yet, so that it shows all in English. */
export function isEnglishOnly(locale: Locale, ns: string): boolean {
  return englishOnly.has(`${locale}/${ns}`)
}
