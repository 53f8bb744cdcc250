// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PARTNER_CATEGORY_IDS, PARTNER_CATEGORY_KEYS, PARTNER_MARKS, PARTNER_TYPE_STYLES, PARTNERS } from '../../src/content/partners'
import { countByFilter, filterPartners, isPartnerFilter } from '../../src/pages/partners/filter'

const root = path.resolve(import.meta.dirname, '../..')

describe('partner directory filter', () => {
  it('"all" shows every partner, in directory order', () => {
    expect(filterPartners(PARTNERS, 'all').map((p) => p.id)).toEqual(PARTNERS.map((p) => p.id))
    expect(filterPartners(PARTNERS, 'all')).toHaveLength(8)
  })

  it('a category shows only its partners, and the categories together cover all eight', () => {
    const seen: string[] = []
    for (const category of PARTNER_CATEGORY_IDS) {
      const shown = filterPartners(PARTNERS, category)
      expect(shown.length, category).toBeGreaterThan(0)
      expect(shown.every((p) => p.category === category)).toBe(true)
      seen.push(...shown.map((p) => p.id))
    }
    expect(seen.sort()).toEqual(PARTNERS.map((p) => p.id).sort())
  })

  it('filters any list without mutating it', () => {
    const list = [{ category: 'coaching-business' as const }, { category: 'lead-generation' as const }]
    expect(filterPartners(list, 'lead-generation')).toEqual([{ category: 'lead-generation' }])
    expect(filterPartners(list, 'supplies-equipment')).toEqual([])
    expect(list).toHaveLength(2)
  })

  it('counts what each filter shows', () => {
    expect(countByFilter(PARTNERS)).toEqual({
      all: 8,
      'lead-generation': 2,
      'supplies-equipment': 2,
      'business-operations': 1,
      'education-certification': 1,
      'coaching-business': 1,
      'all-in-one-platform': 1,
    })
    expect(countByFilter([]).all).toBe(0)
  })

  it('recognises valid filter values only', () => {
    expect(isPartnerFilter('all')).toBe(true)
    expect(isPartnerFilter('coaching-business')).toBe(true)
    expect(isPartnerFilter('coaching')).toBe(false)
    expect(isPartnerFilter(undefined)).toBe(false)
  })
})

describe('partner data', () => {
  it('has eight partners with unique ids, each with its own wordmark (a mark and a type style no other uses)', () => {
    expect(new Set(PARTNERS.map((p) => p.id)).size).toBe(8)
    expect(new Set(PARTNERS.map((p) => p.wordmark.mark)).size).toBe(8)
    expect(new Set(PARTNERS.map((p) => p.wordmark.type)).size).toBe(8)
    for (const partner of PARTNERS) {
      expect(PARTNER_MARKS).toContain(partner.wordmark.mark)
      expect(PARTNER_TYPE_STYLES).toContain(partner.wordmark.type)
    }
  })

  it('each sample partner has its own website at a reserved .example address, and a service area in both languages', () => {
    expect(new Set(PARTNERS.map((p) => p.website)).size).toBe(PARTNERS.length)
    for (const partner of PARTNERS) {
      // RFC 2606: .example names can never be registered, so a sample card never opens a stranger's site.
      expect(new URL(partner.website).hostname, partner.id).toMatch(/^[a-z0-9-]+\.example$/)
      expect(new URL(partner.website).protocol).toBe('https:')
      for (const locale of ['en', 'es']) {
        const cat = JSON.parse(readFileSync(path.join(root, `locales/${locale}/partners.json`), 'utf8')) as {
          list: Record<string, { area?: string }>
        }
        const area = cat.list[partner.areaKey.split('.')[1]!]?.area
        expect(area, `${locale} ${partner.id}`).toMatch(/\S{3}/)
      }
    }
  })

  it('names the six categories of the spec in English', () => {
    const en = JSON.parse(readFileSync(path.join(root, 'locales/en/partners.json'), 'utf8')) as {
      categories: Record<string, string>
    }
    const names = PARTNER_CATEGORY_IDS.map((id) => en.categories[PARTNER_CATEGORY_KEYS[id].split('.').pop()!])
    expect(names).toEqual([
      'Lead Generation',
      'Supplies & Equipment',
      'Business Operations',
      'Education & Certification',
      'Coaching Business',
      'All-in-One Platform',
    ])
  })
})

describe('partner disclosure (FTC endorsement guides)', () => {
  it('says in both languages what the partner program setting says, and the launch check lists it while a sample', async () => {
    const { IntlMessageFormat } = await import('intl-messageformat')
    const { PARTNER_PROGRAM, partnerDisclosureValues } = await import('../../src/content/partners')
    const { launchSamples } = await import('../../src/content/launch')
    const text = (locale: string, program: { listingFee: boolean; referralFee: boolean }) => {
      const catalog = JSON.parse(readFileSync(path.join(root, 'locales', locale, 'partners.json'), 'utf8'))
      return new IntlMessageFormat(catalog.directory.disclosure, locale).format(partnerDisclosureValues(program)) as string
    }
    expect(text('en', { listingFee: false, referralFee: true })).toContain('no partner pays to appear')
    expect(text('en', { listingFee: false, referralFee: true })).toContain('we may earn a referral fee')
    expect(text('en', { listingFee: true, referralFee: false })).toContain('partners pay a fee to appear')
    expect(text('en', { listingFee: true, referralFee: false })).toContain('we earn nothing')
    expect(text('es', { listingFee: false, referralFee: true })).toContain('ningún socio paga')
    expect(text('es', { listingFee: true, referralFee: false })).toContain('los socios pagan una tarifa')
    expect(text('es', { listingFee: true, referralFee: false })).toContain('no recibimos nada')
    const listed = launchSamples({ formAccessKey: 'k', videoUrl: 'v', placeholderVideoUrl: 'p', demoVideoUrl: 'd' }).map((s) => s.id)
    expect(listed.includes('partner-program')).toBe(PARTNER_PROGRAM.isSample)
  })
})
