import { describe, expect, it } from 'vitest'
import { camelCase, faqEntries, keyed, keysOf, labelled, titled } from '../../src/content/keys'
import { HOME_FAQ } from '../../src/content/home'
import { PRIVACY_POLICY } from '../../src/content/legal'

describe('catalog keys built from names (src/content/keys.ts)', () => {
  it('names a catalog group after the id in camel case, digits and single words as they are', () => {
    expect(camelCase('time-to-clean')).toBe('timeToClean')
    expect(camelCase('soc2')).toBe('soc2')
    expect(camelCase('nights-5')).toBe('nights-5')
  })

  it('gives each entry one key per field under its name, and keeps its own data', () => {
    expect(keyed('ns:rows', ['task', 'ai'], ['rfp-reading', { id: 'bids', name: 'pricing', hours: 3 }])).toEqual([
      { id: 'rfp-reading', taskKey: 'ns:rows.rfpReading.task', aiKey: 'ns:rows.rfpReading.ai' },
      { id: 'bids', hours: 3, taskKey: 'ns:rows.pricing.task', aiKey: 'ns:rows.pricing.ai' },
    ])
  })

  it('builds titled cards, FAQ entries, labels and plain key lists', () => {
    expect(titled('ns:values', [{ id: 'trust', icon: 'lock' }])).toEqual([
      { id: 'trust', icon: 'lock', titleKey: 'ns:values.trust.title', bodyKey: 'ns:values.trust.body' },
    ])
    expect(faqEntries('ns:faq', ['all-tools'])).toEqual([
      { id: 'all-tools', questionKey: 'ns:faq.allTools.question', answerKey: 'ns:faq.allTools.answer' },
    ])
    expect(labelled('ns:trust', 'label', ['no-contract'])).toEqual([{ id: 'no-contract', labelKey: 'ns:trust.noContract' }])
    expect(keysOf('ns:audience', ['owners', 'estimators'])).toEqual(['ns:audience.owners', 'ns:audience.estimators'])
  })

  it('the built lists keep what the pages read: ICU values of an answer, a legal list under items', () => {
    expect(HOME_FAQ.find((entry) => entry.id === 'price')).toMatchObject({
      answerKey: 'claims:offer.summary',
      values: { price: expect.any(Number), hours: expect.any(Number) },
    })
    const collect = PRIVACY_POLICY.sections.find((section) => section.id === 'information-we-collect')
    expect(collect?.blocks).toEqual([
      { kind: 'p', key: 'privacy-policy:sections.collect.lead' },
      {
        kind: 'list',
        keys: [
          'privacy-policy:sections.collect.items.account',
          'privacy-policy:sections.collect.items.business',
          'privacy-policy:sections.collect.items.people',
          'privacy-policy:sections.collect.items.usage',
          'privacy-policy:sections.collect.items.website',
          'privacy-policy:sections.collect.items.support',
        ],
      },
    ])
  })
})
