/**
 * i18n consistency checker (logic): checkI18n runs the steps in order, then counts each locale's coverage
 * (a locale in progress: its gaps are counted there, not reported). Used by scripts/i18n/check.ts and the
 * unit tests. The steps: catalogs.ts (reading every locale), check-translations.ts (each message and its
 * translation), check-markdown.ts (examples and ebook), check-keys.ts (keys in code); what is reported:
 * check-report.ts.
 *
 * Conventions enforced (see locales/README.md):
 * - catalogs: <localesDir>/<lng>/<namespace>.json, nested JSON whose leaves are all strings;
 *   a key is the dot path of a leaf;
 * - example markdown: <localesDir>/<lng>/examples/**\/*.md, same file set in every locale;
 * - ebook markdown (the playbook PDF's text): <localesDir>/<lng>/ebook/**\/*.md, same file set in
 *   every locale, and in each file the same outline (headings, tables and rows, checkboxes, links);
 * - every message parses as ICU MessageFormat (rich-text tags enabled);
 * - translations keep the same placeholders (names and types) and tags as the source locale;
 * - code references keys as fully qualified literals 'namespace:key.path' in <srcDir>/**\/*.ts(x), or in
 *   content objects that code builds and the caller passes in (`builtContent`);
 * - every source-locale key is referenced by code or declared in dynamic-keys.json, where keys built
 *   at run time are listed per namespace and must exist;
 * - translations keep the source's plural/select cases, number/date styles, `#`, edge whitespace
 *   (scripts/i18n/message-rules.ts); no value carries markdown, HTML entities or HTML tags as text;
 * - a translation identical to the source is allowed only by <lng>/same-as-<source>.json;
 * - no forbidden term of <lng>/glossary.json in a translation's values or markdown (scripts/i18n/glossary.ts);
 * - declared maximum lengths of <localesDir>/context.json hold in every locale (scripts/i18n/context.ts).
 */
import path from 'node:path'
import { createContext, type CheckOptions, type Ctx } from './catalogs.js'
import { checkMissingKeys, checkUnused, checkRuntimeKeys, collectReferences, loadDynamicKeys } from './check-keys.js'
import { checkEbook, checkExamples } from './check-markdown.js'
import { sortProblems, type CheckResult, type Coverage, type Problem, type ProblemKind } from './check-report.js'
import { checkContext, checkGlossary, checkNamespaceParity, checkSameAsSource, checkSyntax } from './check-translations.js'
import { compareStrings, isBlank } from './check-util.js'

function computeCoverage(ctx: Ctx): Coverage[] {
  const sourceKeyIds: string[] = []
  for (const catalog of ctx.source.catalogs.values()) {
    for (const [key, message] of catalog.messages) if (!isBlank(message)) sourceKeyIds.push(`${catalog.namespace}\u0000${key}`)
  }
  return ctx.locales.map((locale) => {
    const ld = ctx.data.get(locale)
    let keys = 0
    const present = new Set<string>()
    for (const catalog of ld?.catalogs.values() ?? []) {
      for (const [key, message] of catalog.messages) {
        if (isBlank(message)) continue
        keys++
        present.add(`${catalog.namespace}\u0000${key}`)
      }
    }
    const translated = sourceKeyIds.filter((id) => present.has(id)).length
    const sourceKeys = sourceKeyIds.length
    return {
      locale,
      isSource: locale === ctx.sourceLocale,
      namespaces: ld?.catalogs.size ?? 0,
      keys,
      translated,
      sourceKeys,
      percent: sourceKeys === 0 ? 100 : (translated / sourceKeys) * 100,
      exampleFiles: [...(ld?.examples.values() ?? [])].filter((text) => !isBlank(text)).length,
      ebookFiles: [...(ld?.ebook.values() ?? [])].filter((text) => !isBlank(text)).length,
    }
  })
}

export function checkI18n(opts: CheckOptions): CheckResult {
  const ctx = createContext(opts)
  checkSyntax(ctx)
  for (const ld of ctx.data.values()) {
    if (ld.locale === ctx.sourceLocale) continue
    const namespaces = new Set([...ctx.source.namespaceFiles.keys(), ...ld.namespaceFiles.keys()])
    for (const namespace of [...namespaces].sort(compareStrings)) checkNamespaceParity(ctx, ld, namespace)
    checkExamples(ctx, ld)
    checkEbook(ctx, ld)
    checkSameAsSource(ctx, ld)
    checkGlossary(ctx, ld)
  }
  const dynamic = loadDynamicKeys(ctx)
  const referenced = collectReferences(ctx)
  checkMissingKeys(ctx, referenced)
  checkRuntimeKeys(ctx, dynamic)
  checkUnused(ctx, referenced, dynamic)
  checkContext(ctx)
  const coverage = computeCoverage(ctx)
  // A locale in progress: what it has not translated yet is its coverage, not a problem (its pages show English there).
  let problems = ctx.problems
  for (const locale of opts.inProgress ?? []) {
    if (locale === ctx.sourceLocale || !ctx.locales.includes(locale)) continue
    const folder = `${ctx.display(path.join(opts.localesDir, locale))}/`
    const isGap = (p: Problem) =>
      p.file.startsWith(folder) &&
      (p.kind === 'untranslated' ||
        (GAP_KINDS.has(p.kind) && (p.reason.includes(`missing in ${locale}`) || p.reason.includes(`empty in ${locale}`))))
    const gaps = problems.filter(isGap)
    problems = problems.filter((p) => !isGap(p))
    const c = coverage.find((entry) => entry.locale === locale)
    if (c === undefined) continue
    const identical = gaps.filter((p) => p.kind === 'untranslated').length
    c.translated -= identical
    c.percent = c.sourceKeys === 0 ? 100 : (c.translated / c.sourceKeys) * 100
    c.inProgress = { untranslated: c.sourceKeys - c.translated, identical, gaps: gaps.length }
  }
  return { problems: sortProblems(problems), coverage }
}

/** What a locale in progress may lack. */
const GAP_KINDS: ReadonlySet<ProblemKind> = new Set(['missing-namespace', 'missing-translation', 'missing-example', 'missing-ebook-file'])
