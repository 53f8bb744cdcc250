/**
 * Partner directory: sample partners (fictional companies, labelled as sample listings on the page),
 * their categories, service areas and wordmarks. Words live in locales/<lng>/partners.json.
 *
 * Sample partners have no website: a listing links out only once a real partner stands behind it,
 * so the directory never sends a visitor to an address that does not resolve.
 */

export const PARTNER_CATEGORY_IDS = [
  'lead-generation',
  'supplies-equipment',
  'business-operations',
  'education-certification',
  'coaching-business',
  'all-in-one-platform',
] as const
export type PartnerCategoryId = (typeof PARTNER_CATEGORY_IDS)[number]

export const PARTNER_CATEGORY_KEYS = {
  'lead-generation': 'partners:categories.leadGeneration',
  'supplies-equipment': 'partners:categories.suppliesEquipment',
  'business-operations': 'partners:categories.businessOperations',
  'education-certification': 'partners:categories.educationCertification',
  'coaching-business': 'partners:categories.coachingBusiness',
  'all-in-one-platform': 'partners:categories.allInOnePlatform',
} as const satisfies Record<PartnerCategoryId, string>

/** The small drawn mark beside a partner's name (src/pages/partners/PartnerWordmark.tsx). */
export const PARTNER_MARKS = ['spark', 'dome', 'peaks', 'rings', 'clock', 'rosette', 'sprout', 'hub'] as const
export type PartnerMark = (typeof PARTNER_MARKS)[number]
/** How the name is set: one type treatment per partner, all in the site's system font stack (or its serif). */
export const PARTNER_TYPE_STYLES = [
  'heavy',
  'spaced-caps',
  'small-caps',
  'italic-black',
  'light',
  'serif',
  'lowercase',
  'wide-bold',
] as const
type PartnerTypeStyle = (typeof PARTNER_TYPE_STYLES)[number]

export type Partner = {
  id: string
  nameKey: string
  descriptionKey: string
  /** Where the partner works, e.g. 'Texas, Oklahoma and Louisiana' or 'Nationwide, online'. */
  areaKey: string
  category: PartnerCategoryId
  /**
   * Wordmark: a mark and the partner's name set in the partner's own type style (weight, case,
   * letter-spacing), all in the site palette; styles in PartnersPage.module.css ([data-type]).
   */
  wordmark: { mark: PartnerMark; type: PartnerTypeStyle }
}

export const PARTNERS: readonly Partner[] = [
  {
    id: 'brightleads',
    nameKey: 'partners:list.brightleads.name',
    descriptionKey: 'partners:list.brightleads.description',
    areaKey: 'partners:list.brightleads.area',
    category: 'lead-generation',
    wordmark: { mark: 'spark', type: 'heavy' },
  },
  {
    id: 'govbid-scout',
    nameKey: 'partners:list.govbidScout.name',
    descriptionKey: 'partners:list.govbidScout.description',
    areaKey: 'partners:list.govbidScout.area',
    category: 'lead-generation',
    wordmark: { mark: 'dome', type: 'spaced-caps' },
  },
  {
    id: 'summit-janitorial-supply',
    nameKey: 'partners:list.summitSupply.name',
    descriptionKey: 'partners:list.summitSupply.description',
    areaKey: 'partners:list.summitSupply.area',
    category: 'supplies-equipment',
    wordmark: { mark: 'peaks', type: 'small-caps' },
  },
  {
    id: 'floorforce-equipment',
    nameKey: 'partners:list.floorforce.name',
    descriptionKey: 'partners:list.floorforce.description',
    areaKey: 'partners:list.floorforce.area',
    category: 'supplies-equipment',
    wordmark: { mark: 'rings', type: 'italic-black' },
  },
  {
    id: 'shiftwise',
    nameKey: 'partners:list.shiftwise.name',
    descriptionKey: 'partners:list.shiftwise.description',
    areaKey: 'partners:list.shiftwise.area',
    category: 'business-operations',
    wordmark: { mark: 'clock', type: 'light' },
  },
  {
    id: 'cleancert-academy',
    nameKey: 'partners:list.cleancert.name',
    descriptionKey: 'partners:list.cleancert.description',
    areaKey: 'partners:list.cleancert.area',
    category: 'education-certification',
    wordmark: { mark: 'rosette', type: 'serif' },
  },
  {
    id: 'spotless-growth-coaching',
    nameKey: 'partners:list.spotlessGrowth.name',
    descriptionKey: 'partners:list.spotlessGrowth.description',
    areaKey: 'partners:list.spotlessGrowth.area',
    category: 'coaching-business',
    wordmark: { mark: 'sprout', type: 'lowercase' },
  },
  {
    id: 'crewhub',
    nameKey: 'partners:list.crewhub.name',
    descriptionKey: 'partners:list.crewhub.description',
    areaKey: 'partners:list.crewhub.area',
    category: 'all-in-one-platform',
    wordmark: { mark: 'hub', type: 'wide-bold' },
  },
]

/** Why become a partner: ids and keys. */
export const PARTNER_BENEFITS = [
  { id: 'reach', textKey: 'partners:become.benefits.reach' },
  { id: 'integrate', textKey: 'partners:become.benefits.integrate' },
  { id: 'grow', textKey: 'partners:become.benefits.grow' },
] as const
