/**
 * Partner directory: sample partners (fictional companies, labelled as sample listings on the page),
 * their categories, service areas and wordmarks. Words live in locales/<lng>/partners.json.
 *
 * Each card links to the partner's website (the spec's "Visit website", a new tab). The sample partners'
 * addresses are reserved `.example` names (RFC 2606: they can never belong to anyone), so a sample card never
 * sends a visitor to a stranger's site; the launch check lists them until real partners replace them.
 */
import { PARTNER_PROGRAM_IS_SAMPLE } from './company'
import { camelCase, keyed, labelled } from './keys'

export const PARTNER_CATEGORY_IDS = [
  'lead-generation',
  'supplies-equipment',
  'business-operations',
  'education-certification',
  'coaching-business',
  'all-in-one-platform',
] as const
export type PartnerCategoryId = (typeof PARTNER_CATEGORY_IDS)[number]

export const PARTNER_CATEGORY_KEYS = Object.fromEntries(
  PARTNER_CATEGORY_IDS.map((id) => [id, `partners:categories.${camelCase(id)}`]),
) as Record<PartnerCategoryId, string>

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

/**
 * How partners come to be listed, disclosed beside the directory (FTC endorsement guides: a material connection is
 * stated where the recommendation is read). `listingFee`: partners pay to appear; `referralFee`: we may be paid when a
 * visitor buys from a partner. SAMPLE until the owner confirms the partner agreements actually signed
 * (PARTNER_PROGRAM_IS_SAMPLE in src/content/company.ts); the launch check lists it until then.
 */
export const PARTNER_PROGRAM: { listingFee: boolean; referralFee: boolean; isSample: boolean } = {
  listingFee: false,
  referralFee: true,
  isSample: PARTNER_PROGRAM_IS_SAMPLE,
}

/** The disclosure's ICU arguments (`partners:directory.disclosure`). */
export const partnerDisclosureValues = (program: Pick<typeof PARTNER_PROGRAM, 'listingFee' | 'referralFee'> = PARTNER_PROGRAM) => ({
  listingFee: program.listingFee ? 'yes' : 'no',
  referralFee: program.referralFee ? 'yes' : 'no',
})

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
  /** The partner's website, opened in a new tab from the card ("Visit website"). */
  website: string
}

export const PARTNERS: readonly Partner[] = keyed(
  'partners:list',
  ['name', 'description', 'area'],
  [
    { id: 'brightleads', category: 'lead-generation', website: 'https://brightleads.example/', wordmark: { mark: 'spark', type: 'heavy' } },
    {
      id: 'govbid-scout',
      category: 'lead-generation',
      website: 'https://govbidscout.example/',
      wordmark: { mark: 'dome', type: 'spaced-caps' },
    },
    {
      id: 'summit-janitorial-supply',
      name: 'summitSupply',
      category: 'supplies-equipment',
      website: 'https://summitjanitorial.example/',
      wordmark: { mark: 'peaks', type: 'small-caps' },
    },
    {
      id: 'floorforce-equipment',
      name: 'floorforce',
      category: 'supplies-equipment',
      website: 'https://floorforce.example/',
      wordmark: { mark: 'rings', type: 'italic-black' },
    },
    { id: 'shiftwise', category: 'business-operations', website: 'https://shiftwise.example/', wordmark: { mark: 'clock', type: 'light' } },
    {
      id: 'cleancert-academy',
      name: 'cleancert',
      category: 'education-certification',
      website: 'https://cleancertacademy.example/',
      wordmark: { mark: 'rosette', type: 'serif' },
    },
    {
      id: 'spotless-growth-coaching',
      name: 'spotlessGrowth',
      category: 'coaching-business',
      website: 'https://spotlessgrowth.example/',
      wordmark: { mark: 'sprout', type: 'lowercase' },
    },
    { id: 'crewhub', category: 'all-in-one-platform', website: 'https://crewhub.example/', wordmark: { mark: 'hub', type: 'wide-bold' } },
  ],
)

/** Why become a partner: ids and keys. */
export const PARTNER_BENEFITS = labelled('partners:become.benefits', 'text', ['reach', 'integrate', 'grow'])
