// @vitest-environment node
/**
 * Claims a reader (or a lawyer) can hold the site to are worded once (issue 31): the SOC 2 audit as one
 * sentence and one badge, the data claim as the privacy policy has it (never sold, never used to train
 * models, processed by the providers the policy lists), and no absolute promise about AI output.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogTexts } from './catalog-texts'

const root = path.resolve(import.meta.dirname, '../..')
const LOCALES = ['en', 'es'] as const

const texts = catalogTexts

const common = (locale: string) => new Map(texts(locale))
const lower = (s: string) => s.toLowerCase()

describe('one wording per claim, in both languages', () => {
  for (const locale of LOCALES) {
    const all = texts(locale)
    const c = common(locale)
    const soc2 = c.get('claims:trust.soc2')!
    const soc2Badge = c.get('claims:trust.soc2Badge')!
    const data = c.get('claims:trust.data')!
    const dataBadge = c.get('claims:trust.dataBadge')!

    it(`${locale}: SOC 2 is the badge or the sentence wherever it appears, never "compliant"`, () => {
      expect(soc2).toMatch(/audit/i)
      const mentions = all.filter(([, text]) => /SOC ?2/.test(text))
      expect(mentions.length).toBeGreaterThanOrEqual(8)
      const other = mentions.filter(([, text]) => text !== soc2Badge && !lower(text).includes(lower(soc2)))
      expect(other.map(([key]) => key)).toEqual([])
      expect(
        all.filter(([, text]) => /SOC ?2[^.]*(compliant|compliance|cumple)|(compliant|cumple con) SOC/i.test(text)).map(([k]) => k),
      ).toEqual([])
    })

    it(`${locale}: the badge and the processors sentence together say what the data sentence says`, () => {
      // The processors sentence links "our Privacy Policy lists them" to the providers' table: read as its words.
      const processors = c.get('claims:trust.processors')!
      expect(processors).toMatch(/<processorsLink>[^<]+<\/processorsLink>\.$/)
      expect(data.endsWith(processors.replace(/<\/?processorsLink>/g, ''))).toBe(true)
    })

    it(`${locale}: no page says the data is never shared with third parties beside a policy that lists processors`, () => {
      const shared = all.filter(([, text]) => /(share|shared|sharing) (it |them )?with third parties|compart\w+ con terceros/i.test(text))
      expect(shared.map(([key]) => key)).toEqual([])
    })

    it(`${locale}: every promise about model training is the data sentence or its badge (legal documents aside)`, () => {
      const training = locale === 'en' ? /\btrain(s|ed)? (AI )?models?\b|\btrain AI\b|model training/i : /entrenar/i
      const stray = all.filter(
        ([key, text]) =>
          training.test(text) &&
          !/^(privacy-policy|careers):/.test(key) &&
          !key.endsWith('.question') &&
          // A rich text is read as its words (the terms link "our Privacy Policy lists them" to the providers' table).
          !lower(text.replace(/<\/?\w+>/g, '')).includes(lower(data)) &&
          !lower(text).includes(lower(dataBadge)),
      )
      expect(stray.map(([key]) => key)).toEqual([])
    })
  }

  it('AI output is never promised as flawless, and samples are called samples', () => {
    const en = texts('en')
    const absolute = en.filter(([, text]) => /never miss|instead of guessing|only use the facts|real outputs/i.test(text))
    expect(absolute.map(([key]) => key)).toEqual([])
  })
})

describe('the hiring sample reviews a candidate on the job only', () => {
  const PERSONAL = {
    en: /famil|health|pregnan|\bage\b|\baged\b|years old|born|origin|nationality|care for|caregiv|married|children/i,
    es: /famili|salud|embaraz|\bedad\b|naci[óo]|origen|nacionalidad|cuidar a|casad|hijos/i,
  }
  for (const locale of LOCALES) {
    it(`${locale}: the quick-screen review and the hero's review mention no family, health, age, pregnancy or origin`, () => {
      const review = readFileSync(path.join(root, 'locales', locale, 'examples/ai-hiring/quick-screen.md'), 'utf8')
      const hits = review.split('\n').filter((line) => PERSONAL[locale].test(line))
      expect(hits).toEqual([])
      const catalog = texts(locale).filter(([key]) => /^tools\.ai-hiring:(mock\.|examples\.quickScreen\.)/.test(key))
      expect(catalog.length).toBeGreaterThan(3)
      expect(catalog.filter(([, text]) => PERSONAL[locale].test(text)).map(([key]) => key)).toEqual([])
    })
  }
})
