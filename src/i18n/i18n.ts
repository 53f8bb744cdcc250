import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { loadCatalog } from './catalogs'
import { CompiledIcu } from './compiled-icu'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'

export const i18n = i18next.createInstance()
export const icu = new CompiledIcu()

void i18n
  .use(icu)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    // No run-time fallback: each locale's catalog ships complete (English filled in at build time),
    // so a Spanish page never downloads English strings.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: [],
    defaultNS: 'common',
    nsSeparator: ':',
    keySeparator: '.',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added', transKeepBasicHtmlNodesFor: [] },
  })

const pending = new Map<string, Promise<void>>()

/**
 * Loads namespaces in a locale (once each). `silent`: add them without telling mounted components
 * (react-i18next re-renders every one on 'added'), for strings only a component not yet mounted reads,
 * a deferred section's: its server HTML would otherwise receive an update before it hydrates, and React
 * would drop that HTML and render the section again.
 */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[], { silent = false } = {}): Promise<void> {
  await Promise.all(
    namespaces.map((ns) => {
      if (i18n.hasResourceBundle(locale, ns)) return Promise.resolve()
      const id = `${locale}/${ns}`
      let load = pending.get(id)
      if (!load) {
        load = loadCatalog(locale, ns).then((catalog) => {
          icu.add(locale, ns, catalog.asts)
          i18n.addResourceBundle(locale, ns, catalog.strings, true, true, { silent })
        })
        pending.set(id, load)
      }
      return load
    }),
  )
}

/** Loads the namespaces of a page in a locale, then makes that locale active. */
export async function ensureLocale(locale: Locale, namespaces: readonly string[]): Promise<void> {
  await loadNamespaces(locale, namespaces)
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
}
