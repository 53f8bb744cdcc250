/**
 * Catalog keys spelled by code, once. A content list names its entries; every key of an entry follows
 * one layout in its catalog group, `<group>.<name>.<field>`, where the name is the entry's id in camel
 * case (`time-to-clean` -> `timeToClean`) unless the entry gives `name`. So a list of FAQ entries is
 * `faqEntries('ns:faq.items', ['who', 'all-tools'])`, not two spelled-out keys per question.
 *
 * `npm run i18n:check` reads every export of src/content as built (scripts/i18n/built-content.ts), so a
 * key that a list asks for and the catalog lacks fails the check, as a literal key would.
 */

/** `time-to-clean` -> `timeToClean`: the catalog name of an id. */
export const camelCase = (id: string): string => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** An entry: its id, or its id with data of its own and, where its catalog group is called otherwise, `name`. */
export type Entry = string | { readonly id: string; readonly name?: string }

type Data<E> = E extends string ? { id: E } : Omit<E, 'name'>
type FieldKeys<F extends string> = { [K in F as `${K}Key`]: string }
export type Keyed<E, F extends string> = Data<E> & FieldKeys<F>

/** The entry's catalog name: `name`, or its id in camel case. */
export const nameOf = (entry: Entry): string => (typeof entry === 'string' ? camelCase(entry) : (entry.name ?? camelCase(entry.id)))

const dataOf = (entry: Entry): Record<string, unknown> => {
  if (typeof entry === 'string') return { id: entry }
  const data: Record<string, unknown> = { ...entry }
  delete data.name
  return data
}

const withKeys = <E extends Entry, F extends string>(entry: E, keys: readonly (readonly [F, string])[]): Keyed<E, F> =>
  ({ ...dataOf(entry), ...Object.fromEntries(keys.map(([field, key]) => [`${field}Key`, key])) }) as Keyed<E, F>

/**
 * Each entry with one key per field, `<group>.<name>.<field>` as `<field>Key`:
 * `keyed('ns:values.items', ['title', 'body'], ['trust'])` ->
 * `[{ id: 'trust', titleKey: 'ns:values.items.trust.title', bodyKey: 'ns:values.items.trust.body' }]`.
 */
export function keyed<const E extends Entry, const F extends string>(
  group: string,
  fields: readonly F[],
  entries: readonly E[],
): Keyed<E, F>[] {
  return entries.map((entry) =>
    withKeys(
      entry,
      fields.map((field) => [field, `${group}.${nameOf(entry)}.${field}`] as const),
    ),
  )
}

/**
 * Each entry with the one key `<group>.<name>` as `<field>Key` (a label, a name):
 * `labelled('ns:integrations.items', 'label', [{ id: 'url', icon: 'link' }])` ->
 * `[{ id: 'url', icon: 'link', labelKey: 'ns:integrations.items.url' }]`.
 */
export function labelled<const E extends Entry, const F extends string>(group: string, field: F, entries: readonly E[]): Keyed<E, F>[] {
  return entries.map((entry) => withKeys(entry, [[field, `${group}.${nameOf(entry)}`] as const]))
}

/** The keys of a list of catalog names in one group: `<group>.<name>` each. */
export const keysOf = (group: string, names: readonly string[]): string[] => names.map((name) => `${group}.${name}`)

/** Questions and answers: `<group>.<name>.question` and `.answer`. */
export const faqEntries = <const E extends Entry>(group: string, entries: readonly E[]) => keyed(group, ['question', 'answer'], entries)

/** A titled card or step: `<group>.<name>.title` and `.body`. */
export const titled = <const E extends Entry>(group: string, entries: readonly E[]) => keyed(group, ['title', 'body'], entries)
