/**
 * i18n consistency checker (logic). Used by scripts/check-i18n.ts and the unit tests.
 *
 * Conventions enforced (see locales/README.md):
 * - catalogs: <localesDir>/<lng>/<namespace>.json, nested JSON whose leaves are all strings;
 *   a key is the dot path of a leaf;
 * - example markdown: <localesDir>/<lng>/examples/**\/*.md, same file set in every locale;
 * - ebook markdown (the playbook PDF's text): <localesDir>/<lng>/ebook/**\/*.md, same file set in
 *   every locale, and in each file the same outline (headings, tables and rows, checkboxes, links);
 * - every message parses as ICU MessageFormat (rich-text tags enabled);
 * - translations keep the same placeholders (names and types) and tags as the source locale;
 * - code references keys as fully qualified literals 'namespace:key.path' in <srcDir>/**\/*.ts(x);
 * - every source-locale key is referenced by code or covered by a dynamic-keys pattern.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

export type ProblemKind =
  | 'invalid-json'
  | 'non-string-value'
  | 'duplicate-key'
  | 'missing-locale'
  | 'missing-namespace'
  | 'missing-translation'
  | 'missing-example'
  | 'missing-ebook-file'
  | 'ebook-structure-mismatch'
  | 'icu-syntax'
  | 'placeholder-mismatch'
  | 'argument-type-mismatch'
  | 'tag-mismatch'
  | 'forbidden-tag'
  | 'missing-key'
  | 'unused-key'
  | 'invalid-dynamic-keys'
  | 'unused-dynamic-pattern';

export interface Problem {
  kind: ProblemKind;
  /** Path of the file to fix, relative to rootDir, with forward slashes. */
  file: string;
  /** Key path inside the file (or `ns:key`, a pattern, or '-' for whole-file problems). */
  key: string;
  reason: string;
}

export interface Coverage {
  locale: string;
  isSource: boolean;
  /** Namespace files that were read successfully. */
  namespaces: number;
  /** String keys in this locale (non-empty). */
  keys: number;
  /** Source-locale keys (non-empty) that have a non-empty value in this locale. */
  translated: number;
  /** Non-empty source-locale keys. */
  sourceKeys: number;
  /** translated / sourceKeys * 100 (100 when there are no source keys). */
  percent: number;
  /** Non-empty example markdown files. */
  exampleFiles: number;
  /** Non-empty ebook markdown files. */
  ebookFiles: number;
}

export interface CheckOptions {
  localesDir: string;
  srcDir: string;
  dynamicKeysFile: string;
  /** Defaults to 'en'. */
  sourceLocale?: string;
  /** Defaults to ['en', 'es']. The source locale is added if absent. */
  locales?: string[];
  /** Reported paths are relative to this directory. Defaults to process.cwd(). */
  rootDir?: string;
}

export interface CheckResult {
  problems: Problem[];
  coverage: Coverage[];
}

/** Files in a locale directory that are tooling data, not catalogs (the glossary, the same-as-en allow-list). */
export const LOCALE_META_FILES: ReadonlySet<string> = new Set(['glossary.json', 'same-as-en.json']);

/** Tag names that must not be used as rich-text tags (HTML void elements). */
export const FORBIDDEN_TAG_NAMES: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

