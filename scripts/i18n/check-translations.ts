/**
 * The check's steps on each message and its translation: ICU syntax, forbidden tag names and markup in
 * every locale; every key of a translation against its English (present, not empty, the same shape:
 * message-shape.ts; cases, styles, `#`, whitespace: message-rules.ts); values identical to the English that
 * <lng>/same-as-en.json does not allow; the glossary's forbidden terms (glossary.ts); the maximum lengths
 * declared in locales/context.json (context.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { catalogPath, type Ctx, type LocaleData, type ParsedMessage } from './catalogs.js'
import type { ProblemKind } from './check-report.js'
import { errorMessage, formatSet, isBlank, isDirectory, isPlainObject, plural, splitId } from './check-util.js'
import { contextFor, loadContext, measure, type ContextFile, type ContextInfo } from './context.js'
import { describeHit, findForbidden, loadGlossary } from './glossary.js'
import { analyzeMessage, compareShapes, FORBIDDEN_TAG_NAMES } from './message-shape.js'
import { compareCases, compareFormatStyles, comparePounds, compareWhitespace, findMarkup } from './message-rules.js'

interface SameAsSource {
  keys: Map<string, string>
  valuePatterns: RegExp[]
  errors: string[]
}

/**
 * locales/<lng>/same-as-en.json: { "keys": { "ns:key": "reason" }, "valuePatterns": [{ "pattern": "regexp", "reason": "…" }] }.
 * A missing file allows nothing.
 */
function loadSameAsSource(file: string): SameAsSource {
  const out: SameAsSource = { keys: new Map(), valuePatterns: [], errors: [] }
  if (!fs.existsSync(file)) return out
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  } catch (err) {
    out.errors.push(`invalid JSON: ${errorMessage(err)}`)
    return out
  }
  const keys = isPlainObject(data) ? data.keys : undefined
  const patterns = isPlainObject(data) ? (data.valuePatterns ?? []) : undefined
  if (!isPlainObject(keys) || !Array.isArray(patterns)) {
    out.errors.push('expected { "keys": { "ns:key": "reason" }, "valuePatterns": [{ "pattern": "…", "reason": "…" }] }')
    return out
  }
  for (const [id, reason] of Object.entries(keys)) {
    if (typeof reason === 'string' && reason.trim() !== '' && id.includes(':')) out.keys.set(id, reason)
    else out.errors.push(`${id}: an entry is "namespace:key": "reason" (the reason is required)`)
  }
  for (const item of patterns as unknown[]) {
    if (isPlainObject(item) && typeof item.pattern === 'string' && typeof item.reason === 'string' && item.reason.trim() !== '') {
      try {
        out.valuePatterns.push(new RegExp(item.pattern, 'u'))
      } catch (err) {
        out.errors.push(`valuePatterns ${item.pattern}: ${errorMessage(err)}`)
      }
    } else {
      out.errors.push('valuePatterns: each item is { "pattern": "regexp", "reason": "…" }')
    }
  }
  return out
}

/** ICU syntax, forbidden tag names and markup, per locale; fills ctx.parsed. */
export function checkSyntax(ctx: Ctx): void {
  for (const ld of ctx.data.values()) {
    const byKey = new Map<string, ParsedMessage>()
    ctx.parsed.set(ld.locale, byKey)
    for (const catalog of ld.catalogs.values()) {
      for (const [key, message] of catalog.messages) {
        if (isBlank(message)) continue
        for (const p of findMarkup(message)) ctx.add(p.kind, catalog.file, key, p.reason)
        const outcome = analyzeMessage(message)
        if (!outcome.ok) {
          ctx.add('icu-syntax', catalog.file, key, `ICU syntax error: ${outcome.error}`)
          continue
        }
        byKey.set(`${catalog.namespace}:${key}`, { shape: outcome.shape, elements: outcome.elements })
        const forbidden = [...outcome.shape.tags].filter((t) => FORBIDDEN_TAG_NAMES.has(t.toLowerCase()) || /^\d+$/.test(t))
        if (forbidden.length > 0) {
          ctx.add(
            'forbidden-tag',
            catalog.file,
            key,
            `tag name not allowed: ${formatSet(forbidden, (v) => `<${v}>`)} (use a descriptive name such as <strong> or <signupLink>)`,
          )
        }
      }
    }
  }
}

