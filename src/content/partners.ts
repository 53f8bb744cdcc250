/**
 * Partner directory: sample partners (fictional companies on .example domains), their categories and
 * monogram logos. Words live in locales/<lng>/partners.json.
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

export type Partner = {
  id: string
  nameKey: string
  descriptionKey: string
  category: PartnerCategoryId
  website: string
  /** SVG monogram logo: two letters on a coloured tile (text colour meets AA contrast on the background). */
  logo: { letters: string; background: string; foreground: string }
}

export const PARTNERS: readonly Partner[] = [
  {
    id: 'brightleads',
    nameKey: 'partners:list.brightleads.name',
    descriptionKey: 'partners:list.brightleads.description',
    category: 'lead-generation',
    website: 'https://www.brightleads.example',
    logo: { letters: 'BL', background: '#1d4ed8', foreground: '#ffffff' },
  },
  {
    id: 'govbid-scout',
    nameKey: 'partners:list.govbidScout.name',
    descriptionKey: 'partners:list.govbidScout.description',
    category: 'lead-generation',
    website: 'https://www.govbidscout.example',
    logo: { letters: 'GS', background: '#7c2d12', foreground: '#ffffff' },
  },
  {
    id: 'summit-janitorial-supply',
    nameKey: 'partners:list.summitSupply.name',
    descriptionKey: 'partners:list.summitSupply.description',
    category: 'supplies-equipment',
    website: 'https://www.summitjanitorialsupply.example',
    logo: { letters: 'SJ', background: '#0e7490', foreground: '#ffffff' },
  },
  {
    id: 'floorforce-equipment',
    nameKey: 'partners:list.floorforce.name',
    descriptionKey: 'partners:list.floorforce.description',
    category: 'supplies-equipment',
    website: 'https://www.floorforce.example',
    logo: { letters: 'FF', background: '#fbbf24', foreground: '#1b2b26' },
  },
  {
    id: 'shiftwise',
    nameKey: 'partners:list.shiftwise.name',
    descriptionKey: 'partners:list.shiftwise.description',
    category: 'business-operations',
    website: 'https://www.shiftwise.example',
    logo: { letters: 'SW', background: '#6d28d9', foreground: '#ffffff' },
  },
  {
    id: 'cleancert-academy',
    nameKey: 'partners:list.cleancert.name',
    descriptionKey: 'partners:list.cleancert.description',
    category: 'education-certification',
    website: 'https://www.cleancertacademy.example',
    logo: { letters: 'CC', background: '#0b6e4f', foreground: '#ffffff' },
  },
  {
    id: 'spotless-growth-coaching',
    nameKey: 'partners:list.spotlessGrowth.name',
    descriptionKey: 'partners:list.spotlessGrowth.description',
    category: 'coaching-business',
    website: 'https://www.spotlessgrowth.example',
    logo: { letters: 'SG', background: '#be123c', foreground: '#ffffff' },
  },
  {
    id: 'crewhub',
    nameKey: 'partners:list.crewhub.name',
    descriptionKey: 'partners:list.crewhub.description',
    category: 'all-in-one-platform',
    website: 'https://www.crewhub.example',
    logo: { letters: 'CH', background: '#1b2b26', foreground: '#9ddcc5' },
  },
]

/** Why become a partner: ids and keys. */
export const PARTNER_BENEFITS = [
  { id: 'reach', textKey: 'partners:become.benefits.reach' },
  { id: 'integrate', textKey: 'partners:become.benefits.integrate' },
  { id: 'grow', textKey: 'partners:become.benefits.grow' },
] as const
