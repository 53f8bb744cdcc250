/** Home page structure: ids and catalog keys (words in locales/<lng>/home.json). */
export const HOW_IT_WORKS_SECTION_ID = 'how-it-works'

export const HOW_IT_WORKS_STEPS = [
  { id: 'connect', titleKey: 'home:howItWorks.steps.connect.title', bodyKey: 'home:howItWorks.steps.connect.body' },
  { id: 'organize', titleKey: 'home:howItWorks.steps.organize.title', bodyKey: 'home:howItWorks.steps.organize.body' },
  { id: 'ask', titleKey: 'home:howItWorks.steps.ask.title', bodyKey: 'home:howItWorks.steps.ask.body' },
  { id: 'act', titleKey: 'home:howItWorks.steps.act.title', bodyKey: 'home:howItWorks.steps.act.body' },
] as const
