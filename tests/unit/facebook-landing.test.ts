// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CONTRACT_MOCK,
  LANDING_TOOLS,
  PRICE_DISPLAY,
  PRICING_MOCK,
  contractMonthlyFee,
  pricePricingMock,
} from '../../src/content/facebook-landing'
import { formats as landingFormats } from '../../src/lib/format'

const root = path.resolve(import.meta.dirname, '../..')
const result = pricePricingMock()
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits
const { hoursDigits, moneyDigits, rateDigits } = PRICE_DISPLAY

describe('the AI Pricing mock on the ad landing page', () => {
  it('has an area mix that covers the whole building', () => {
    expect(PRICING_MOCK.areas.reduce((sum, a) => sum + a.sqFt, 0)).toBe(PRICING_MOCK.buildingSqFt)
  })

  it('is priced by the free calculator: the same bid gives the same figures, to the cent', async () => {
    const { calculateBid, DEFAULT_VALUES } = await import('../../src/lib/bid-calculator')
    const outcome = calculateBid({ ...DEFAULT_VALUES })
    expect(outcome.ok && outcome.result.price).toBe(result.monthlyPrice)
    expect(outcome.ok && outcome.result.pricePerVisit).toBe(result.pricePerVisit)
    expect(outcome.ok && outcome.result.effectiveHourlyRate).toBe(result.effectiveHourlyRate)
  })

  it('recomputes every figure from the inputs, by hand (to a few cents: the calculator rounds each line to the cent)', () => {
    // 18,000 / 2,000 + 2,000 / 400 + 5,000 / 1,500 = 9 + 5 + 3.33 hours per visit
    const hoursPerVisit = 18_000 / 2_000 + 2_000 / 400 + 5_000 / 1_500
    const visits = 5 * 4.33
    const laborHours = hoursPerVisit * visits
    const labor = laborHours * 16
    const totalCost = labor * (1 + 0.2 + 0.25) + 25_000 * 0.02
    const monthly = totalCost / (1 - 0.35)
    expect(result.areaHours).toEqual({ offices: 9, restrooms: 5, common: 5_000 / 1_500 })
    expect(result.hoursPerVisit).toBeCloseTo(hoursPerVisit, 1)
    expect(result.visitsPerMonth).toBeCloseTo(21.65, 1)
    expect(result.laborHours).toBeCloseTo(laborHours, 1)
    expect(result.labor).toBeCloseTo(labor, 1)
    expect(result.supplies).toBeCloseTo(500, 1)
    expect(result.totalCost).toBeCloseTo(totalCost, 1)
    expect(result.monthlyPrice).toBeCloseTo(monthly, 1)
    expect(result.pricePerVisit).toBeCloseTo(monthly / visits, 1)
    expect(result.effectiveHourlyRate).toBeCloseTo(monthly / laborHours, 1)
  })

  it('shows figures that add up at the precision the screen shows them', () => {
    const hours = Object.values(result.areaHours).map((h) => round(h, hoursDigits))
    expect(
      round(
        hours.reduce((a, b) => a + b, 0),
        hoursDigits,
      ),
    ).toBe(round(result.hoursPerVisit, hoursDigits))

    const lines = [result.labor, result.burden, result.supplies, result.overhead].map((n) => round(n, moneyDigits))
    expect(lines.reduce((a, b) => a + b, 0)).toBe(round(result.totalCost, moneyDigits))

    // Each line's shown basis gives the shown amount: 375.27 h x $16.00, 20% and 25% of the shown labor.
    const shownLabor = round(result.labor, moneyDigits)
    const shownHours = round(result.laborHours, hoursDigits)
    expect(round(shownHours * PRICING_MOCK.wagePerHour, moneyDigits)).toBe(shownLabor)
    expect(round(shownLabor * PRICING_MOCK.burdenRate, moneyDigits)).toBe(round(result.burden, moneyDigits))
    expect(round(shownLabor * PRICING_MOCK.overheadRate, moneyDigits)).toBe(round(result.overhead, moneyDigits))

    // The price from the shown total, and the per-visit and hourly figures from the shown price.
    const shownMonthly = round(result.monthlyPrice, moneyDigits)
    expect(round(round(result.totalCost, moneyDigits) / (1 - PRICING_MOCK.targetMargin), moneyDigits)).toBe(shownMonthly)
    expect(round(shownMonthly / result.visitsPerMonth, moneyDigits)).toBe(round(result.pricePerVisit, moneyDigits))
    expect(round(shownMonthly / shownHours, rateDigits)).toBe(round(result.effectiveHourlyRate, rateDigits))
  })

  it('formats the key figures per locale', () => {
    const en = landingFormats('en')
    expect(en.fixed(result.hoursPerVisit, hoursDigits)).toBe('17.33')
    expect(en.fixed(result.laborHours, hoursDigits)).toBe('375.27')
    expect([result.labor, result.burden, result.supplies, result.overhead, result.totalCost].map((n) => en.usd(n, moneyDigits))).toEqual([
      '$6,004',
      '$1,201',
      '$500',
      '$1,501',
      '$9,206',
    ])
    expect(en.usd(result.monthlyPrice, moneyDigits)).toBe('$14,163')
    expect(en.usd(result.pricePerVisit, moneyDigits)).toBe('$654')
    expect(en.usd(result.effectiveHourlyRate, rateDigits)).toBe('$37.74')

    // US Spanish (INTL_LOCALE es-US): the same figures as in English.
    const es = landingFormats('es')
    expect(es.fixed(result.hoursPerVisit, hoursDigits)).toBe('17.33')
    expect(es.usd(result.monthlyPrice, moneyDigits)).toBe('$14,163')
    expect(es.usd(result.totalCost, moneyDigits)).toBe('$9,206')
    expect(es.integer(2_000)).toBe('2,000')
    expect(es.usd(result.effectiveHourlyRate, rateDigits)).toBe('$37.74')
    expect(es.percent(PRICING_MOCK.targetMargin)).toBe('35%')
  })

  it('quotes the same bid as the AI Pricing page example (same prompt, same answer)', () => {
    const en = landingFormats('en')
    const example = readFileSync(path.join(root, 'locales/en/examples/ai-pricing/bid-pricing.md'), 'utf8')
    for (const figure of [
      en.usd(result.totalCost, 0),
      en.usd(result.monthlyPrice, 0),
      en.usd(result.pricePerVisit, 0),
      en.usd(result.effectiveHourlyRate, 2),
    ]) {
      expect(example).toContain(figure)
    }
  })
})

describe('the Contract Writer mock', () => {
  it('charges the quoted monthly price, for the same building and frequency', () => {
    expect(contractMonthlyFee()).toBe(14_163)
    expect(contractMonthlyFee()).toBe(Math.round(result.monthlyPrice))
    expect(CONTRACT_MOCK.buildingSqFt).toBe(PRICING_MOCK.buildingSqFt)
    expect(CONTRACT_MOCK.nightsPerWeek).toBe(PRICING_MOCK.visitsPerWeek)
    expect(CONTRACT_MOCK.noticeDays).toBe(30)
    expect(landingFormats('en').usd(contractMonthlyFee(), 2)).toBe('$14,163.00')
    expect(landingFormats('es').usd(contractMonthlyFee(), 2)).toBe('$14,163.00')
  })
})

describe('the tool cards', () => {
  it('shows six distinct tools', () => {
    expect(new Set(LANDING_TOOLS.map((tool) => tool.id)).size).toBe(6)
  })
})