// ---------------------------------------------------------------------------
// Small pure helpers
// ---------------------------------------------------------------------------

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** JSON.parse error message, with line/column added when the engine only gives a position. */
function jsonErrorMessage(err: unknown, text: string): string {
  const msg = errorMessage(err);
  const pos = /position (\d+)/.exec(msg)?.[1];
  if (pos === undefined || /line \d+/.test(msg)) return msg;
  const before = text.slice(0, Number(pos));
  const line = before.split('\n').length;
  const column = Number(pos) - before.lastIndexOf('\n');
  return `${msg} (line ${line}, column ${column})`;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts problems (file, key, kind, reason) and drops exact duplicates. */
export function sortProblems(problems: Problem[]): Problem[] {
  const unique = new Map<string, Problem>();
  for (const p of problems) unique.set(`${p.file}\u0000${p.key}\u0000${p.kind}\u0000${p.reason}`, p);
  return [...unique.values()].sort(
    (a, b) =>
      compareStrings(a.file, b.file) ||
      compareStrings(a.key, b.key) ||
      compareStrings(a.kind, b.kind) ||
      compareStrings(a.reason, b.reason),
  );
}

export interface FlattenResult {
  /** key path -> string value */
  messages: Map<string, string>;
  nonStrings: { key: string; type: string }[];
  duplicates: string[];
}

/** Flattens a parsed catalog into dot-path keys; non-string leaves (arrays included) are reported. */
export function flattenCatalog(data: Record<string, unknown>): FlattenResult {
  const result: FlattenResult = { messages: new Map(), nonStrings: [], duplicates: [] };
  const seen = new Set<string>();
  const visit = (node: Record<string, unknown>, prefix: string): void => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix === '' ? name : `${prefix}.${name}`;
      if (isPlainObject(value)) {
        visit(value, key);
        continue;
      }
      if (seen.has(key)) {
        result.duplicates.push(key);
        continue;
      }
      seen.add(key);
      if (typeof value === 'string') result.messages.set(key, value);
      else result.nonStrings.push({ key, type: describeType(value) });
    }
  };
  visit(data, '');
  return result;
}

export type ArgType = 'plain' | 'number' | 'date' | 'time' | 'plural' | 'selectordinal' | 'select';

export interface MessageShape {
  /** argument name -> set of types it is used with */
  args: Map<string, Set<ArgType>>;
  tags: Set<string>;
}

export type ParseOutcome = { ok: true; shape: MessageShape } | { ok: false; error: string };

function collectShape(elements: MessageFormatElement[], shape: MessageShape): void {
  const addArg = (name: string, type: ArgType): void => {
    const types = shape.args.get(name) ?? new Set<ArgType>();
    types.add(type);
    shape.args.set(name, types);
  };
  for (const el of elements) {
    if (isArgumentElement(el)) addArg(el.value, 'plain');
    else if (isNumberElement(el)) addArg(el.value, 'number');
    else if (isDateElement(el)) addArg(el.value, 'date');
    else if (isTimeElement(el)) addArg(el.value, 'time');
    else if (isPluralElement(el)) {
      addArg(el.value, el.pluralType === 'ordinal' ? 'selectordinal' : 'plural');
      for (const option of Object.values(el.options)) collectShape(option.value, shape);
    } else if (isSelectElement(el)) {
      addArg(el.value, 'select');
      for (const option of Object.values(el.options)) collectShape(option.value, shape);
    } else if (isTagElement(el)) {
      shape.tags.add(el.value);
      collectShape(el.children, shape);
    }
    // literal and pound (#) elements carry no arguments
  }
}

/** Parses an ICU message (tags enabled) and returns its argument names/types and tag names. */
export function analyzeMessage(message: string): ParseOutcome {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { ignoreTag: false });
  } catch (err) {
    let detail = errorMessage(err);
    if (typeof err === 'object' && err !== null && 'location' in err) {
      const loc: unknown = err.location;
      if (isPlainObject(loc) && isPlainObject(loc.start)) {
        const { line, column } = loc.start;
        if (typeof line === 'number' && typeof column === 'number') {
          detail += ` at line ${line}, column ${column}`;
        }
      }
    }
    return { ok: false, error: detail };
  }
  const shape: MessageShape = { args: new Map(), tags: new Set() };
  collectShape(elements, shape);
  return { ok: true, shape };
}

function formatSet(values: Iterable<string>, wrap: (v: string) => string): string {
  const list = [...values].sort(compareStrings);
  return list.length === 0 ? '(none)' : list.map(wrap).join(', ');
}

/**
 * Compares the shape of a translation with the source message.
 * Returns problem descriptions (kind + reason), empty when compatible.
 */
