import type { IconId } from '../icons'
import type { AppPath } from '../../i18n/paths'
import { camelCase, faqEntries, keysOf, labelled, nameOf, titled } from '../keys'
import type { ToolId } from '../tools'
import { FEATURE_ICONS, type FeatureId } from './feature-icons'
import { toolNamespace, type ToolExample, type ToolExtraSection, type ToolPageContent } from './types'

/**
 * A tool page written as names: every catalog key of a tool follows one layout in its namespace
 * (`tools.<id>`), so a content module lists ids, icons and the names of its catalog groups, and
 * `defineToolPage` spells the keys out once, here, with the builders of ../keys.ts. A name defaults to the camel-case form of the id
 * (`time-to-clean` -> `timeToClean`); give `name` where the catalog group is called otherwise.
 * `npm run i18n:check` reads the pages this builds (scripts/i18n/check.ts), so a key that a page asks
 * for and the catalog lacks fails the check, as a literal key would.
 */
type Named = { id: string; name?: string }

/** Every tool page's sample prompts advance every 3 s (home's hero has its own pace). */
const TOOL_PROMPT_INTERVAL_MS = 3000
type IconItem = Named & { icon: IconId }

/** Catalog layout of each kind (keys relative to the section's group `<name>.`). */
type ToolExtraSectionSource =
  | (Named & { kind: 'chips' | 'checklist'; lead?: true; items: readonly string[] })
  | (Named & { kind: 'availability'; lead?: true; now: readonly string[]; soon: readonly string[]; beta?: true })
  /** `<name>.title`, `<name>.body`, and `<name>.link` when it links to a page. */
  | (IconItem & { kind: 'note'; link?: AppPath })
  /** Each card: `<name>.<card>.title`, `.body`, `.points.<point>`. */
  | (Named & { kind: 'cards'; lead?: true; cards: readonly (IconItem & { points?: readonly string[] })[] })
  | { kind: 'custom'; id: string; afterHero?: true }

type ToolPageSource = {
  /** `prompts.<name>` */
  prompts: readonly string[]
  heroPanel?: { style?: 'typing'; hideOnSmallScreens?: true; /** `tiles.<name>` */ tiles?: readonly IconItem[] }
  /** See ToolPageContent's phonePreview. */
  phonePreview?: readonly ('steps' | 'scenarios')[]
  /** `features.<name>.title` and `.body` (the name is the id in camel case; the icon is the id's in FEATURE_ICONS) */
  features: readonly FeatureId[]
  /** `steps.<name>.title` and `.body` (the name is the id in camel case) */
  steps: readonly string[]
  /** `badges.<name>` */
  badges: readonly string[]
  extraSections?: readonly ToolExtraSectionSource[]
  /** `examples.<name>.title`, `.prompt`, `.outcome`, `.output`; the key is the `?example=` value. */
  examples: readonly (string | { key: string; name: string })[]
  /** `integrations.title`, `.body`, `.available.<name>`, `.soon.<name>` */
  integrations: { available: readonly string[]; soon: readonly string[] }
  /** `faq.<name>.question` and `.answer` (the name is the id in camel case) */
  faq: readonly string[]
}

export function defineToolPage(id: ToolId, source: ToolPageSource): ToolPageContent {
  const ns = toolNamespace(id)
  const key = (path: string) => `${ns}:${path}`
  const keys = (group: string, names: readonly string[]) => keysOf(key(group), names)
  const card = (group: string, item: IconItem) => ({
    id: item.id,
    icon: item.icon,
    titleKey: key(`${group}${nameOf(item)}.title`),
    bodyKey: key(`${group}${nameOf(item)}.body`),
  })

  const section = (s: ToolExtraSectionSource): ToolExtraSection => {
    if (s.kind === 'custom') return s
    const group = nameOf(s)
    if (s.kind === 'note') {
      const link = s.link && { link: { labelKey: key(`${group}.link`), to: s.link } }
      return { kind: s.kind, ...card('', { ...s, name: group }), ...link }
    }
    const head = { id: s.id, titleKey: key(`${group}.title`), ...(s.lead && { leadKey: key(`${group}.lead`) }) }
    switch (s.kind) {
      case 'chips':
      case 'checklist':
        return { kind: s.kind, ...head, itemKeys: keys(group, s.items) }
      case 'availability':
        return {
          kind: s.kind,
          ...head,
          availableKeys: keys(`${group}.now`, s.now),
          comingSoonKeys: keys(`${group}.soon`, s.soon),
          ...(s.beta && { beta: true }),
        }
      case 'cards':
        return {
          kind: s.kind,
          ...head,
          cards: s.cards.map((c) => ({
            ...card(`${group}.`, c),
            ...(c.points && { pointKeys: keys(`${group}.${nameOf(c)}.points`, c.points) }),
          })),
        }
    }
  }

  const example = (e: ToolPageSource['examples'][number]): ToolExample => {
    const { key: exampleKey, name } = typeof e === 'string' ? { key: e, name: camelCase(e) } : e
    const path = (field: string) => key(`examples.${name}.${field}`)
    return { key: exampleKey, titleKey: path('title'), promptKey: path('prompt'), outcomeKey: path('outcome'), outputKey: path('output') }
  }

  const { heroPanel } = source
  return {
    id,
    promptIntervalMs: TOOL_PROMPT_INTERVAL_MS,
    prompts: keys('prompts', source.prompts),
    ...(heroPanel && {
      heroPanel: {
        ...(heroPanel.style && { style: heroPanel.style }),
        ...(heroPanel.hideOnSmallScreens && { hideOnSmallScreens: true }),
        ...(heroPanel.tiles && {
          tiles: labelled(key('tiles'), 'label', heroPanel.tiles),
        }),
      },
    }),
    ...(source.phonePreview && { phonePreview: source.phonePreview }),
    features: titled(
      key('features'),
      source.features.map((id) => ({ id, icon: FEATURE_ICONS[id] })),
    ),
    steps: titled(key('steps'), source.steps),
    badgeKeys: keys('badges', source.badges),
    extraSections: (source.extraSections ?? []).map(section),
    examples: source.examples.map(example),
    integrations: {
      titleKey: key('integrations.title'),
      bodyKey: key('integrations.body'),
      availableKeys: keys('integrations.available', source.integrations.available),
      comingSoonKeys: keys('integrations.soon', source.integrations.soon),
    },
    faq: faqEntries(key('faq'), source.faq),
  }
}
