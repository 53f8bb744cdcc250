/**
 * Issue 46, item 2: every claim provable or listed. The claims only the owner (or the product team) can prove are one
 * setting each (src/content/company.ts, src/lib/config.ts): the security practices, the SAM.gov refresh interval,
 * support in Spanish, the social profiles. Each text that states one is held to its setting in both languages, each
 * setting still a sample is listed by the launch check, and the page that draws the text puts the "sample" pill
 * beside it (rendered here with Testing Library). The softened claims (setup time, mobile browsers, "every day",
 * "test every tool with us", "most teams", the calculator's "stay in your browser") stay softened.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { ToolPage } from '../../src/components/tool-page/ToolPage'
import {
  SAMGOV_REFRESH,
  SAMPLE_MARKS,
  SECURITY_PRACTICES,
  SPANISH_SUPPORT,
  SUPPORT_RESPONSE,
  type SampleKind,
} from '../../src/content/company'
import { launchSamples } from '../../src/content/launch'
import { SOCIAL_LINKS } from '../../src/content/navigation'
import { CLAIM_VALUES, SAMPLE_CLAIMS, sampleKindsOf } from '../../src/content/sample-claims'
import { TEMPLATE_CATEGORIES } from '../../src/content/templates'
import { TOOL_IDS } from '../../src/content/tools'
import { TOOL_PAGES } from '../../src/content/tools/registry'
import { toolNamespace, type ToolPageContent } from '../../src/content/tools/types'
import { ensureLocale, i18n } from '../../src/i18n/i18n'
import { PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'
import { AboutUsPage } from '../../src/pages/about-us/AboutUsPage'
import { FacebookLandingPage } from '../../src/pages/facebook-landing/FacebookLandingPage'
import { FaqPage } from '../../src/pages/faq/FaqPage'
import { TemplatesPage } from '../../src/pages/templates/TemplatesPage'
import { HelpCenterPage } from '../../src/pages/help-center/HelpCenterPage'
import { SecuritySection } from '../../src/pages/home/HomeSections'
import { HomePage } from '../../src/pages/home/HomePage'
import { PricingPage } from '../../src/pages/pricing/PricingPage'
import { WhyAiPage } from '../../src/pages/why-ai/WhyAiPage'
import { catalogTexts } from './catalog-texts'

const root = path.resolve(import.meta.dirname, '../..')
const LOCALES = ['en', 'es'] as const
type Locale = (typeof LOCALES)[number]

/** The visitor-facing catalogs (the legal documents word the same practices in their own register, with their own tests). */
const texts = (locale: Locale) => catalogTexts(locale).filter(([key]) => !/^(privacy-policy|terms-of-service|careers):/.test(key))

/** Every line of a locale's example markdown, as [file:line, text]. */
function exampleLines(locale: Locale): [string, string][] {
  const out: [string, string][] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else
        readFileSync(full, 'utf8')
          .split('\n')
          .forEach((line, i) => out.push([`${path.relative(root, full)}:${i + 1}`, line]))
    }
  }
  walk(path.join(root, 'locales', locale, 'examples'))
  return out
}

type Practice = keyof typeof SECURITY_PRACTICES.practices

/** How each practice is worded, in each language: a text that matches names the practice. */
const PRACTICE_WORDS: Record<Practice, Record<Locale, RegExp>> = {
  encryption: { en: /encrypt/i, es: /\bcifra(d[oa]s?|n)\b/i },
  isolation: {
    en: /isolated|own (isolated |separate )?workspace|separate workspace|private workspace|workspace per company/i,
    es: /aislad|espacio (de trabajo )?(propio|separado|privado)|propio espacio/i,
  },
  roleAccess: { en: /role-based|right role|who on your team can see/i, es: /por roles|basa en roles|rol adecuado|quién de tu equipo ve/i },
  oneClickDelete: {
    en: /(delete|deleted)[^.]*(one click|with one click)|delete (it|your data) at any time/i,
    es: /(elimin|borr|bórr)\w*[^.]*con un clic|borrarlos cuando quieras/i,
  },
  retentionControl: { en: /how long (your )?data is kept|control retention/i, es: /cuánto tiempo se (guardan|conservan)/i },
  noTraining: { en: /never used to train/i, es: /ni se usan para entrenar/i },
  neverSold: { en: /never sold/i, es: /nunca se venden/i },
}

