/**
 * Small pure helpers of the catalog check (check-lib.ts and its steps): values and error messages, JSON
 * positions, sorting, lists, files and paths. No rule of the check lives here.
 */
import fs from 'node:fs'
import path from 'node:path'

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

export function isBlank(value: string): boolean {
  return value.trim() === ''
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** JSON.parse error message, with line/column added when the engine only gives a position. */
export function jsonErrorMessage(err: unknown, text: string): string {
  const msg = errorMessage(err)
  const pos = /position (\d+)/.exec(msg)?.[1]
  if (pos === undefined || /line \d+/.test(msg)) return msg
  const before = text.slice(0, Number(pos))
  const line = before.split('\n').length
  const column = Number(pos) - before.lastIndexOf('\n')
  return `${msg} (line ${line}, column ${column})`
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

export function formatSet(values: Iterable<string>, wrap: (v: string) => string): string {
  const list = [...values].sort(compareStrings)
  return list.length === 0 ? '(none)' : list.map(wrap).join(', ')
}

export function listFilesRecursive(dir: string, accept: (name: string) => boolean): string[] {
  const out: string[] = []
  const walk = (current: string): void => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(current, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full)
      } else if (entry.isFile() && accept(entry.name)) {
        out.push(full)
      }
    }
  }
  walk(dir)
  return out.sort(compareStrings)
}

export function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory()
  } catch {
    return false
  }
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}

export function splitId(id: string): [string, string] {
  const colon = id.indexOf(':')
  return [id.slice(0, colon), id.slice(colon + 1)]
}
