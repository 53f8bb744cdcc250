// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { CAREERS_CLAIMS, calendarDay, careersValues, JOB_OPENINGS, JOB_TYPE_KEYS, ROLE_TERMS } from '../../src/content/careers'
import { launchSamples } from '../../src/content/launch'
import { INTL_LOCALE } from '../../src/i18n/locales'
import { buildMailto } from '../../src/lib/mailto'

const root = path.resolve(import.meta.dirname, '../..')
type Catalog = { [key: string]: string | Catalog }
const catalogs = {
  en: JSON.parse(readFileSync(path.join(root, 'locales/en/careers.json'), 'utf8')) as Catalog,
  es: JSON.parse(readFileSync(path.join(root, 'locales/es/careers.json'), 'utf8')) as Catalog,
}
function source(locale: 'en' | 'es', fullKey: string): string {
  const text = fullKey
    .split(':')[1]!
    .split('.')
    .reduce<string | Catalog | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogs[locale])
  if (typeof text !== 'string') throw new Error(`missing ${fullKey}`)
  return text
}
/** A catalog text rendered as the page renders it (the locale's Intl formats; a tag keeps only its text). */
function t(locale: 'en' | 'es', fullKey: string, values: Record<string, unknown> = {}): string {
  const tags = { dateTag: (chunks: unknown[]) => chunks.join('') }
  const result = new IntlMessageFormat(source(locale, fullKey), INTL_LOCALE[locale]).format({ ...tags, ...values } as never)
  return Array.isArray(result) ? result.join('') : String(result)
}

describe('buildMailto', () => {
  it('percent-encodes the subject: spaces as %20, never +', () => {
    expect(buildMailto('careers@cleansuite.ai', { subject: 'Application: AI Engineer' })).toBe(
      'mailto:careers@cleansuite.ai?subject=Application%3A%20AI%20Engineer',
    )
  })

  it('encodes accents, slashes, ampersands and question marks so the subject survives intact', () => {
    const href = buildMailto('careers@cleansuite.ai', { subject: 'Postulación: Ingeniero/a de IA & más?' })
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('careers@cleansuite.ai')
    expect(url.search.slice(1).split('&')).toHaveLength(1)
    expect(decodeURIComponent(url.search.replace('?subject=', ''))).toBe('Postulación: Ingeniero/a de IA & más?')
  })

  it('adds a body with CRLF line breaks after the subject', () => {
    const href = buildMailto('a@b.example', { subject: 'Hi', body: 'Line 1\nLine 2' })
    expect(href).toBe('mailto:a@b.example?subject=Hi&body=Line%201%0D%0ALine%202')
  })
})

describe('careers content', () => {
  it('lists five roles with unique ids, a type of Full-time or Part-time and requirements', () => {
    expect(JOB_OPENINGS).toHaveLength(5)
    expect(new Set(JOB_OPENINGS.map((job) => job.id)).size).toBe(5)
    for (const job of JOB_OPENINGS) {
      expect(Object.keys(JOB_TYPE_KEYS)).toContain(job.type)
      expect(job.requirementKeys.length).toBeGreaterThanOrEqual(3)
    }
    expect(t('en', JOB_TYPE_KEYS['full-time'])).toBe('Full-time')
    expect(t('en', JOB_TYPE_KEYS['part-time'])).toBe('Part-time')
  })

  it.each(['en', 'es'] as const)('%s: every apply subject names its role, and roles have distinct titles', (locale) => {
    const titles = JOB_OPENINGS.map((job) => t(locale, job.titleKey))
    expect(new Set(titles).size).toBe(5)
    for (const role of titles) {
      const subject = t(locale, 'careers:apply.subject', { role })
      expect(subject).toContain(role)
      const href = buildMailto('careers@cleansuite.ai', { subject })
      expect(decodeURIComponent(new URL(href).search.replace('?subject=', ''))).toBe(subject)
    }
    expect(t('es', 'careers:apply.subject', { role: 'X' })).toBe('Postulación: X')
  })
})

/** Every text of a catalog with its key. */
function texts(node: string | Catalog, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]]
  return Object.entries(node).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key))
}

