/**
 * The nine tools: ids, routes, catalog keys and categories. Words live in locales/<lng>/common.json
 * (short names for menus) and in each tool's own namespace.
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
  /** The spec's mobile menu omits Leads & Contracts. */
  inMobileMenu: boolean
}

export const TOOL_NAV: readonly ToolNav[] = [
  { id: 'ai-chat-assistant', to: '/{-$locale}/ai-chat-assistant', nameKey: 'common:tools.aiChatAssistant', inMobileMenu: true },
  { id: 'contract-writer', to: '/{-$locale}/contract-writer', nameKey: 'common:tools.contractWriter', inMobileMenu: true },
  { id: 'contract-analyzer', to: '/{-$locale}/contract-analyzer', nameKey: 'common:tools.contractAnalyzer', inMobileMenu: true },
  { id: 'ai-pricing', to: '/{-$locale}/ai-pricing', nameKey: 'common:tools.aiPricing', inMobileMenu: true },
  { id: 'rfp-reader', to: '/{-$locale}/rfp-reader', nameKey: 'common:tools.rfpReader', inMobileMenu: true },
  { id: 'ai-hiring', to: '/{-$locale}/ai-hiring', nameKey: 'common:tools.aiHiring', inMobileMenu: true },
  { id: 'ai-content-manager', to: '/{-$locale}/ai-content-manager', nameKey: 'common:tools.aiContentManager', inMobileMenu: true },
  { id: 'ai-local-seo-ads', to: '/{-$locale}/ai-local-seo-ads', nameKey: 'common:tools.aiLocalSeoAds', inMobileMenu: true },
  { id: 'leads-contracts', to: '/{-$locale}/leads-contracts', nameKey: 'common:tools.leadsContracts', inMobileMenu: false },
]