const practicesNamed = (locale: Locale, text: string) =>
  (Object.keys(PRACTICE_WORDS) as Practice[]).filter((p) => PRACTICE_WORDS[p][locale].test(text))

const stripTags = (text: string) => text.replace(/<\/?\w+>/g, '')

describe('the security practices: one setting, every text held to it', () => {
  it('the words catch each practice as the pages say it (a broken copy is caught)', () => {
    expect(practicesNamed('en', 'You can delete it at any time.')).toEqual(['oneClickDelete'])
    expect(practicesNamed('es', 'Decide cuánto tiempo se guardan y bórralos con un clic.')).toEqual(['oneClickDelete', 'retentionControl'])
    expect(practicesNamed('en', 'Each company works in its own isolated workspace.')).toEqual(['isolation'])
    expect(practicesNamed('en', 'Your data is encrypted in transit and at rest.')).toEqual(['encryption'])
  })

  for (const locale of LOCALES) {
    it(`${locale}: every practice a page names is in place, and each such text carries the security mark while it is a sample`, () => {
      const naming = texts(locale).filter(([, text]) => practicesNamed(locale, text).length > 0)
      expect(naming.length).toBeGreaterThanOrEqual(18)
      const named = new Set(naming.flatMap(([, text]) => practicesNamed(locale, text)))
      for (const practice of named) expect(SECURITY_PRACTICES.practices[practice], practice).toBe(true)
      // Every practice in place is said somewhere (else the setting lists a promise no page makes).
      expect([...named].sort()).toEqual(
        (Object.keys(SECURITY_PRACTICES.practices) as Practice[]).filter((p) => SECURITY_PRACTICES.practices[p]).sort(),
      )
      expect(naming.filter(([key]) => !SAMPLE_CLAIMS[key]?.includes('security')).map(([key]) => key)).toEqual([])
    })

    it(`${locale}: the example outputs name no security practice of their own`, () => {
      expect(exampleLines(locale).filter(([, line]) => practicesNamed(locale, line).length > 0)).toEqual([])
    })

    it(`${locale}: every SOC 2 sentence carries the SOC 2 mark`, () => {
      const soc2 = texts(locale).filter(([, text]) => /SOC ?2/.test(text))
      expect(soc2.length).toBeGreaterThanOrEqual(8)
      expect(soc2.filter(([key]) => !SAMPLE_CLAIMS[key]?.includes('soc2')).map(([key]) => key)).toEqual([])
    })
  }

  it('the launch check lists each practice in place with the evidence it needs', () => {
    const entry = launchSamples(UNSET).find((s) => s.id === 'security-practices')
    expect(SECURITY_PRACTICES.isSample).toBe(true)
    expect(entry).toBeDefined()
    for (const [practice, inPlace] of Object.entries(SECURITY_PRACTICES.practices))
      if (inPlace) expect(entry!.what).toMatch(new RegExp(`${practice}: \\w`))
    expect(entry!.replace).toContain('SECURITY_PRACTICES')
  })
})

/** The interval as an example output states it ("Data refreshed every 24 hours"). */
const HOURS = { en: /refreshed every (\d+) hours/gi, es: /actualizad[oa]s cada (\d+) horas/gi }

