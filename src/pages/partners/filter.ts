import { PARTNER_CATEGORY_IDS, type Partner, type PartnerCategoryId } from '../../content/partners'

/** The category filter of the partner directory: every partner, or one category. */
export type PartnerFilter = 'all' | PartnerCategoryId

export function isPartnerFilter(value: unknown): value is PartnerFilter {
  return value === 'all' || (PARTNER_CATEGORY_IDS as readonly unknown[]).includes(value)
}

export function filterPartners<P extends Pick<Partner, 'category'>>(partners: readonly P[], filter: PartnerFilter): P[] {
  return filter === 'all' ? [...partners] : partners.filter((partner) => partner.category === filter)
}

/** How many partners each filter shows, 'all' included, in category order. */
export function countByFilter(partners: readonly Pick<Partner, 'category'>[]): Record<PartnerFilter, number> {
  const counts = { all: partners.length } as Record<PartnerFilter, number>
  for (const id of PARTNER_CATEGORY_IDS) counts[id] = 0
  for (const partner of partners) counts[partner.category] += 1
  return counts
}