export function compareShapes(
  source: MessageShape,
  target: MessageShape,
  sourceLocale: string,
  targetLocale: string,
): { kind: ProblemKind; reason: string }[] {
  const out: { kind: ProblemKind; reason: string }[] = [];
  const missingArgs = [...source.args.keys()].filter((n) => !target.args.has(n));
  const extraArgs = [...target.args.keys()].filter((n) => !source.args.has(n));
  if (missingArgs.length > 0 || extraArgs.length > 0) {
    const parts: string[] = [];
    if (missingArgs.length > 0)
      parts.push(`missing in ${targetLocale}: ${formatSet(missingArgs, (v) => `{${v}}`)}`);
    if (extraArgs.length > 0)
      parts.push(`not in ${sourceLocale}: ${formatSet(extraArgs, (v) => `{${v}}`)}`);
    out.push({ kind: 'placeholder-mismatch', reason: `placeholder mismatch (${parts.join('; ')})` });
  }
  const shared = [...source.args.keys()].filter((n) => target.args.has(n)).sort(compareStrings);
  for (const name of shared) {
    const a = source.args.get(name) ?? new Set<ArgType>();
    const b = target.args.get(name) ?? new Set<ArgType>();
    const same = a.size === b.size && [...a].every((t) => b.has(t));
    if (!same) {
      out.push({
        kind: 'argument-type-mismatch',
        reason: `argument {${name}} is ${formatSet(a, (v) => v)} in ${sourceLocale} but ${formatSet(b, (v) => v)} in ${targetLocale}`,
      });
    }
  }
  const tagsSame = source.tags.size === target.tags.size && [...source.tags].every((t) => target.tags.has(t));
  if (!tagsSame) {
    out.push({
      kind: 'tag-mismatch',
      reason: `tag mismatch: ${sourceLocale} has ${formatSet(source.tags, (v) => `<${v}>`)}, ${targetLocale} has ${formatSet(target.tags, (v) => `<${v}>`)}`,
    });
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles a dynamic-key pattern (`*` = any run of characters, dots included) to an anchored RegExp. */
export function patternToRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
}

export interface KeyReference {
  namespace: string;
  key: string;
  line: number;
}

/**
 * String literals that look like `ns:key` ('…', "…" or `…` without `${`).
 * Namespace: starts with a letter/digit, then letters, digits, '_', '.', '-'.
 * Key: anything up to the closing quote except whitespace, quotes, backslash, '$', '{', '}'.
 */
const KEY_LITERAL = /(['"`])([\da-z][\w.-]*):([^\s'"`\\${}]+)\1/gi;

/** Finds key references in a source file; only literals whose namespace is in `namespaces` count. */
export function findKeyReferences(source: string, namespaces: ReadonlySet<string>): KeyReference[] {
  const refs: KeyReference[] = [];
  const lineStarts: number[] = [0];
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  for (const match of source.matchAll(KEY_LITERAL)) {
    const namespace = match[2];
    const key = match[3];
    if (namespace === undefined || key === undefined || !namespaces.has(namespace)) continue;
    refs.push({ namespace, key, line: lineOf(match.index) });
  }
  return refs;
}

// ---------------------------------------------------------------------------
// File system helpers
// ---------------------------------------------------------------------------

function listFilesRecursive(dir: string, accept: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (current: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full);
      } else if (entry.isFile() && accept(entry.name)) {
        out.push(full);
      }
    }
  };
  walk(dir);
  return out.sort(compareStrings);
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

// ---------------------------------------------------------------------------
// Main check
// ---------------------------------------------------------------------------

interface Catalog {
  namespace: string;
  file: string; // display path
  messages: Map<string, string>;
}

interface LocaleData {
  locale: string;
  /** namespace -> catalog; only files that parsed as a JSON object */
  catalogs: Map<string, Catalog>;
  /** namespaces whose file exists (valid or not) */
  namespaceFiles: Map<string, string>;
  /** relative example path (posix) -> non-empty? */
  examples: Map<string, boolean>;
  /** relative ebook path (posix) -> the file's text */
  ebook: Map<string, string>;
}

/**
 * What a translation of an ebook file must keep: headings per level, tables and their rows,
 * checkboxes (task items and "[ ]" cells), page breaks (---) and links. Line by line, outside fences.
 */
export function markdownOutline(text: string): Record<string, number> {
  const outline: Record<string, number> = {};
  const count = (what: string, n = 1): void => {
    if (n > 0) outline[what] = (outline[what] ?? 0) + n;
  };
  let fenced = false;
  let inTable = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const heading = /^(#{1,6}) /.exec(line);
    if (heading?.[1]) count(`level-${heading[1].length} headings`);
    const tableLine = line.startsWith('|');
    if (tableLine && !inTable) count('tables');
    else if (tableLine && !/^[\s|:-]*$/.test(line)) count('table rows');
    inTable = tableLine;
    if (line === '---' || line === '***') count('page breaks');
    count('checkboxes', line.split('[ ]').length - 1);
    count('links', line.split('](').length - 1);
  }
  return outline;
}

function describeOutlineDiff(source: Record<string, number>, target: Record<string, number>, sourceLocale: string, targetLocale: string): string | null {
  const keys = [...new Set([...Object.keys(source), ...Object.keys(target)])].sort(compareStrings);
  const diffs = keys
    .filter((k) => (source[k] ?? 0) !== (target[k] ?? 0))
    .map((k) => `${k}: ${sourceLocale} ${source[k] ?? 0}, ${targetLocale} ${target[k] ?? 0}`);
  return diffs.length === 0 ? null : `ebook structure differs from ${sourceLocale} (${diffs.join('; ')})`;
}

export function checkI18n(opts: CheckOptions): CheckResult {
  const rootDir = opts.rootDir ?? process.cwd();
  const sourceLocale = opts.sourceLocale ?? 'en';
  const locales = [...new Set([sourceLocale, ...(opts.locales ?? ['en', 'es'])])];
  const display = (abs: string): string => toPosix(path.relative(rootDir, abs)) || '.';
  const problems: Problem[] = [];
  const add = (kind: ProblemKind, file: string, key: string, reason: string): void => {
    problems.push({ kind, file, key, reason });
  };

  // --- read catalogs and examples -----------------------------------------
  const data = new Map<string, LocaleData>();
  for (const locale of locales) {
    const dir = path.join(opts.localesDir, locale);
    const ld: LocaleData = { locale, catalogs: new Map(), namespaceFiles: new Map(), examples: new Map(), ebook: new Map() };
    data.set(locale, ld);
    if (!isDirectory(dir)) {
      add('missing-locale', display(dir), '-', `locale directory for ${locale} does not exist`);
      continue;
    }
    const jsonFiles = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.json') && !LOCALE_META_FILES.has(e.name))
      .map((e) => e.name)
      .sort(compareStrings);
    for (const name of jsonFiles) {
      const namespace = name.slice(0, -'.json'.length);
      const abs = path.join(dir, name);
      const file = display(abs);
      ld.namespaceFiles.set(namespace, file);
      const text = fs.readFileSync(abs, 'utf8').replace(/^\uFEFF/, '');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        add('invalid-json', file, '-', `invalid JSON: ${jsonErrorMessage(err, text)}`);
        continue;
      }
      if (!isPlainObject(parsed)) {
        add('invalid-json', file, '-', `invalid catalog: top level must be an object, got ${describeType(parsed)}`);
        continue;
      }
      const flat = flattenCatalog(parsed);
      for (const { key, type } of flat.nonStrings) {
        add('non-string-value', file, key, `value must be a string (got ${type})`);
      }
      for (const key of flat.duplicates) {
        add('duplicate-key', file, key, 'key path defined twice (nested and dotted form)');
      }
      ld.catalogs.set(namespace, { namespace, file, messages: flat.messages });
    }
    const examplesDir = path.join(dir, 'examples');
    for (const abs of listFilesRecursive(examplesDir, (n) => n.endsWith('.md'))) {
      const rel = toPosix(path.relative(examplesDir, abs));
      ld.examples.set(rel, !isBlank(fs.readFileSync(abs, 'utf8')));
    }
    const ebookDir = path.join(dir, 'ebook');
    for (const abs of listFilesRecursive(ebookDir, (n) => n.endsWith('.md'))) {
      ld.ebook.set(toPosix(path.relative(ebookDir, abs)), fs.readFileSync(abs, 'utf8'));
    }
  }

  const source = data.get(sourceLocale);
  if (source === undefined) throw new Error('unreachable: source locale data missing');
  const catalogPath = (locale: string, namespace: string): string =>
    display(path.join(opts.localesDir, locale, `${namespace}.json`));

  // --- ICU syntax + forbidden tags, per locale --------------------------------
  /** locale -> "ns\u0000key" -> shape (only parseable, non-blank messages) */
  const shapes = new Map<string, Map<string, MessageShape>>();
  for (const ld of data.values()) {
    const byKey = new Map<string, MessageShape>();
    shapes.set(ld.locale, byKey);
    for (const catalog of ld.catalogs.values()) {
      for (const [key, message] of catalog.messages) {
        if (isBlank(message)) continue;
        const outcome = analyzeMessage(message);
        if (!outcome.ok) {
          add('icu-syntax', catalog.file, key, `ICU syntax error: ${outcome.error}`);
          continue;
        }
        byKey.set(`${catalog.namespace}\u0000${key}`, outcome.shape);
        const forbidden = [...outcome.shape.tags].filter(
          (t) => FORBIDDEN_TAG_NAMES.has(t.toLowerCase()) || /^\d+$/.test(t),
        );
        if (forbidden.length > 0) {
          add(
            'forbidden-tag',
            catalog.file,
            key,
            `tag name not allowed: ${formatSet(forbidden, (v) => `<${v}>`)} (use a descriptive name such as <strong> or <signupLink>)`,
          );
        }
      }
    }
  }

  // --- parity between source and each other locale ----------------------------
  for (const ld of data.values()) {
    if (ld.locale === sourceLocale) continue;
    const target = ld.locale;
    const namespaces = new Set([...source.namespaceFiles.keys(), ...ld.namespaceFiles.keys()]);
    for (const namespace of [...namespaces].sort(compareStrings)) {
      const srcFileExists = source.namespaceFiles.has(namespace);
      const tgtFileExists = ld.namespaceFiles.has(namespace);
      if (!tgtFileExists) {
        if (isDirectory(path.join(opts.localesDir, target))) {
          const n = source.catalogs.get(namespace)?.messages.size;
          add(
            'missing-namespace',
            catalogPath(target, namespace),
            '-',
            `namespace file missing in ${target} (present in ${sourceLocale}${n === undefined ? '' : `, ${plural(n, 'key')}`})`,
          );
        }
        continue;
      }
      if (!srcFileExists) {
        add(
          'missing-namespace',
          catalogPath(sourceLocale, namespace),
          '-',
          `namespace file missing in ${sourceLocale} (present in ${target})`,
        );
        continue;
      }
      const srcCat = source.catalogs.get(namespace);
      const tgtCat = ld.catalogs.get(namespace);
      if (srcCat === undefined || tgtCat === undefined) continue; // invalid JSON, already reported
      const keys = new Set([...srcCat.messages.keys(), ...tgtCat.messages.keys()]);
      for (const key of keys) {
        const s = srcCat.messages.get(key);
        const t = tgtCat.messages.get(key);
        if (s === undefined) {
          add('missing-translation', srcCat.file, key, `missing in ${sourceLocale} (present in ${target})`);
          continue;
        }
        if (t === undefined) {
          add('missing-translation', tgtCat.file, key, `missing in ${target} (present in ${sourceLocale})`);
          continue;
        }
        if (isBlank(s)) add('missing-translation', srcCat.file, key, `empty in ${sourceLocale}`);
        if (isBlank(t)) add('missing-translation', tgtCat.file, key, `empty in ${target} (counts as missing)`);
        if (isBlank(s) || isBlank(t)) continue;
        const id = `${namespace}\u0000${key}`;
        const sShape = shapes.get(sourceLocale)?.get(id);
        const tShape = shapes.get(target)?.get(id);
        if (sShape === undefined || tShape === undefined) continue; // syntax error, already reported
        for (const diff of compareShapes(sShape, tShape, sourceLocale, target)) {
          add(diff.kind, tgtCat.file, key, diff.reason);
        }
      }
    }

    // examples
    const exampleFiles = new Set([...source.examples.keys(), ...ld.examples.keys()]);
    for (const rel of exampleFiles) {
      const s = source.examples.get(rel);
      const t = ld.examples.get(rel);
      const exPath = (locale: string): string => display(path.join(opts.localesDir, locale, 'examples', rel));
      if (s === undefined) {
        add('missing-example', exPath(sourceLocale), '-', `example missing in ${sourceLocale} (present in ${target})`);
      } else if (t === undefined) {
        add('missing-example', exPath(target), '-', `example missing in ${target} (present in ${sourceLocale})`);
      } else {
        if (!s) add('missing-example', exPath(sourceLocale), '-', `example empty in ${sourceLocale}`);
        if (!t) add('missing-example', exPath(target), '-', `example empty in ${target} (counts as missing)`);
      }
    }

    // ebook (same rules as the examples, plus the same outline)
    const ebookFiles = new Set([...source.ebook.keys(), ...ld.ebook.keys()]);
    for (const rel of [...ebookFiles].sort(compareStrings)) {
      const s = source.ebook.get(rel);
      const t = ld.ebook.get(rel);
      const ebPath = (locale: string): string => display(path.join(opts.localesDir, locale, 'ebook', rel));
      if (s === undefined) {
        add('missing-ebook-file', ebPath(sourceLocale), '-', `ebook file missing in ${sourceLocale} (present in ${target})`);
      } else if (t === undefined) {
        add('missing-ebook-file', ebPath(target), '-', `ebook file missing in ${target} (present in ${sourceLocale})`);
      } else if (isBlank(s) || isBlank(t)) {
        if (isBlank(s)) add('missing-ebook-file', ebPath(sourceLocale), '-', `ebook file empty in ${sourceLocale}`);
        if (isBlank(t)) add('missing-ebook-file', ebPath(target), '-', `ebook file empty in ${target} (counts as missing)`);
      } else {
        const diff = describeOutlineDiff(markdownOutline(s), markdownOutline(t), sourceLocale, target);
        if (diff) add('ebook-structure-mismatch', ebPath(target), '-', diff);
      }
    }
  }

  // --- dynamic key patterns -----------------------------------------------------
  const dynamicFile = display(opts.dynamicKeysFile);
  const patterns: { pattern: string; re: RegExp; used: boolean }[] = [];
  let dynamicRaw: string | undefined;
  try {
    dynamicRaw = fs.readFileSync(opts.dynamicKeysFile, 'utf8');
  } catch {
    add('invalid-dynamic-keys', dynamicFile, '-', 'dynamic keys file not found');
  }
  if (dynamicRaw !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(dynamicRaw.replace(/^\uFEFF/, ''));
    } catch (err) {
      add('invalid-json', dynamicFile, '-', `invalid JSON: ${jsonErrorMessage(err, dynamicRaw)}`);
    }
    if (parsed !== undefined) {
      const list = isPlainObject(parsed) ? parsed.patterns : undefined;
      if (!Array.isArray(list)) {
        add('invalid-dynamic-keys', dynamicFile, 'patterns', 'expected { "patterns": [ "ns:key.*", ... ] }');
      } else {
        for (const item of list) {
          if (typeof item !== 'string' || !/^[^:]+:.+$/.test(item)) {
            add(
              'invalid-dynamic-keys',
              dynamicFile,
              typeof item === 'string' ? item : String(JSON.stringify(item)),
              'pattern must be a string of the form "namespace:key" (with * wildcards)',
            );
            continue;
          }
          patterns.push({ pattern: item, re: patternToRegExp(item), used: false });
        }
      }
    }
  }

  // --- code references --------------------------------------------------------------
  const sourceNamespaces = new Set(source.namespaceFiles.keys());
  /** "ns:key" -> locations */
  const referenced = new Map<string, string[]>();
  for (const abs of listFilesRecursive(opts.srcDir, (n) => /\.tsx?$/.test(n))) {
    const text = fs.readFileSync(abs, 'utf8');
    for (const ref of findKeyReferences(text, sourceNamespaces)) {
      const id = `${ref.namespace}:${ref.key}`;
      const locs = referenced.get(id) ?? [];
      locs.push(`${display(abs)}:${ref.line}`);
      referenced.set(id, locs);
    }
  }
  const isGroup = (catalog: Catalog, key: string): boolean => {
    const prefix = `${key}.`;
    for (const k of catalog.messages.keys()) if (k.startsWith(prefix)) return true;
    return false;
  };
  for (const [id, locs] of referenced) {
    const colon = id.indexOf(':');
    const namespace = id.slice(0, colon);
    const key = id.slice(colon + 1);
    const catalog = source.catalogs.get(namespace);
    if (catalog === undefined) continue; // invalid JSON, already reported
    if (catalog.messages.has(key)) continue;
    const where = formatLocations(locs);
    add(
      'missing-key',
      catalog.file,
      key,
      isGroup(catalog, key)
        ? `used in ${where} but refers to a group of keys, not a string`
        : `used in ${where} but missing from catalog`,
    );
  }

  // --- unused keys --------------------------------------------------------------------
  for (const catalog of [...source.catalogs.values()].sort((a, b) => compareStrings(a.namespace, b.namespace))) {
    for (const key of catalog.messages.keys()) {
      const id = `${catalog.namespace}:${key}`;
      let covered = referenced.has(id);
      for (const p of patterns) {
        if (p.re.test(id)) {
          p.used = true;
          covered = true;
        }
      }
      if (!covered) {
        add(
          'unused-key',
          catalog.file,
          key,
          `unused: not referenced in ${display(opts.srcDir)}/ and not covered by ${dynamicFile}`,
        );
      }
    }
  }
  for (const p of patterns) {
    if (!p.used) add('unused-dynamic-pattern', dynamicFile, p.pattern, `pattern matches no ${sourceLocale} catalog key`);
  }

  // --- coverage ---------------------------------------------------------------------
  const sourceKeyIds: string[] = [];
  for (const catalog of source.catalogs.values()) {
    for (const [key, message] of catalog.messages) {
      if (!isBlank(message)) sourceKeyIds.push(`${catalog.namespace}\u0000${key}`);
    }
  }
  const coverage: Coverage[] = locales.map((locale) => {
    const ld = data.get(locale);
    let keys = 0;
    const present = new Set<string>();
    for (const catalog of ld?.catalogs.values() ?? []) {
      for (const [key, message] of catalog.messages) {
        if (isBlank(message)) continue;
        keys++;
        present.add(`${catalog.namespace}\u0000${key}`);
      }
    }
    const translated = sourceKeyIds.filter((id) => present.has(id)).length;
    const sourceKeys = sourceKeyIds.length;
    return {
      locale,
      isSource: locale === sourceLocale,
      namespaces: ld?.catalogs.size ?? 0,
      keys,
      translated,
      sourceKeys,
      percent: sourceKeys === 0 ? 100 : (translated / sourceKeys) * 100,
      exampleFiles: [...(ld?.examples.values() ?? [])].filter(Boolean).length,
      ebookFiles: [...(ld?.ebook.values() ?? [])].filter((text) => !isBlank(text)).length,
    };
  });

  return { problems: sortProblems(problems), coverage };
}