describe('the SAM.gov refresh interval: one product fact', () => {
  for (const locale of LOCALES) {
    it(`${locale}: no catalog text writes the hours itself; each reads {refreshHours} and carries the refresh mark`, () => {
      const literal = texts(locale).filter(([, text]) =>
        (locale === 'en' ? /refreshed every \d|^Every \d+ hours/ : /actualizad[oa]s cada \d|^Cada \d+ horas/).test(text),
      )
      expect(literal.map(([key]) => key)).toEqual([])
      const reading = texts(locale).filter(([, text]) => text.includes('{refreshHours'))
      expect(reading.map(([key]) => key).sort()).toEqual(
        Object.entries(SAMPLE_CLAIMS)
          .filter(([, kinds]) => kinds.includes('refresh'))
          .map(([key]) => key)
          .sort(),
      )
    })

    it(`${locale}: the rendered texts say the setting's hours`, async () => {
      const t = await inLocale(locale, ['tools.leads-contracts'])
      const words = locale === 'en' ? `every ${SAMGOV_REFRESH.hours} hours` : `cada ${SAMGOV_REFRESH.hours} horas`
      for (const key of ['tools.leads-contracts:features.samgov.body', 'tools.leads-contracts:faq.sources.answer'])
        expect(t(key, CLAIM_VALUES)).toContain(words)
      expect(t('tools.leads-contracts:faq.samgov.answer', CLAIM_VALUES)).toMatch(
        new RegExp(`^${locale === 'en' ? 'Every' : 'Cada'} ${SAMGOV_REFRESH.hours} ${locale === 'en' ? 'hours' : 'horas'}\\.`),
      )
      // Another interval reads through, in both plural forms.
      expect(t('tools.leads-contracts:features.samgov.body', { refreshHours: 1 })).toContain(locale === 'en' ? 'every hour,' : 'cada hora,')
      expect(t('tools.leads-contracts:features.samgov.body', { refreshHours: 6 })).toContain(
        locale === 'en' ? 'every 6 hours' : 'cada 6 horas',
      )
    })

    it(`${locale}: the example outputs that state the interval state the setting's`, () => {
      const stated = exampleLines(locale).flatMap(([where, line]) =>
        [...line.matchAll(HOURS[locale])].map((m) => [where, Number(m[1])] as const),
      )
      expect(stated.length).toBe(2)
      for (const [where, hours] of stated) expect(hours, where).toBe(SAMGOV_REFRESH.hours)
    })
  }

  it('the launch check lists it with the hours', () => {
    const entry = launchSamples(UNSET).find((s) => s.id === 'samgov-refresh')
    expect(entry?.what).toContain(`every ${SAMGOV_REFRESH.hours} hours`)
  })
})

describe('support in Spanish and the social profiles: listed while not confirmed', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the about page's bilingual value promises support and carries the Spanish-support mark`, async () => {
      const t = await inLocale(locale, ['about-us'])
      expect(t('about-us:values.items.bilingual.body')).toMatch(locale === 'en' ? /support\.$/ : /soporte\.$/)
      expect(SPANISH_SUPPORT.available).toBe(true)
      expect(SAMPLE_CLAIMS['about-us:values.items.bilingual.body']).toEqual(['spanishSupport'])
    })
  }

  it('the launch check lists Spanish support and every social profile not confirmed, with its address', () => {
    const samples = launchSamples(UNSET)
    expect(samples.map((s) => s.id)).toContain('spanish-support')
    const social = samples.filter((s) => s.id.startsWith('social:'))
    expect(SOCIAL_LINKS).toHaveLength(4)
    expect(social.map((s) => s.id)).toEqual(SOCIAL_LINKS.filter((l) => l.isSample).map((l) => `social:${l.id}`))
    expect(social).toHaveLength(4)
    for (const link of SOCIAL_LINKS) expect(social.find((s) => s.id === `social:${link.id}`)?.what).toContain(link.href)
  })
})

describe('every sample setting has its launch entry', () => {
  const LAUNCH_ID: Partial<Record<SampleKind, string>> = {
    security: 'security-practices',
    soc2: 'soc2-audit',
    response: 'support-response',
    refresh: 'samgov-refresh',
    spanishSupport: 'spanish-support',
    testimonials: 'testimonials',
    count: 'company-count',
    survey: 'survey',
    address: 'legal-entity',
    pay: 'pay-ranges',
    roleTerms: 'role-terms',
    careers: 'careers-claims',
    disclosure: 'partner-program',
  }
  it('each kind the claim table uses, while on, is listed', () => {
    const ids = launchSamples(UNSET).map((s) => s.id)
    const used = new Set(Object.values(SAMPLE_CLAIMS).flat())
    for (const kind of used) if (SAMPLE_MARKS[kind].on) expect(ids, kind).toContain(LAUNCH_ID[kind] ?? `(no launch id for ${kind})`)
  })
  it('sampleKindsOf drops a kind once its setting is real', () => {
    expect(sampleKindsOf('faq:items.security.answer')).toEqual(['security', 'soc2'])
    expect(sampleKindsOf('home:hero.title')).toEqual([])
  })
})