/** Every difference between one source message and its translation. */
function compareMessages(ctx: Ctx, target: string, id: string, s: string, t: string): { kind: ProblemKind; reason: string }[] {
  const src = ctx.parsed.get(ctx.sourceLocale)?.get(id)
  const tgt = ctx.parsed.get(target)?.get(id)
  const out: { kind: ProblemKind; reason: string }[] = compareWhitespace(s, t, ctx.sourceLocale, target)
  if (src === undefined || tgt === undefined) return out // syntax error, already reported
  out.push(
    ...compareShapes(src.shape, tgt.shape, ctx.sourceLocale, target),
    ...compareCases(src.elements, tgt.elements, ctx.sourceLocale, target),
    ...compareFormatStyles(src.elements, tgt.elements, ctx.sourceLocale, target),
    ...comparePounds(src.elements, tgt.elements, target),
  )
  return out
}

export function checkNamespaceParity(ctx: Ctx, ld: LocaleData, namespace: string): void {
  const { source, sourceLocale } = ctx
  const target = ld.locale
  if (!ld.namespaceFiles.has(namespace)) {
    if (isDirectory(path.join(ctx.opts.localesDir, target))) {
      const n = source.catalogs.get(namespace)?.messages.size
      const count = n === undefined ? '' : `, ${plural(n, 'key')}`
      ctx.add(
        'missing-namespace',
        catalogPath(ctx, target, namespace),
        '-',
        `namespace file missing in ${target} (present in ${sourceLocale}${count})`,
      )
    }
    return
  }
  if (!source.namespaceFiles.has(namespace)) {
    ctx.add(
      'missing-namespace',
      catalogPath(ctx, sourceLocale, namespace),
      '-',
      `namespace file missing in ${sourceLocale} (present in ${target})`,
    )
    return
  }
  const srcCat = source.catalogs.get(namespace)
  const tgtCat = ld.catalogs.get(namespace)
  if (srcCat === undefined || tgtCat === undefined) return // invalid JSON, already reported
  for (const key of new Set([...srcCat.messages.keys(), ...tgtCat.messages.keys()])) {
    const s = srcCat.messages.get(key)
    const t = tgtCat.messages.get(key)
    if (s === undefined) {
      ctx.add('missing-translation', srcCat.file, key, `missing in ${sourceLocale} (present in ${target})`)
      continue
    }
    if (t === undefined) {
      ctx.add('missing-translation', tgtCat.file, key, `missing in ${target} (present in ${sourceLocale})`)
      continue
    }
    if (isBlank(s)) ctx.add('missing-translation', srcCat.file, key, `empty in ${sourceLocale}`)
    if (isBlank(t)) ctx.add('missing-translation', tgtCat.file, key, `empty in ${target} (counts as missing)`)
    if (isBlank(s) || isBlank(t)) continue
    for (const diff of compareMessages(ctx, target, `${namespace}:${key}`, s, t)) ctx.add(diff.kind, tgtCat.file, key, diff.reason)
  }
}

/** The text of a message without its `{…}` placeholders (what valuePatterns of same-as-en.json see). */
function withoutPlaceholders(message: string): string {
  let text = message
  for (let previous = ''; previous !== text;) {
    previous = text
    text = text.replace(/\{[^{}]*\}/g, '')
  }
  return text
}

/** Values identical to the source that locales/<lng>/same-as-en.json does not allow (English copied unchanged). */
export function checkSameAsSource(ctx: Ctx, ld: LocaleData): void {
  const file = path.join(ctx.opts.localesDir, ld.locale, `same-as-${ctx.sourceLocale}.json`)
  const allow = loadSameAsSource(file)
  const shown = ctx.display(file)
  for (const error of allow.errors) ctx.add('invalid-same-as-source', shown, '-', error)
  const identical = new Set<string>()
  for (const [namespace, tgtCat] of ld.catalogs) {
    const srcCat = ctx.source.catalogs.get(namespace)
    if (srcCat === undefined) continue
    for (const [key, t] of tgtCat.messages) {
      const s = srcCat.messages.get(key)
      if (s === undefined || s !== t || isBlank(t)) continue
      const id = `${namespace}:${key}`
      identical.add(id)
      if (allow.keys.has(id) || allow.valuePatterns.some((re) => re.test(withoutPlaceholders(t)))) continue
      ctx.add(
        'untranslated',
        tgtCat.file,
        key,
        `identical to ${ctx.sourceLocale}: ${JSON.stringify(t.length > 60 ? `${t.slice(0, 57)}…` : t)} (translate it, or allow-list "${id}" with a reason in ${shown})`,
      )
    }
  }
  for (const id of allow.keys.keys()) {
    if (!identical.has(id))
      ctx.add(
        'invalid-same-as-source',
        shown,
        id,
        `allow-listed, but ${ld.locale} is not identical to ${ctx.sourceLocale} (or the key is gone): remove the entry`,
      )
  }
}

