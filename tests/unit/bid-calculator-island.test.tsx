import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { messageFormatter } from '../../src/islands/messages'
import { COPY_VALUES } from '../../src/pages/bid-calculator/fields'

/** Every argument a calculator message takes, with both plural forms of `count`. */
const VALUES = [1, 3].map((count) => ({
  ...COPY_VALUES,
  count,
  max: '5,000,000',
  min: '1',
  value: '1,500.5',
  price: '$14,163.37',
  hours: '375.27',
  wage: '$16.00',
  percent: '35%',
  sqft: '25,000',
  rate: '$0.02',
  amount: '$4,957.18',
  labor: '65.2%',
  burden: '13.0%',
  supplies: '5.4%',
  overhead: '16.3%',
  margin: '35.0%',
}))

describe("the bid calculator island's catalog slice", () => {
  for (const locale of ['en', 'es'] as const) {
    it(`${locale}: formats every message it carries as i18next does on the server`, async () => {
      const { ensureLocale, i18n } = await import('../../src/i18n/i18n')
      const { islandMessages } = await import('../../src/islands/messages-server')
      const { BID_CALCULATOR_MESSAGES } = await import('../../src/pages/bid-calculator/BidCalculator')
      await ensureLocale(locale, ['common', 'bid-calculator'])
      await i18n.changeLanguage(locale)
      // As the page carries it: JSON in the island's props.
      const slice = JSON.parse(JSON.stringify(islandMessages(BID_CALCULATOR_MESSAGES))) as ReturnType<typeof islandMessages>
      const t = messageFormatter(slice)
      const keys = Object.keys(slice.messages)
      expect(keys.length).toBeGreaterThan(60)
      for (const key of keys) for (const values of VALUES) expect(t(key, values), key).toBe(i18n.t(key, values))
    })

    it(`${locale}: renders the defaults' estimate from the slice alone`, async () => {
      const { ensureLocale, i18n } = await import('../../src/i18n/i18n')
      const { islandMessages } = await import('../../src/islands/messages-server')
      const { PageLocale } = await import('../../src/i18n/useLocale')
      const { BidCalculator, BID_CALCULATOR_MESSAGES } = await import('../../src/pages/bid-calculator/BidCalculator')
      await ensureLocale(locale, ['common', 'bid-calculator'])
      await i18n.changeLanguage(locale)
      const html = renderToString(
        <PageLocale.Provider value={locale}>
          <BidCalculator messages={islandMessages(BID_CALCULATOR_MESSAGES)} />
        </PageLocale.Provider>,
      )
      expect(html).toContain('$14,163.37')
      expect(html).toContain('value="18,000"')
      expect(html).toContain(i18n.t('bid-calculator:results.title'))
    })
  }
})
