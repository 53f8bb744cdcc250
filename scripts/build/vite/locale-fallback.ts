import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

type Catalog = { [key: string]: string | Catalog }

/** The key a catalog filled in entirely from English carries (read and removed by scripts/build/vite/icu-compile.ts). */
export const ENGLISH_ONLY = '@englishOnly'

function hasText(catalog: Catalog): boolean {
  return Object.values(catalog).some((value) => (typeof value === 'string' ? value.trim() !== '' : hasText(value)))
}

/** Deep-merge: keys missing (or empty) in `target` are taken from `source`. */
export function withFallback(target: Catalog, source: Catalog): Catalog {
  const out: Catalog = { ...target }
  for (const [key, value] of Object.entries(source)) {
    const current = out[key]
    if (typeof value === 'string') {
      if (typeof current !== 'string' || current.trim() === '') out[key] = value
    } else {
      out[key] = withFallback(typeof current === 'object' ? current : {}, value)
    }
  }
  return out
}

/**
 * Every non-English catalog is shipped with the English text filled in for any key the
 * translation lacks, so a page loads exactly one locale's catalog and still never shows a
 * raw key. `npm run i18n:check` reports such gaps; this is the run-time safety net.
 */
export function localeFallback(sourceLocale = 'en'): Plugin {
  const pattern = /[\\/]locales[\\/]([a-zA-Z]{2,3}(?:-[a-zA-Z0-9]+)*)[\\/]([^\\/]+)\.json$/
  return {
    name: 'locale-fallback',
    enforce: 'pre',
    transform(code, id) {
      const match = pattern.exec(id.split('?')[0] ?? '')
      if (!match || match[1] === sourceLocale) return null
      const sourceFile = path.join(path.dirname(path.dirname(id.split('?')[0] ?? '')), sourceLocale, `${match[2]}.json`)
      if (!existsSync(sourceFile)) return null
      this.addWatchFile(sourceFile)
      const target = JSON.parse(code) as Catalog
      const merged = withFallback(target, JSON.parse(readFileSync(sourceFile, 'utf8')) as Catalog)
      // A catalog with no text of its own yet (a locale in progress) is all English: scripts/build/vite/icu-compile.ts
      // passes that on, and the page marks its main content lang="en" (src/i18n/catalogs.ts).
      if (!hasText(target)) merged[ENGLISH_ONLY] = 'true'
      return { code: JSON.stringify(merged), map: null }
    },
  }
}