function formatLocations(locs: string[]): string {
  const unique = [...new Set(locs)].sort(compareLocations);
  const shown = unique.slice(0, 3).join(', ');
  return unique.length > 3 ? `${shown} (+${unique.length - 3} more)` : shown;
}

function compareLocations(a: string, b: string): number {
  const [fa = '', la = '0'] = splitLocation(a);
  const [fb = '', lb = '0'] = splitLocation(b);
  return compareStrings(fa, fb) || Number(la) - Number(lb);
}

function splitLocation(loc: string): [string, string] {
  const i = loc.lastIndexOf(':');
  return [loc.slice(0, i), loc.slice(i + 1)];
}

/** Human-readable report: one line per problem, then coverage, then the verdict. */
export function formatReport(result: CheckResult): string {
  const lines: string[] = [];
  for (const p of result.problems) lines.push(`${p.file}  ${p.key}  ${p.reason}`);
  if (result.problems.length > 0) lines.push('');
  lines.push('Coverage:');
  for (const c of result.coverage) {
    const pct = `${(Math.floor(c.percent * 10) / 10).toFixed(1)}%`;
    lines.push(
      c.isSource
        ? `  ${c.locale} (source): ${plural(c.namespaces, 'namespace')}, ${plural(c.keys, 'key')}, ${plural(c.exampleFiles, 'example file')}, ${plural(c.ebookFiles, 'ebook file')}`
        : `  ${c.locale}: ${plural(c.namespaces, 'namespace')}, ${c.translated}/${c.sourceKeys} keys (${pct}), ${plural(c.exampleFiles, 'example file')}, ${plural(c.ebookFiles, 'ebook file')}`,
    );
  }
  lines.push('');
  const n = result.problems.length;
  lines.push(n === 0 ? 'i18n check: all good, no problems found.' : `i18n check: ${n} problem${n === 1 ? '' : 's'} found.`);
  return lines.join('\n');
}
