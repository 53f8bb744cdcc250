/**
 * The nine tools: ids, routes and catalog keys, what the header, footer, tool pages and structured
 * data need on every page. Their cards (category, goals, icon, benefits) are in ./tool-cards, which
 * only pages that show cards load. Words live in locales/<lng>/common.json (short names for menus)
 * and in each tool's own namespace.
 */
import { camelCase } from './keys'
export const TOOL_IDS = [
  'ai-chat-assistant',
  'contract-writer',
  'contract-analyzer',
  'ai-pricing',
  'rfp-reader',
  'ai-hiring',
  'ai-content-manager',
  'ai-local-seo-ads',
  'leads-contracts',
] as const
export type ToolId = (typeof TOOL_IDS)[number]

export type ToolNav = {
  id: ToolId
  to: `/{-$locale}/${ToolId}`
  nameKey: string
  /** The name as it reads inside a sentence: Spanish puts an article before some names ('el Lector de RFP'), see locales/es/glossary.json. */
  sentenceNameKey: string
  /** The spec's mobile menu omits Leads & Contracts. */
  inMobileMenu: boolean
}

/** A tool's route is its id; its names are `tools.<name>` and `toolsInSentence.<name>` in common.json. */
export const TOOL_NAV: readonly ToolNav[] = TOOL_IDS.map((id) => ({
  id,
  to: `/{-$locale}/${id}` as const,
  nameKey: `common:tools.${camelCase(id)}`,
  sentenceNameKey: `common:toolsInSentence.${camelCase(id)}`,
  inMobileMenu: id !== 'leads-contracts',
}))
