import { AI_CHAT_ASSISTANT } from './ai-chat-assistant'
import { AI_CONTENT_MANAGER } from './ai-content-manager'
import { AI_HIRING } from './ai-hiring'
import { AI_LOCAL_SEO_ADS } from './ai-local-seo-ads'
import { AI_PRICING } from './ai-pricing'
import { CONTRACT_ANALYZER } from './contract-analyzer'
import { CONTRACT_WRITER } from './contract-writer'
import { LEADS_CONTRACTS } from './leads-contracts'
import { RFP_READER } from './rfp-reader'
import type { ToolPageContent } from './types'

/**
 * The tool pages whose content is built, for build-time uses (structured data). Route files import
 * their own module directly, so a page's chunk carries only its own content.
 */
export const TOOL_PAGES: readonly ToolPageContent[] = [
  AI_CHAT_ASSISTANT,
  CONTRACT_WRITER,
  CONTRACT_ANALYZER,
  AI_PRICING,
  RFP_READER,
  AI_HIRING,
  AI_CONTENT_MANAGER,
  AI_LOCAL_SEO_ADS,
  LEADS_CONTRACTS,
]
