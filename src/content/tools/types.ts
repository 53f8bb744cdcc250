import type { IconId } from '../../components/icons/AppIcon'
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

export type ToolFeature = { id: string; icon: IconId; titleKey: string; bodyKey: string }
export type ToolStep = { id: string; titleKey: string; bodyKey: string }
export type ToolFaqItem = { id: string; questionKey: string; answerKey: string }

/** Page-specific sections, rendered by kind (see ToolExtraSection.tsx). */
export type ToolExtraSection =
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
  | { kind: 'note'; id: string; icon: IconId; titleKey: string; bodyKey: string }

export type ToolPageContent = {
  id: ToolId
  /** Hero button: Sign Up or Get Started (both open the signup in a new tab). */
  heroCta: 'signUp' | 'getStarted'
  closingCta: 'signUp' | 'getStarted'
  /** The demo button's label: Watch Demo (default) or View Demo (the SEO page). */
  demoCta?: 'watch' | 'view'
  /** Rotating sample prompts (catalog keys). */
  prompts: readonly string[]
  promptIntervalMs: number
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
