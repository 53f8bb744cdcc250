import type { IconId } from './icons'
import type { FeatureId } from './tools/feature-icons'
import { faqEntries, keyed, keysOf, labelled, nameOf, titled } from './keys'
import { withOfferAnswers, type FaqEntry } from './pricing'
import type { GoalId } from './tool-cards'
import type { ToolId } from './tools'

/** Home page structure: ids, numbers and catalog keys (words in locales/<lng>/home.json). */
export const HOW_IT_WORKS_SECTION_ID = 'how-it-works'

export const HOW_IT_WORKS_STEPS = titled('home:howItWorks.steps', ['connect', 'organize', 'ask', 'act'])

/** The hero prompt advances every 3500 ms. */
export const HERO_PROMPT_INTERVAL_MS = 3500

export const HERO_PROMPTS = keysOf('home:hero.prompt.items', ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'])

/** The tool that answers each hero prompt, in HERO_PROMPTS' order (the mock-up window shows that tool's answer). */
export const HERO_PROMPT_TOOLS: readonly ToolId[] = [
  'ai-pricing',
  'rfp-reader',
  'leads-contracts',
  'contract-analyzer',
  'ai-hiring',
  'contract-writer',
  'ai-content-manager',
  'ai-chat-assistant',
]

/** The six floating tool chips around the hero's mock screen. */
export const HERO_CHIPS: readonly ToolId[] = [
  'ai-pricing',
  'rfp-reader',
  'contract-writer',
  'ai-hiring',
  'leads-contracts',
  'ai-chat-assistant',
]

export { COMPANY_COUNT } from './company'

/**
 * The figures of the hero's AI Pricing mock: the calculator's result for its defaults (25,000 sq ft,
 * five nights a week, 35% margin; a unit test recomputes them), formatted by the catalog messages.
 */
export const HERO_MOCK_VALUES = { perVisit: 654.2, monthly: 14163.37, hourly: 37.74 } as const

export type Goal = {
  id: GoalId
  icon: IconId
  filterKey: string
  titleKey: string
  bodyKey: string
  bulletKeys: readonly string[]
}

/** The five goals: filter chips of the product strip and the goal blocks. Tools per goal: `goals` in content/tools.ts. */
export const GOALS: readonly Goal[] = keyed(
  'home:goals',
  ['filter', 'title', 'body'],
  [
    { id: 'get-more-leads', icon: 'target' },
    { id: 'win-more-bids', icon: 'trendingUp' },
    { id: 'operate-better', icon: 'clipboard' },
    { id: 'hire-train', icon: 'users' },
    { id: 'market-grow', icon: 'megaphone' },
  ],
).map((goal) => ({ ...goal, bulletKeys: keysOf(`home:goals.${nameOf(goal)}.bullets`, ['one', 'two', 'three']) }))

/**
 * The product-tour band's screen per goal (home's goal blocks, one tab each): the tool whose answer it shows and the
 * sample prompt (that tool's own hero prompt) the answer replies to, answered by two of that tool page's feature
 * shots (its mock-up data, src/content/tools/*-mock.ts): every figure is the one the tool page shows.
 */
export const GOAL_SCREENS: Readonly<Record<GoalId, { tool: ToolId; promptKey: string; shots: readonly [FeatureId, FeatureId] }>> = {
  'get-more-leads': { tool: 'leads-contracts', promptKey: 'tools.leads-contracts:prompts.rfps', shots: ['lead-feed', 'fit-score'] },
  'win-more-bids': { tool: 'ai-pricing', promptKey: 'tools.ai-pricing:prompts.office', shots: ['cost-margin', 'scenarios'] },
  'operate-better': { tool: 'contract-analyzer', promptKey: 'tools.contract-analyzer:prompts.presign', shots: ['risk-score', 'renewals'] },
  'hire-train': { tool: 'ai-hiring', promptKey: 'tools.ai-hiring:prompts.scoreResume', shots: ['scoring', 'evidence'] },
  'market-grow': { tool: 'ai-local-seo-ads', promptKey: 'tools.ai-local-seo-ads:prompts.audit', shots: ['seo-audit', 'city-keywords'] },
}

export { TESTIMONIALS_ARE_SAMPLE } from './company'

/**
 * The testimonials (two items; sample content while TESTIMONIALS_ARE_SAMPLE): each a quote, the person's name and
 * title, the company, its city and one result in their words (`metric`), and optionally a photo (a file under
 * public/, its size in CSS pixels; without one the card shows the initials).
 */
export type Testimonial = {
  id: string
  initials: string
  photo?: { src: string; width: number; height: number }
  quoteKey: string
  nameKey: string
  titleKey: string
  companyKey: string
  cityKey: string
  metricKey: string
}

export const TESTIMONIALS: readonly Testimonial[] = keyed(
  'home:proof',
  ['quote', 'name', 'title', 'company', 'city', 'metric'],
  [
    { id: 'delgado', initials: 'MD' },
    { id: 'carter', initials: 'JC' },
  ],
)

/** Data sources now, integrations coming soon. */
type Integration = { id: string; icon: IconId; labelKey: string }

export const INTEGRATIONS_AVAILABLE: readonly Integration[] = labelled('home:integrations.items', 'label', [
  { id: 'profile', icon: 'building' },
  { id: 'uploads', icon: 'upload' },
  { id: 'manual', icon: 'pen' },
  { id: 'url', icon: 'link' },
])

export const INTEGRATIONS_COMING: readonly Integration[] = labelled('home:integrations.items', 'label', [
  { id: 'drives', icon: 'cloud' },
  { id: 'accounting', icon: 'dollar' },
  { id: 'crm', icon: 'database' },
  { id: 'hr', icon: 'clock' },
])

/**
 * The two claims every page words the same way (common.json `trust.*`): what happens to a customer's data
 * (never sold, never used to train AI models, processed only by the providers the privacy policy lists) and
 * the SOC 2 Type II audit (a sentence and a badge). A page that says more around them repeats the sentence
 * word for word (tests/unit/claims.test.ts).
 */
const TRUST_CLAIMS = {
  data: 'claims:trust.data',
  dataBadge: 'claims:trust.dataBadge',
  /** The data sentence's second half (who processes it), under the badge where the two stand together. */
  processors: 'claims:trust.processors',
  soc2: 'claims:trust.soc2',
  soc2Badge: 'claims:trust.soc2Badge',
} as const

/** Security and privacy claims: four of home's own, then the two shared ones as badge and sentence. */
export const SECURITY_CLAIMS: readonly {
  id: string
  icon: IconId
  titleKey: string
  bodyKey: string
  /** The data claim links its "our Privacy Policy lists them" to the providers' table; the SOC 2 claim carries its sample mark. */
  extra?: 'processors' | 'soc2'
}[] = [
  ...titled('home:security.items', [
    { id: 'encryption', icon: 'lock' },
    { id: 'isolation', icon: 'building' },
    { id: 'roles', icon: 'key' },
    { id: 'retention', icon: 'trash' },
  ]),
  { id: 'training', icon: 'eyeOff', titleKey: TRUST_CLAIMS.dataBadge, bodyKey: TRUST_CLAIMS.processors, extra: 'processors' },
  { id: 'soc2', icon: 'shieldCheck', titleKey: TRUST_CLAIMS.soc2Badge, bodyKey: TRUST_CLAIMS.soc2, extra: 'soc2' },
]

export const HOME_FAQ: readonly FaqEntry[] = withOfferAnswers(
  faqEntries('home:faq.items', ['who', 'all-tools', 'spanish', 'start', 'data', 'price']),
  { price: 'summary' },
)