const UNSET = { formAccessKey: '', videoUrl: PLACEHOLDER_VIDEO_URL, placeholderVideoUrl: PLACEHOLDER_VIDEO_URL, demoVideoUrl: '' }

async function inLocale(locale: Locale, namespaces: string[]) {
  await ensureLocale(locale, ['common', 'claims', ...namespaces])
  await i18n.changeLanguage(locale)
  return i18n.getFixedT(locale)
}

const NONE = () => null
const toolPage = (id: string) => {
  const content = TOOL_PAGES.find((page) => page.id === id) as ToolPageContent
  const sections = Object.fromEntries(content.extraSections.filter((s) => s.kind === 'custom').map((s) => [s.id, NONE]))
  return {
    ns: [toolNamespace(content.id), 'leads-board'],
    Page: () => <ToolPage content={content} Mock={NONE} Shots={NONE} sections={sections} />,
  }
}

/** The pages that draw the claim texts, and the keys each draws. */
const SURFACES: { name: string; ns: string[]; Page: ComponentType; keys: string[] }[] = [
  {
    name: 'home',
    ns: ['home'],
    Page: () => (
      <>
        <SecuritySection />
        <HomePage />
      </>
    ),
    keys: [
      'claims:trust.dataBadge',
      'claims:trust.soc2',
      'claims:trust.soc2Badge',
      'home:security.items.encryption.title',
      'home:security.items.encryption.body',
      'home:security.items.isolation.title',
      'home:security.items.isolation.body',
      'home:security.items.roles.title',
      'home:security.items.roles.body',
      'home:security.items.retention.body',
      'home:faq.items.data.answer',
    ],
  },
  { name: 'faq', ns: ['faq'], Page: FaqPage, keys: ['faq:items.security.answer'] },
  {
    name: 'about us',
    ns: ['about-us'],
    Page: AboutUsPage,
    keys: ['about-us:values.items.trust.body', 'about-us:values.items.bilingual.body'],
  },
  { name: 'pricing', ns: ['pricing'], Page: PricingPage, keys: ['pricing:plan.features.security', 'pricing:plan.features.support'] },
  { name: 'help center', ns: ['help-center'], Page: HelpCenterPage, keys: ['help-center:items.deleteData.answer'] },
  { name: 'ad page', ns: ['facebook-landing', 'home'], Page: FacebookLandingPage, keys: ['facebook-landing:trust.items.noTraining'] },
  { name: 'why AI', ns: ['why-ai'], Page: WhyAiPage, keys: ['why-ai:benefits.secure.body'] },
  {
    name: 'AI Chat Assistant',
    ...toolPage('ai-chat-assistant'),
    keys: ['tools.ai-chat-assistant:privacy.body', 'tools.ai-chat-assistant:faq.privacy.answer', 'tools.ai-chat-assistant:faq.team.answer'],
  },
  {
    name: 'Contract Writer',
    ...toolPage('contract-writer'),
    keys: ['tools.contract-writer:security.body', 'tools.contract-writer:faq.privacy.answer'],
  },
  { name: 'Contract Analyzer', ...toolPage('contract-analyzer'), keys: ['tools.contract-analyzer:faq.privacy.answer'] },
  {
    name: 'Leads & Contracts',
    ...toolPage('leads-contracts'),
    keys: [
      'tools.leads-contracts:features.samgov.body',
      'tools.leads-contracts:integrations.available.samgov',
      'tools.leads-contracts:faq.sources.answer',
      'tools.leads-contracts:faq.samgov.answer',
    ],
  },
]

/** The element a text is read in (its sentence's paragraph, list item or FAQ entry) and the marks inside it. */
function marksBeside(container: HTMLElement, text: string): SampleKind[][] {
  const holders = [...container.querySelectorAll<HTMLElement>('p, li, details, span, div')].filter((el) =>
    (el.textContent ?? '').replace(/\s+/g, ' ').includes(text),
  )
  // The innermost elements holding the whole text, then up to the block it is read in.
  const innermost = holders.filter((el) => !holders.some((other) => other !== el && el.contains(other)))
  return innermost.map((el) => {
    const block = el.closest('li, details, article') ?? el
    return [...block.querySelectorAll('[data-testid="sample-mark"]')].map((m) => m.getAttribute('data-sample') as SampleKind)
  })
}

