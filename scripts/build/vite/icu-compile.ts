import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'
import { ENGLISH_ONLY } from './locale-fallback.ts'

type Catalog = { [key: string]: string | Catalog }

/** What a catalog module exports once compiled: the strings for i18next, and the parsed form of every message that needs formatting. */
export type CompiledCatalog = { strings: Catalog; asts: Record<string, MessageFormatElement[]>; englishOnly?: true }

/**
 * Parses every message of a catalog at build time, exactly as i18next-icu would at run time
 * (`ignoreTag`, so <Trans> tags stay text), so the browser never needs the ICU parser. A message
 * that is plain text (its parse is one literal equal to the source) gets no AST: it is shown as is.
 * Keys are the catalog's dotted paths, as i18next passes them.
 */
export function compileCatalog(strings: Catalog, prefix = '', asts: Record<string, MessageFormatElement[]> = {}): CompiledCatalog {
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value !== 'string') {
      compileCatalog(value, path, asts)
      continue
    }
    const ast = parse(value, { ignoreTag: true })
    const plain = ast.length === 0 || (ast.length === 1 && ast[0]!.type === 0 && ast[0]!.value === value)
    if (!plain) asts[path] = ast
  }
  return { strings, asts }
}

/** Vite plugin: every `locales/<lng>/<ns>.json` module becomes `{ strings, asts }` (see src/i18n/catalogs.ts). */
export function icuCompile(): Plugin {
  const pattern = /[\\/]locales[\\/][a-zA-Z]{2,3}(?:-[a-zA-Z0-9]+)*[\\/][^\\/]+\.json$/
  return {
    name: 'icu-compile',
    enforce: 'pre',
    transform(code, id) {
      if (!pattern.test(id.split('?')[0] ?? '')) return null
      // moduleType: a catalog loaded with a query (the pseudo-locale's ?locale=qps) is JSON too.
      const { [ENGLISH_ONLY]: englishOnly, ...strings } = JSON.parse(code) as Catalog
      const compiled = compileCatalog(strings)
      return { code: JSON.stringify(englishOnly ? { ...compiled, englishOnly: true } : compiled), map: null, moduleType: 'json' }
    },
  }
}
