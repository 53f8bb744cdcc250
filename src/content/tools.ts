/**
 * The nine tools: ids, routes and catalog keys, what the header, footer, tool pages and structured
 * data need on every page. Their cards (category, goals, icon, benefits) are in ./tool-cards, which
 * only pages that show cards load. Words live in locales/<lng>/common.json (short names for menus)
 * and in each tool's own namespace.
 */
import type { MenuIconId } from './icons'
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
  /** Its icon, in the header's menu and on its card (src/content/icons.ts: MenuIconId). */
  icon: MenuIconId
}

const TOOL_ICONS: Record<ToolId, MenuIconId> = {
  'ai-chat-assistant': 'chat',
  'contract-writer': 'pen',
  'contract-analyzer': 'shieldCheck',
  'ai-pricing': 'calculator',
  'rfp-reader': 'fileSearch',
  'ai-hiring': 'users',
  'ai-content-manager': 'megaphone',
  'ai-local-seo-ads': 'mapPin',
  'leads-contracts': 'target',
}

/** A tool's route is its id; its names are `tools.<name>` and `toolsInSentence.<name>` in common.json. */
export const TOOL_NAV: readonly ToolNav[] = TOOL_IDS.map((id) => ({
  id,
  to: `/{-$locale}/${id}` as const,
  nameKey: `common:tools.${camelCase(id)}`,
  sentenceNameKey: `common:toolsInSentence.${camelCase(id)}`,
  inMobileMenu: id !== 'leads-contracts',
  icon: TOOL_ICONS[id],
}))
