/**
 * The nine tools: ids, routes and catalog keys, what the header, footer, tool pages and structured
 * data need on every page. Their cards (category, goals, icon, benefits) are in ./tool-cards, which
 * only pages that show cards load. Words live in locales/<lng>/common.json (short names for menus)
 * and in each tool's own namespace.
 */
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
  to:
    | '/{-$locale}/ai-chat-assistant'
    | '/{-$locale}/contract-writer'
    | '/{-$locale}/contract-analyzer'
    | '/{-$locale}/ai-pricing'
    | '/{-$locale}/rfp-reader'
    | '/{-$locale}/ai-hiring'
    | '/{-$locale}/ai-content-manager'
    | '/{-$locale}/ai-local-seo-ads'
    | '/{-$locale}/leads-contracts'
  nameKey: string
  /** The name as it reads inside a sentence: Spanish puts an article before some names ('el Lector de RFP'), see locales/es/glossary.json. */
  sentenceNameKey: string
  /** The spec's mobile menu omits Leads & Contracts. */
  inMobileMenu: boolean
}

export const TOOL_NAV: readonly ToolNav[] = [
  {
    id: 'ai-chat-assistant',
    to: '/{-$locale}/ai-chat-assistant',
    nameKey: 'common:tools.aiChatAssistant',
    sentenceNameKey: 'common:toolsInSentence.aiChatAssistant',
    inMobileMenu: true,
  },
  {
    id: 'contract-writer',
    to: '/{-$locale}/contract-writer',
    nameKey: 'common:tools.contractWriter',
    sentenceNameKey: 'common:toolsInSentence.contractWriter',
    inMobileMenu: true,
  },
  {
    id: 'contract-analyzer',
    to: '/{-$locale}/contract-analyzer',
    nameKey: 'common:tools.contractAnalyzer',
    sentenceNameKey: 'common:toolsInSentence.contractAnalyzer',
    inMobileMenu: true,
  },
  {
    id: 'ai-pricing',
    to: '/{-$locale}/ai-pricing',
    nameKey: 'common:tools.aiPricing',
    sentenceNameKey: 'common:toolsInSentence.aiPricing',
    inMobileMenu: true,
  },
  {
    id: 'rfp-reader',
    to: '/{-$locale}/rfp-reader',
    nameKey: 'common:tools.rfpReader',
    sentenceNameKey: 'common:toolsInSentence.rfpReader',
    inMobileMenu: true,
  },
  {
    id: 'ai-hiring',
    to: '/{-$locale}/ai-hiring',
    nameKey: 'common:tools.aiHiring',
    sentenceNameKey: 'common:toolsInSentence.aiHiring',
    inMobileMenu: true,
  },
  {
    id: 'ai-content-manager',
    to: '/{-$locale}/ai-content-manager',
    nameKey: 'common:tools.aiContentManager',
    sentenceNameKey: 'common:toolsInSentence.aiContentManager',
    inMobileMenu: true,
  },
  {
    id: 'ai-local-seo-ads',
    to: '/{-$locale}/ai-local-seo-ads',
    nameKey: 'common:tools.aiLocalSeoAds',
    sentenceNameKey: 'common:toolsInSentence.aiLocalSeoAds',
    inMobileMenu: true,
  },
  {
    id: 'leads-contracts',
    to: '/{-$locale}/leads-contracts',
    nameKey: 'common:tools.leadsContracts',
    sentenceNameKey: 'common:toolsInSentence.leadsContracts',
    inMobileMenu: false,
  },
]