/** Forbidden glossary variants in every value and markdown line of a translation. */
export function checkGlossary(ctx: Ctx, ld: LocaleData): void {
  const file = path.join(ctx.opts.localesDir, ld.locale, 'glossary.json')
  const { glossary, errors } = loadGlossary(file)
  for (const error of errors) ctx.add('invalid-glossary', ctx.display(file), '-', error)
  if (glossary === undefined) return
  for (const [namespace, catalog] of ld.catalogs) {
    for (const [key, message] of catalog.messages) {
      for (const hit of findForbidden(message, glossary, `${namespace}:${key}`))
        ctx.add('glossary-term', catalog.file, key, describeHit(hit))
    }
  }
  const markdown = [
    ...[...ld.examples].map(([rel, text]) => [`examples/${rel}`, text] as const),
    ...[...ld.ebook].map(([rel, text]) => [`ebook/${rel}`, text] as const),
  ]
  for (const [rel, text] of markdown) {
    const shown = ctx.display(path.join(ctx.opts.localesDir, ld.locale, rel))
    text.split('\n').forEach((line, i) => {
      for (const hit of findForbidden(line, glossary, rel)) ctx.add('glossary-term', `${shown}:${i + 1}`, '-', describeHit(hit))
    })
  }
  for (const e of glossary.exceptions) {
    if (!e.used)
      ctx.add('invalid-glossary', ctx.display(file), e.where, `exception for "${e.variant}" matches nothing there any more: remove it`)
  }
}

/** Length of a message as the visitor sees it (a page title inside its template). */
function displayedLength(ctx: Ctx, locale: string, elements: MessageFormatElement[], entry: ContextInfo, context: ContextFile): number {
  const placeholder = entry.placeholderLength ?? context.placeholderLength
  const own = measure(elements, placeholder, new Map(context.placeholderLengths))
  if (entry.measure !== 'page-title') return own
  const messages = ctx.parsed.get(locale)
  const template = messages?.get(context.titleTemplate)
  if (template === undefined) return own
  const lengths = new Map<string, number>()
  for (const [arg, id] of Object.entries(context.titleArguments)) {
    const m = messages?.get(id)
    if (m !== undefined) lengths.set(arg, measure(m.elements, placeholder, new Map(context.placeholderLengths)))
  }
  const pageArg = [...template.shape.args.keys()].find((a) => !lengths.has(a))
  if (pageArg !== undefined) lengths.set(pageArg, own)
  return measure(template.elements, placeholder, lengths)
}

/** Declared maximum lengths, in every locale; context entries that match no key. */
export function checkContext(ctx: Ctx): void {
  const file = ctx.opts.contextFile ?? path.join(ctx.opts.localesDir, 'context.json')
  const shown = ctx.display(file)
  const { context, errors } = loadContext(file)
  for (const error of errors) ctx.add('invalid-context', shown, '-', error)
  if (context === undefined) return
  for (const ld of ctx.data.values()) {
    for (const [id, m] of ctx.parsed.get(ld.locale) ?? []) {
      const entry = contextFor(context, id)
      if (entry?.maxLength === undefined) continue
      const length = displayedLength(ctx, ld.locale, m.elements, entry, context)
      if (length <= entry.maxLength) continue
      const [namespace, key] = splitId(id)
      const what = entry.measure === 'page-title' ? 'page title with the brand suffix' : 'text'
      ctx.add(
        'too-long',
        catalogPath(ctx, ld.locale, namespace),
        key,
        `${what} is ${length} characters, max ${entry.maxLength} (${shown}; shorten by ${length - entry.maxLength})`,
      )
    }
  }
  for (const e of context.entries)
    if (!e.used) ctx.add('invalid-context', shown, e.pattern, `entry matches no ${ctx.sourceLocale} catalog key`)
}
