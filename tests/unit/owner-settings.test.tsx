/**
 * Issue 36 (items 1, 2, 4) and issue 37 (item 7): every claim only the owner can prove is one setting
 * (src/content/company.ts), listed by the launch check while it is a sample, and marked "sample" on the page where
 * it stands, in both languages; the testimonial cards carry name, company, city, one metric and an optional photo;
 * the customer-logo row renders only when logos are configured; careers give every role its base pay and where it
 * can be based, and an equal-opportunity statement.
 */
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CustomerLogos, Testimonials } from '../../src/components/Testimonials'
import { SampleMark } from '../../src/components/page/SampleMark'
import { careersValues, JOB_OPENINGS } from '../../src/content/careers'
import { CUSTOMER_LOGOS, SAMPLE_MARKS, SUPPORT_RESPONSE } from '../../src/content/company'
import { TESTIMONIALS } from '../../src/content/home'
import { launchSamples } from '../../src/content/launch'
import { PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'
import { ensureLocale, i18n } from '../../src/i18n/i18n'
import { catalogTexts } from './catalog-texts'

const LOCALES = ['en', 'es'] as const

async function inLocale(locale: 'en' | 'es', namespaces: string[]) {
  await ensureLocale(locale, ['common', ...namespaces])
  await i18n.changeLanguage(locale)
  return i18n.getFixedT(locale)
}

const WORDS = {
  en: {
    testimonials: 'Sample testimonials',
    count: 'Sample figure',
    survey: 'Sample figures',
    soc2: 'Sample claim',
    response: 'Sample claim',
    values: 'Sample values',
    address: 'Sample address',
    pay: 'Sample pay ranges',
    security: 'Sample claim',
    refresh: 'Sample claim',
    spanishSupport: 'Sample claim',
  },
  es: {
    testimonials: 'Testimonios de muestra',
    count: 'Cifra de muestra',
    survey: 'Cifras de muestra',
    soc2: 'Dato de muestra',
    response: 'Dato de muestra',
    values: 'Valores de muestra',
    address: 'Dirección de muestra',
    pay: 'Rangos salariales de muestra',
    security: 'Dato de muestra',
    refresh: 'Dato de muestra',
    spanishSupport: 'Dato de muestra',
  },
} as const

describe('the launch check lists every owner setting still a sample', () => {
  it('SOC 2 audit, response time, legal entity and address, legal date, providers, pay ranges, security practices, SAM.gov refresh, Spanish support, social profiles, with the old ones', () => {
    const ids = launchSamples({
      formAccessKey: '',
      videoUrl: PLACEHOLDER_VIDEO_URL,
      placeholderVideoUrl: PLACEHOLDER_VIDEO_URL,
      demoVideoUrl: '',
    }).map((s) => s.id)
    for (const id of [
      'testimonials',
      'survey',
      'company-count',
      'soc2-audit',
      'support-response',
      'legal-entity',
      'legal-date',
      'processors',
      'pay-ranges',
      'security-practices',
      'samgov-refresh',
      'spanish-support',
      'social:linkedin',
    ])
      expect(ids).toContain(id)
  })
})

describe('sample marks: one dashed pill, its words from common.json in both languages', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every kind says it is a sample while its setting is`, async () => {
      const t = await inLocale(locale, [])
      for (const [kind, words] of Object.entries(WORDS[locale])) {
        expect(t(SAMPLE_MARKS[kind as keyof typeof SAMPLE_MARKS].labelKey)).toBe(words)
        const { container, unmount } = render(<SampleMark kind={kind as keyof typeof SAMPLE_MARKS} />)
        const pill = container.querySelector('[data-testid="sample-mark"]')
        expect(pill?.textContent).toBe(words)
        expect(pill?.getAttribute('data-tone')).toBe('sample')
        unmount()
      }
    })
  }

  it('draws nothing once the owner has replaced the sample', () => {
    const { container } = render(<SampleMark kind="count" show={false} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('testimonial cards: quote, one metric, name, title, company, city, photo or initials', () => {
  for (const locale of LOCALES) {
    it(`${locale}: both sample cards, marked as samples, with the customer count marked where the title gives it`, async () => {
      const t = await inLocale(locale, ['home'])
      const { container } = render(<Testimonials title="Proof" countClaim />)
      const marks = [...container.querySelectorAll('[data-testid="sample-mark"]')].map((m) => m.textContent)
      expect(marks).toEqual([WORDS[locale].count, WORDS[locale].testimonials])
      const cards = container.querySelectorAll('[data-testid="testimonial"]')
      expect(cards).toHaveLength(TESTIMONIALS.length)
      TESTIMONIALS.forEach((item, i) => {
        const card = cards[i]!
        expect(card.querySelector('[data-testid="testimonial-metric"]')?.textContent).toContain(t(item.metricKey))
        const caption = card.querySelector('figcaption')!.textContent!
        for (const key of [item.nameKey, item.titleKey, item.companyKey, item.cityKey]) expect(caption).toContain(t(key))
        expect(card.querySelector('img')).toBeNull()
      })
      expect(container.querySelector('[data-testid="customer-logos"]')).toBeNull()
    })
  }
})

describe('customer logos: nothing until the owner configures them', () => {
  it('ships empty and renders nothing', async () => {
    await inLocale('en', ['home'])
    expect(CUSTOMER_LOGOS).toEqual([])
    const { container } = render(<CustomerLogos />)
    expect(container.innerHTML).toBe('')
  })

  for (const [locale, label] of [
    ['en', 'Cleaning companies that use CleanSuite AI'],
    ['es', 'Empresas de limpieza que usan CleanSuite AI'],
  ] as const) {
    it(`${locale}: a configured logo renders as a labelled list of sized, lazy images named by their alt`, async () => {
      await inLocale(locale, ['home'])
      const { container } = render(
        <CustomerLogos logos={[{ id: 'acme', name: 'Acme Janitorial', src: '/logos/acme.svg', width: 120, height: 40 }]} />,
      )
      const list = container.querySelector('ul[data-testid="customer-logos"]')!
      expect(list.getAttribute('aria-label')).toBe(label)
      const img = list.querySelector('li img')!
      expect(img.getAttribute('alt')).toBe('Acme Janitorial')
      expect(img.getAttribute('loading')).toBe('lazy')
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['120', '40'])
    })
  }
})

describe('careers: base pay and where each role can be based, equal opportunity', () => {
  const PAY = {
    en: [
      'Base pay $150,000–$185,000 a year',
      'Base pay $145,000–$180,000 a year',
      'Base pay $68,000–$85,000 a year',
      'Base pay $65,000–$80,000 a year',
      'Base pay $35–$45 an hour',
    ],
    es: [
      'Salario base $150,000–$185,000 al año',
      'Salario base $145,000–$180,000 al año',
      'Salario base $68,000–$85,000 al año',
      'Salario base $65,000–$80,000 al año',
      'Salario base $35–$45 por hora',
    ],
  }
  for (const locale of LOCALES) {
    it(`${locale}: five roles, each with its base pay range and where it can be based; the rule and equal opportunity under them`, async () => {
      const t = await inLocale(locale, ['careers'])
      expect(JOB_OPENINGS.map((job) => t('careers:roles.pay', { ...job.pay }))).toEqual(PAY[locale])
      for (const job of JOB_OPENINGS) {
        expect(job.pay.min).toBeLessThan(job.pay.max)
        expect(t(job.locationKey, job.locationValues)).toMatch(
          locale === 'en' ? /^(Remote \(US\)|(Dallas|Houston), TX \(hybrid\))$/ : /\((EE\. UU\.|híbrido)\)$/,
        )
      }
      expect(t('careers:fair.pay', careersValues(locale, (key) => t(key)).hubs)).toMatch(
        locale === 'en'
          ? /base pay.*anywhere in the US.*near one of our hubs \(Dallas and Houston\)/
          : /salario base.*cualquier lugar de Estados Unidos.*cerca de una de nuestras oficinas \(Dallas y Houston\)/,
      )
      expect(t('careers:fair.eeo', { email: 'careers@cleansuite.ai' })).toMatch(
        locale === 'en'
          ? /^CleanSuite AI is an equal opportunity employer\./
          : /^CleanSuite AI es un empleador que ofrece igualdad de oportunidades\./,
      )
    })
  }
})

describe('the support response time is one setting', () => {
  for (const locale of LOCALES) {
    it(`${locale}: no text promises a number of hours of its own; every promise reads {responseHours}`, () => {
      const literal = locale === 'en' ? /(within|in) \d+ hours/i : /(menos de|en) \d+ horas/i
      const stray = catalogTexts(locale).filter(
        ([key, text]) => literal.test(text) && !key.startsWith('tools.') && !key.startsWith('leads-board:'),
      )
      expect(stray.map(([key]) => key)).toEqual([])
      const promises = catalogTexts(locale).filter(([, text]) => text.includes('{responseHours'))
      expect(promises.length).toBeGreaterThanOrEqual(10)
      expect(SUPPORT_RESPONSE.hours).toBe(24)
    })
  }
})
