import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { loadCatalog } from './catalogs'
import { CompiledIcu } from './compiled-icu'
import { DEFAULT_LOCALE, type Locale } from './locales'

export const i18n = i18next.createInstance()
const icu = new CompiledIcu()

void i18n
  .use(icu)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    // No run-time fallback: each locale's catalog ships complete (English filled in at build time),
    // so a Spanish page never downloads English strings.
    fallbackLng: false,
    supportedLngs: ['en', 'es'],
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

/** Loads the namespaces of a page in a locale (once) and makes that locale active. */
export async function ensureLocale(locale: Locale, namespaces: readonly string[]): Promise<void> {
  await Promise.all(
    namespaces.map((ns) => {
      if (i18n.hasResourceBundle(locale, ns)) return Promise.resolve()
      const id = `${locale}/${ns}`
      let load = pending.get(id)
      if (!load) {
        load = loadCatalog(locale, ns).then((catalog) => {
          icu.add(locale, ns, catalog.asts)
          i18n.addResourceBundle(locale, ns, catalog.strings, true, true)
        })
        pending.set(id, load)
      }
      return load
    }),
  )
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
}
