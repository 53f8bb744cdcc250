import type { IconId } from '../icons'
import type { AppPath } from '../../i18n/paths'
import type { ToolId } from '../tools'

/**
 * What a tool landing page shows. Ids, icons and catalog keys only (words live in
 * locales/<lng>/tools.<id>.json, long example outputs in locales/<lng>/examples/<id>/<key>.md).
 * The ToolPage layout renders any value of this type: a new tool needs a content module,
 * its catalogs and a route file, no layout change.
 */
export type ToolExample = {
  /** URL value of `?example=` and the markdown file name. */
  key: string
  titleKey: string
  promptKey: string
  outcomeKey: string
  /** One-line output summary shown under the analysis. */
  outputKey: string
}

type ToolFeature = { id: string; icon: IconId; titleKey: string; bodyKey: string }
type ToolStep = { id: string; titleKey: string; bodyKey: string }
type ToolFaqItem = { id: string; questionKey: string; answerKey: string }

/** Page-specific sections, rendered by kind (see ToolExtraSection.tsx). */
export type ToolExtraSection = ToolExtraSectionKind & {
  /** Right after the hero (the leads board) instead of after the steps and badges. */
  afterHero?: boolean
}

type ToolExtraSectionKind =
  | { kind: 'chips'; id: string; titleKey: string; leadKey?: string; itemKeys: readonly string[] }
  | { kind: 'checklist'; id: string; titleKey: string; leadKey?: string; itemKeys: readonly string[] }
  | {
      kind: 'availability'
      id: string
      titleKey: string
      leadKey?: string
      availableKeys: readonly string[]
      comingSoonKeys: readonly string[]
      beta?: boolean
    }
  | {
      kind: 'note'
      id: string
      icon: IconId
      titleKey: string
      bodyKey: string
      /** A link under the text, styled as a button (e.g. AI Pricing's 'Try a quick estimate'). */
      link?: { labelKey: string; to: AppPath }
    }
  | {
      kind: 'cards'
      id: string
      titleKey: string
      leadKey?: string
      cards: readonly { id: string; icon: IconId; titleKey: string; bodyKey: string; pointKeys?: readonly string[] }[]
    }
  /**
   * A section only this tool has (an interactive board, a dashboard preview). The route file passes
   * its component to ToolPage under this id (`sections={{ [id]: Component }}`), so its code is in
   * that page's chunk only and the layout does not change.
   */
  | { kind: 'custom'; id: string }

/** Props of a custom section component: the id its heading must carry (`aria-labelledby`). */
export type ToolCustomSectionProps = { headingId: string }

/** The id of a tool page section's heading (its `aria-labelledby`), from the section's id. */
export const toolSectionHeadingId = (sectionId: string) => `${sectionId}-title`

/** The hero's sample-prompt panel. */
type ToolHeroPanel = {
  /** 'fade' (default) swaps whole prompts; 'typing' types each prompt out before it rests. */
  style?: 'fade' | 'typing'
  /** Tiles shown in the panel above the prompt (the hiring page's four). */
  tiles?: readonly { id: string; icon: IconId; labelKey: string }[]
  /** Hide the whole panel below the `sm` breakpoint (the hiring page). */
  hideOnSmallScreens?: boolean
}

export type ToolPageContent = {
  id: ToolId
  /** Rotating sample prompts (catalog keys). */
  prompts: readonly string[]
  promptIntervalMs: number
  heroPanel?: ToolHeroPanel
  /**
   * Phones: these lists show their start and "Show all N …" (the steps their first two, the scenarios their first
   * instead of a sideways row): the pages whose own sections are long (the content manager, leads), so that they
   * stay under 8,000 px with at most two sideways rows.
   */
  phonePreview?: readonly ('steps' | 'scenarios')[]
  features: readonly ToolFeature[]
  steps: readonly ToolStep[]
  badgeKeys: readonly string[]
  /** Sections between the how-it-works steps and the scenarios. */
  extraSections: readonly ToolExtraSection[]
  examples: readonly ToolExample[]
  integrations: { titleKey: string; bodyKey: string; availableKeys: readonly string[]; comingSoonKeys: readonly string[] }
  faq: readonly ToolFaqItem[]
}

/** The namespace of a tool's catalog. */
export function toolNamespace(id: ToolId): `tools.${ToolId}` {
  return `tools.${id}`
}