describe('careers: each claim reads its owner setting', () => {
  for (const locale of ['en', 'es'] as const) {
    const values = careersValues(locale, (key) => t(locale, key))

    it(`${locale}: the hubs are the setting's, in the perks, the pay note and the hybrid roles' locations`, () => {
      const cities = CAREERS_CLAIMS.hubs.map((hub) => hub.city)
      const list = locale === 'en' ? cities.join(' and ') : cities.join(' y ')
      expect(t(locale, 'careers:perks.flexible.body', values.hubs)).toContain(locale === 'en' ? `hubs in ${list}.` : `oficinas en ${list}.`)
      expect(t(locale, 'careers:fair.pay', values.hubs)).toContain(
        locale === 'en' ? `near one of our hubs (${list})` : `cerca de una de nuestras oficinas (${list})`,
      )
      // One hub: the sentences follow the setting, not a text of their own.
      expect(t(locale, 'careers:perks.flexible.body', { count: 1, hubs: 'Austin' })).toContain(
        locale === 'en' ? 'with a hub in Austin.' : 'con una oficina en Austin.',
      )
      expect(t(locale, 'careers:fair.pay', { count: 1, hubs: 'Austin' })).toContain(
        locale === 'en' ? 'near our hub in Austin for' : 'cerca de nuestra oficina de Austin y',
      )
      for (const job of JOB_OPENINGS.filter((j) => j.locationValues)) {
        expect(cities).toContain(job.locationValues!.city)
        expect(t(locale, job.locationKey, job.locationValues)).toBe(
          `${job.locationValues!.city}, ${job.locationValues!.state} ${locale === 'en' ? '(hybrid)' : '(híbrido)'}`,
        )
      }
      // No text names a city or a reply time of its own.
      const stray = texts(catalogs[locale]).filter(([, text]) =>
        /Dallas|Houston|within a week|menos de una semana|\d+ (days|días)\b/.test(text),
      )
      expect(stray).toEqual([])
    })

    it(`${locale}: "we reply to every application within" the setting's days`, () => {
      const body = t(locale, 'careers:process.steps.apply.body', values.reply)
      expect(body).toContain(
        locale === 'en' ? `within ${CAREERS_CLAIMS.replyDays} days.` : `en un plazo de ${CAREERS_CLAIMS.replyDays} días.`,
      )
      expect(t(locale, 'careers:process.steps.apply.body', { days: 1 })).toContain(
        locale === 'en' ? 'within 1 day.' : 'en un plazo de 1 día.',
      )
    })

    it(`${locale}: every role lists its benefits (part-time included), and the perks name the full-time ones`, () => {
      for (const job of JOB_OPENINGS) {
        expect(job.benefitKeys.length).toBeGreaterThan(0)
        expect(job.benefitKeys).toEqual(ROLE_TERMS.benefits[job.type].map((id) => `careers:benefits.${id}`))
        const line = t(locale, 'careers:roles.benefits', {
          benefits: new Intl.ListFormat(INTL_LOCALE[locale]).format(job.benefitKeys.map((key) => t(locale, key))),
        })
        for (const key of job.benefitKeys) expect(line).toContain(t(locale, key))
      }
      expect(JOB_OPENINGS.some((job) => job.type === 'part-time')).toBe(true)
      const growth = t(locale, 'careers:perks.growth.body', values.fullTimeBenefits)
      for (const id of ROLE_TERMS.benefits['full-time']) expect(growth).toContain(t(locale, `careers:benefits.${id}`))
    })

    it(`${locale}: each role's close date as a long date, and the sales role's commission and on-target earnings`, () => {
      for (const job of JOB_OPENINGS) {
        expect(job.closes).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(calendarDay(job.closes).getDate()).toBe(Number(job.closes.slice(8)))
      }
      const closes = JOB_OPENINGS.find((job) => job.closes === '2026-12-31')!
      expect(t(locale, 'careers:roles.closes', { closes: calendarDay(closes.closes) })).toBe(
        locale === 'en' ? 'Applications close December 31, 2026.' : 'Las solicitudes cierran el 31 de diciembre de 2026.',
      )
      const sales = JOB_OPENINGS.filter((job) => job.departmentKey === 'careers:departments.sales')
      expect(sales.length).toBeGreaterThan(0)
      for (const job of sales) {
        const plan = job.commission!
        expect(plan.ote.min).toBeGreaterThan(job.pay.min)
        expect(plan.ote.max).toBeGreaterThan(job.pay.max)
        expect(t(locale, plan.descriptionKey, { rate: plan.ratePercent })).toContain(`${plan.ratePercent}%`)
        const fmt = (n: number) => `$${n.toLocaleString('en-US')}`
        expect(t(locale, 'careers:roles.ote', { ...plan.ote })).toBe(
          locale === 'en'
            ? `On-target earnings ${fmt(plan.ote.min)}–${fmt(plan.ote.max)} a year`
            : `Ingresos esperados ${fmt(plan.ote.min)}–${fmt(plan.ote.max)} al año`,
        )
      }
    })
  }

  it('the launch check lists the role terms and the careers claims while they are samples', () => {
    const samples = launchSamples({ formAccessKey: 'x', videoUrl: 'a', placeholderVideoUrl: 'b', demoVideoUrl: 'c' })
    const byId = new Map(samples.map((sample) => [sample.id, sample]))
    expect(byId.has('role-terms')).toBe(ROLE_TERMS.isSample)
    expect(byId.has('careers-claims')).toBe(CAREERS_CLAIMS.isSample)
    if (ROLE_TERMS.isSample)
      for (const job of JOB_OPENINGS) expect(byId.get('role-terms')!.what).toContain(`${job.id} closes ${job.closes}`)
    if (CAREERS_CLAIMS.isSample) {
      const what = byId.get('careers-claims')!.what
      for (const hub of CAREERS_CLAIMS.hubs) expect(what).toContain(hub.city)
      expect(what).toContain(`within ${CAREERS_CLAIMS.replyDays} days`)
    }
  })
})