describe('the "sample" mark stands beside each claim where the page draws it', () => {
  it('the rendered surfaces cover every text of the claim table (the data sentence is quoted word for word by the others)', () => {
    expect(SURFACES.flatMap((s) => s.keys).sort()).toEqual(
      Object.keys(SAMPLE_CLAIMS)
        .filter((key) => key !== 'claims:trust.data')
        .sort(),
    )
  })

  for (const locale of LOCALES) {
    for (const surface of SURFACES) {
      it(`${locale}: ${surface.name}`, async () => {
        const t = await inLocale(locale, surface.ns)
        const { container, unmount } = render(<surface.Page />)
        for (const key of surface.keys) {
          const text = stripTags(t(key, { ...CLAIM_VALUES, responseHours: SUPPORT_RESPONSE.hours, count: TOOL_IDS.length })).replace(
            /\s+/g,
            ' ',
          )
          const found = marksBeside(container, text)
          expect(found.length, `${key} is drawn`).toBeGreaterThan(0)
          for (const marks of found) for (const kind of SAMPLE_CLAIMS[key]!) expect(marks, `${key}: ${kind} mark`).toContain(kind)
        }
        unmount()
      })
    }
  }
})

describe('softened claims stay softened, in both languages', () => {
  const STRAY: Record<string, Record<Locale, RegExp>> = {
    'a setup time of "about five minutes"': { en: /about five minutes/i, es: /unos cinco minutos/i },
    '"any mobile browser"': { en: /any mobile browser/i, es: /cualquier navegador móvil/i },
    'customers who "use CleanSuite AI every day"': { en: /use CleanSuite AI every day/i, es: /usan CleanSuite AI todos los días/i },
    'professionals who "test every tool with us"': { en: /test every tool with us/i, es: /prueban cada herramienta con nosotros/i },
    '"most teams start with"': { en: /most teams start/i, es: /la mayoría de los equipos empieza/i },
    'numbers that "stay in your browser" (the address carries them)': { en: /stay in your browser/i, es: /se quedan en tu navegador/i },
  }
  for (const locale of LOCALES)
    for (const [what, words] of Object.entries(STRAY))
      it(`${locale}: no ${what}`, () => {
        expect(
          texts(locale)
            .filter(([, text]) => words[locale].test(text))
            .map(([key]) => key),
        ).toEqual([])
      })

  for (const locale of LOCALES)
    it(`${locale}: the calculator says its numbers travel in the page address`, async () => {
      const t = await inLocale(locale, ['bid-calculator'])
      expect(t('bid-calculator:hero.lead')).toMatch(
        locale === 'en'
          ? /we don’t save what you enter: your numbers are kept in this page’s address/
          : /no guardamos lo que escribes: tus números quedan en la dirección de esta página/,
      )
    })

  it('the templates total is the sum of the categories the page lists', async () => {
    const t = await inLocale('en', ['templates'])
    const total = TEMPLATE_CATEGORIES.reduce((sum, c) => sum + c.count, 0)
    expect(t('templates:hero.stats', { templates: total, categories: TEMPLATE_CATEGORIES.length })).toBe(
      `${total} templates in ${TEMPLATE_CATEGORIES.length} categories`,
    )
    expect(texts('en').filter(([, text]) => /\b152\b/.test(text))).toEqual([])
  })

  for (const locale of LOCALES)
    it(`${locale}: the library's size is sample-marked where the templates page states it, and listed by the launch check`, async () => {
      const t = await inLocale(locale, ['templates'])
      const total = TEMPLATE_CATEGORIES.reduce((sum, c) => sum + c.count, 0)
      const { container, unmount } = render(<TemplatesPage />)
      const found = marksBeside(container, t('templates:hero.stats', { templates: total, categories: TEMPLATE_CATEGORIES.length }))
      expect(found.length).toBeGreaterThan(0)
      for (const marks of found) expect(marks).toContain('library')
      unmount()
      const listed = launchSamples({ formAccessKey: 'k', videoUrl: 'v', placeholderVideoUrl: 'p', demoVideoUrl: 'd' })
      expect(listed.find((sample) => sample.id === 'template-library')?.what).toContain(
        `${total} templates in ${TEMPLATE_CATEGORIES.length} categories`,
      )
    })
})
