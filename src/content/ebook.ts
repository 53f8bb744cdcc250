/** The ebook landing page: what the ebook covers and for whom (words in locales/<lng>/ebook.json). */
export const EBOOK_CHAPTERS = [
  { id: 'find', titleKey: 'ebook:inside.items.find.title', bodyKey: 'ebook:inside.items.find.body' },
  { id: 'qualify', titleKey: 'ebook:inside.items.qualify.title', bodyKey: 'ebook:inside.items.qualify.body' },
  { id: 'price', titleKey: 'ebook:inside.items.price.title', bodyKey: 'ebook:inside.items.price.body' },
  { id: 'propose', titleKey: 'ebook:inside.items.propose.title', bodyKey: 'ebook:inside.items.propose.body' },
  { id: 'keep', titleKey: 'ebook:inside.items.keep.title', bodyKey: 'ebook:inside.items.keep.body' },
] as const

export const EBOOK_AUDIENCE = [
  'ebook:audience.items.owners',
  'ebook:audience.items.estimators',
  'ebook:audience.items.managers',
] as const

export const EBOOK_FACTS = ['ebook:facts.pages', 'ebook:facts.templates', 'ebook:facts.languages'] as const
