import type { IconId } from './icons'
import { PLAN_VALUES, type FaqEntry } from './pricing'
import type { GoalId } from './tool-cards'
import type { ToolId } from './tools'

/** Home page structure: ids, numbers and catalog keys (words in locales/<lng>/home.json). */
export const HOW_IT_WORKS_SECTION_ID = 'how-it-works'

export const HOW_IT_WORKS_STEPS = [
  { id: 'connect', titleKey: 'home:howItWorks.steps.connect.title', bodyKey: 'home:howItWorks.steps.connect.body' },
  { id: 'organize', titleKey: 'home:howItWorks.steps.organize.title', bodyKey: 'home:howItWorks.steps.organize.body' },
  { id: 'ask', titleKey: 'home:howItWorks.steps.ask.title', bodyKey: 'home:howItWorks.steps.ask.body' },
  { id: 'act', titleKey: 'home:howItWorks.steps.act.title', bodyKey: 'home:howItWorks.steps.act.body' },
] as const

/** The hero prompt advances every 3500 ms. */
export const HERO_PROMPT_INTERVAL_MS = 3500

export const HERO_PROMPTS = [
  'home:hero.prompt.items.one',
  'home:hero.prompt.items.two',
  'home:hero.prompt.items.three',
  'home:hero.prompt.items.four',
  'home:hero.prompt.items.five',
  'home:hero.prompt.items.six',
  'home:hero.prompt.items.seven',
  'home:hero.prompt.items.eight',
] as const

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
export const GOALS: readonly Goal[] = [
  {
    id: 'get-more-leads',
    icon: 'target',
    filterKey: 'home:goals.getMoreLeads.filter',
    titleKey: 'home:goals.getMoreLeads.title',
    bodyKey: 'home:goals.getMoreLeads.body',
    bulletKeys: ['home:goals.getMoreLeads.bullets.one', 'home:goals.getMoreLeads.bullets.two', 'home:goals.getMoreLeads.bullets.three'],
  },
  {
    id: 'win-more-bids',
    icon: 'trendingUp',
    filterKey: 'home:goals.winMoreBids.filter',
    titleKey: 'home:goals.winMoreBids.title',
    bodyKey: 'home:goals.winMoreBids.body',
    bulletKeys: ['home:goals.winMoreBids.bullets.one', 'home:goals.winMoreBids.bullets.two', 'home:goals.winMoreBids.bullets.three'],
  },
  {
    id: 'operate-better',
    icon: 'clipboard',
    filterKey: 'home:goals.operateBetter.filter',
    titleKey: 'home:goals.operateBetter.title',
    bodyKey: 'home:goals.operateBetter.body',
    bulletKeys: ['home:goals.operateBetter.bullets.one', 'home:goals.operateBetter.bullets.two', 'home:goals.operateBetter.bullets.three'],
  },
  {
    id: 'hire-train',
    icon: 'users',
    filterKey: 'home:goals.hireTrain.filter',
    titleKey: 'home:goals.hireTrain.title',
    bodyKey: 'home:goals.hireTrain.body',
    bulletKeys: ['home:goals.hireTrain.bullets.one', 'home:goals.hireTrain.bullets.two', 'home:goals.hireTrain.bullets.three'],
  },
  {
    id: 'market-grow',
    icon: 'megaphone',
    filterKey: 'home:goals.marketGrow.filter',
    titleKey: 'home:goals.marketGrow.title',
    bodyKey: 'home:goals.marketGrow.body',
    bulletKeys: ['home:goals.marketGrow.bullets.one', 'home:goals.marketGrow.bullets.two', 'home:goals.marketGrow.bullets.three'],
  },
]

/** Placeholder testimonials (two items). */
export const TESTIMONIALS = [
  {
    id: 'delgado',
    quoteKey: 'home:proof.delgado.quote',
    nameKey: 'home:proof.delgado.name',
    titleKey: 'home:proof.delgado.title',
    companyKey: 'home:proof.delgado.company',
    initials: 'MD',
  },
  {
    id: 'carter',
    quoteKey: 'home:proof.carter.quote',
    nameKey: 'home:proof.carter.name',
    titleKey: 'home:proof.carter.title',
    companyKey: 'home:proof.carter.company',
    initials: 'JC',
  },
] as const

/** Data sources now, integrations coming soon. */
export const INTEGRATIONS_AVAILABLE = [
  { id: 'profile', icon: 'building', labelKey: 'home:integrations.items.profile' },
  { id: 'uploads', icon: 'upload', labelKey: 'home:integrations.items.uploads' },
  { id: 'manual', icon: 'pen', labelKey: 'home:integrations.items.manual' },
  { id: 'url', icon: 'link', labelKey: 'home:integrations.items.url' },
] as const satisfies readonly { id: string; icon: IconId; labelKey: string }[]

export const INTEGRATIONS_COMING = [
  { id: 'drives', icon: 'cloud', labelKey: 'home:integrations.items.drives' },
  { id: 'accounting', icon: 'dollar', labelKey: 'home:integrations.items.accounting' },
  { id: 'crm', icon: 'database', labelKey: 'home:integrations.items.crm' },
  { id: 'hr', icon: 'clock', labelKey: 'home:integrations.items.hr' },
] as const satisfies readonly { id: string; icon: IconId; labelKey: string }[]

/** Security and privacy claims. */
export const SECURITY_CLAIMS = [
  { id: 'encryption', icon: 'lock', titleKey: 'home:security.items.encryption.title', bodyKey: 'home:security.items.encryption.body' },
  { id: 'isolation', icon: 'building', titleKey: 'home:security.items.isolation.title', bodyKey: 'home:security.items.isolation.body' },
  { id: 'roles', icon: 'key', titleKey: 'home:security.items.roles.title', bodyKey: 'home:security.items.roles.body' },
  { id: 'retention', icon: 'trash', titleKey: 'home:security.items.retention.title', bodyKey: 'home:security.items.retention.body' },
  { id: 'training', icon: 'eyeOff', titleKey: 'home:security.items.training.title', bodyKey: 'home:security.items.training.body' },
  { id: 'soc2', icon: 'shieldCheck', titleKey: 'home:security.items.soc2.title', bodyKey: 'home:security.items.soc2.body' },
] as const satisfies readonly { id: string; icon: IconId; titleKey: string; bodyKey: string }[]

export const HOME_FAQ: readonly FaqEntry[] = [
  { id: 'who', questionKey: 'home:faq.items.who.question', answerKey: 'home:faq.items.who.answer' },
  { id: 'all-tools', questionKey: 'home:faq.items.allTools.question', answerKey: 'home:faq.items.allTools.answer' },
  { id: 'spanish', questionKey: 'home:faq.items.spanish.question', answerKey: 'home:faq.items.spanish.answer' },
  { id: 'start', questionKey: 'home:faq.items.start.question', answerKey: 'home:faq.items.start.answer' },
  { id: 'data', questionKey: 'home:faq.items.data.question', answerKey: 'home:faq.items.data.answer' },
  { id: 'price', questionKey: 'home:faq.items.price.question', answerKey: 'home:faq.items.price.answer', values: PLAN_VALUES },
]
