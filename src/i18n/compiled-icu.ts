import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { I18nFormatModule, i18n as I18n } from 'i18next'
import ICU from 'i18next-icu'
import { IntlMessageFormat } from 'intl-messageformat'
import { INTL_LOCALE, isLocale } from './locales'

type Parse = (res: unknown, options: unknown, lng: string, ns: string, key: string, info: unknown) => unknown

/**
 * i18next-icu fed with messages parsed at build time (scripts/build/vite/icu-compile.ts): the browser
 * never runs the ICU parser, and the build aliases it away (vite.config.ts). A key with no
 * compiled message is plain text and is returned as is; every other key is formatted by
 * i18next-icu (intl-messageformat) from its AST, with the same options as before, in the
 * language's INTL_LOCALE (es -> es-US) rather than the bare i18next code.
 */
/**
 * intl-messageformat resolves the locale anew for every message it constructs
 * (`Intl.NumberFormat.supportedLocalesOf` plus a new `Intl.Locale`): about 1 ms each at 4x CPU, 184 ms of
 * main-thread time on /pricing's hydration. A site has two locales, so the answer is computed once per
 * locale list; `Intl.Locale` objects are immutable, so sharing one is safe.
 */
const resolveLocaleOnce = IntlMessageFormat.resolveLocale
const resolvedLocales = new Map<string, Intl.Locale | undefined>()
IntlMessageFormat.resolveLocale = (locales) => {
  const id = String(locales)
  if (!resolvedLocales.has(id)) resolvedLocales.set(id, resolveLocaleOnce(locales))
  return resolvedLocales.get(id)
}

export class CompiledIcu implements I18nFormatModule {
  readonly type = 'i18nFormat' as const
  // Numbers and dates in a message ({price, number, ::currency/USD}, {d, date, long}) follow
  // INTL_LOCALE, like every other formatter: Spanish ('es') formats as es-US.
  private readonly icu = new ICU({ parseLngForICU: (lng) => (isLocale(lng) ? INTL_LOCALE[lng] : lng) })
  private readonly asts = new Map<string, MessageFormatElement[]>()

  init(i18next: I18n) {
    this.icu.init(i18next)
  }

  /** Registers the parsed messages of one catalog (keys are the catalog's dotted paths). */
  add(lng: string, ns: string, asts: Record<string, MessageFormatElement[]>) {
    for (const [key, ast] of Object.entries(asts)) this.asts.set(`${lng}|${ns}|${key}`, ast)
  }

  /** The parsed message of a key (undefined for plain text): islands carry it to the browser (src/islands/messages.ts). */
  astOf(lng: string, ns: string, key: string): MessageFormatElement[] | undefined {
    return this.asts.get(`${lng}|${ns}|${key}`)
  }

  parse(res: unknown, options: unknown, lng: string, ns: string, key: string, info: unknown): unknown {
    const ast = this.asts.get(`${lng}|${ns}|${key}`)
    if (ast === undefined) return res
    return (this.icu as unknown as { parse: Parse }).parse(ast, options, lng, ns, key, info)
  }

  addLookupKeys(finalKeys: string[]): string[] {
    return finalKeys
  }
}
