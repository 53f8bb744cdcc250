/**
 * The check's steps on a translation's markdown: the examples (locales/<lng>/examples/) and the ebook
 * (locales/<lng>/ebook/, the playbook PDF's text) have the same files in every locale, none empty, and each
 * ebook file keeps its English's outline (headings, tables and rows, checkboxes, page breaks, links).
 */
import path from 'node:path'
import type { Ctx, LocaleData } from './catalogs.js'
import { compareStrings, isBlank } from './check-util.js'

/**
 * What a translation of an ebook file must keep: headings per level, tables and their rows,
 * checkboxes (task items and "[ ]" cells), page breaks (---) and links. Line by line, outside fences.
 */
function markdownOutline(text: string): Record<string, number> {
  const outline: Record<string, number> = {}
  const count = (what: string, n = 1): void => {
    if (n > 0) outline[what] = (outline[what] ?? 0) + n
  }
  let fenced = false
  let inTable = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('```')) fenced = !fenced
    if (fenced) continue
    const heading = /^(#{1,6}) /.exec(line)
    if (heading?.[1]) count(`level-${heading[1].length} headings`)
    const tableLine = line.startsWith('|')
    if (tableLine && !inTable) count('tables')
    else if (tableLine && !/^[\s|:-]*$/.test(line)) count('table rows')
    inTable = tableLine
    if (line === '---' || line === '***') count('page breaks')
    count('checkboxes', line.split('[ ]').length - 1)
    count('links', line.split('](').length - 1)
  }
  return outline
}

function describeOutlineDiff(
  source: Record<string, number>,
  target: Record<string, number>,
  sourceLocale: string,
  targetLocale: string,
): string | null {
  const keys = [...new Set([...Object.keys(source), ...Object.keys(target)])].sort(compareStrings)
  const diffs = keys
    .filter((k) => (source[k] ?? 0) !== (target[k] ?? 0))
    .map((k) => `${k}: ${sourceLocale} ${source[k] ?? 0}, ${targetLocale} ${target[k] ?? 0}`)
  return diffs.length === 0 ? null : `ebook structure differs from ${sourceLocale} (${diffs.join('; ')})`
}

export function checkExamples(ctx: Ctx, ld: LocaleData): void {
  const { source, sourceLocale } = ctx
  const target = ld.locale
  for (const rel of new Set([...source.examples.keys(), ...ld.examples.keys()])) {
    const s = source.examples.get(rel)
    const t = ld.examples.get(rel)
    const exPath = (locale: string): string => ctx.display(path.join(ctx.opts.localesDir, locale, 'examples', rel))
    if (s === undefined) {
      ctx.add('missing-example', exPath(sourceLocale), '-', `example missing in ${sourceLocale} (present in ${target})`)
    } else if (t === undefined) {
      ctx.add('missing-example', exPath(target), '-', `example missing in ${target} (present in ${sourceLocale})`)
    } else {
      if (isBlank(s)) ctx.add('missing-example', exPath(sourceLocale), '-', `example empty in ${sourceLocale}`)
      if (isBlank(t)) ctx.add('missing-example', exPath(target), '-', `example empty in ${target} (counts as missing)`)
    }
  }
}

/** Ebook files: the same rules as the examples, plus the same outline. */
export function checkEbook(ctx: Ctx, ld: LocaleData): void {
  const { source, sourceLocale } = ctx
  const target = ld.locale
  for (const rel of [...new Set([...source.ebook.keys(), ...ld.ebook.keys()])].sort(compareStrings)) {
    const s = source.ebook.get(rel)
    const t = ld.ebook.get(rel)
    const ebPath = (locale: string): string => ctx.display(path.join(ctx.opts.localesDir, locale, 'ebook', rel))
    if (s === undefined) {
      ctx.add('missing-ebook-file', ebPath(sourceLocale), '-', `ebook file missing in ${sourceLocale} (present in ${target})`)
    } else if (t === undefined) {
      ctx.add('missing-ebook-file', ebPath(target), '-', `ebook file missing in ${target} (present in ${sourceLocale})`)
    } else if (isBlank(s) || isBlank(t)) {
      if (isBlank(s)) ctx.add('missing-ebook-file', ebPath(sourceLocale), '-', `ebook file empty in ${sourceLocale}`)
      if (isBlank(t)) ctx.add('missing-ebook-file', ebPath(target), '-', `ebook file empty in ${target} (counts as missing)`)
    } else {
      const diff = describeOutlineDiff(markdownOutline(s), markdownOutline(t), sourceLocale, target)
      if (diff) ctx.add('ebook-structure-mismatch', ebPath(target), '-', diff)
    }
  }
}
