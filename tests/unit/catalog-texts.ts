import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** Every catalog text of a locale as [namespace:key, text] (the glossary and the same-as-English list aside). */
export function catalogTexts(locale: string): [string, string][] {
  const out: [string, string][] = []
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.push([key, node])
    else for (const [k, v] of Object.entries(node as Record<string, unknown>)) walk(v, key.endsWith(':') ? `${key}${k}` : `${key}.${k}`)
  }
  for (const file of readdirSync(path.join(root, 'locales', locale)).filter(
    (f) => f.endsWith('.json') && !['glossary.json', 'same-as-en.json'].includes(f),
  ))
    walk(JSON.parse(readFileSync(path.join(root, 'locales', locale, file), 'utf8')), `${file.replace(/\.json$/, '')}:`)
  return out
}
