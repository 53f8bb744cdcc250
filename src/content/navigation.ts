import type { AppPath } from '../i18n/paths'
import { config, SOCIAL_PROFILE_IS_SAMPLE } from '../lib/config'
import type { MenuIconId } from './icons'
import { TOOL_NAV } from './tools'

/** Header and footer structure. Labels are catalog keys; routes are typed. */
export type NavLinkItem = {
  kind: 'route'
  labelKey: string
  to: AppPath
  hash?: string
  inMobileMenu?: boolean
}

/** An item of a desktop dropdown: its icon and, under its label, a one-line description. */
export type MenuItem = NavLinkItem & { icon: MenuIconId; descriptionKey: string }

/** Each item's description is `navMenu.<name>` in common.json, the name of its label's key (tools.aiPricing -> navMenu.aiPricing). */
const described = (items: ReadonlyArray<Omit<MenuItem, 'descriptionKey'>>): readonly MenuItem[] =>
  items.map((item) => ({ ...item, descriptionKey: item.labelKey.replace(/:\w+\./, ':navMenu.') }))

const FEATURES_MENU = described([
  {
    kind: 'route',
    labelKey: 'common:nav.featuresOverview',
    to: '/{-$locale}/features',
    inMobileMenu: true,
    icon: 'layers',
  },
  ...TOOL_NAV.map((tool) => ({
    kind: 'route' as const,
    labelKey: tool.nameKey,
    to: tool.to,
    inMobileMenu: tool.inMobileMenu,
    icon: tool.icon,
  })),
])

const RESOURCES_MENU = described([
  {
    kind: 'route',
    labelKey: 'common:nav.ebookArticle',
    to: '/{-$locale}/resources/get-cleaning-accounts-ai-ebook',
    inMobileMenu: true,
    icon: 'book',
  },
  {
    kind: 'route',
    labelKey: 'common:nav.bidCalculator',
    to: '/{-$locale}/cleaning-bid-calculator',
    inMobileMenu: true,
    icon: 'calculator',
  },
])

const HELP_MENU = described([
  { kind: 'route', labelKey: 'common:nav.whyAi', to: '/{-$locale}/why-ai', inMobileMenu: true, icon: 'sparkles' },
  {
    kind: 'route',
    labelKey: 'common:nav.partners',
    to: '/{-$locale}/partners',
    inMobileMenu: true,
    icon: 'heartHandshake',
  },
  {
    kind: 'route',
    labelKey: 'common:nav.howItWorks',
    to: '/{-$locale}',
    hash: 'how-it-works',
    inMobileMenu: true,
    icon: 'clipboard',
  },
  { kind: 'route', labelKey: 'common:nav.faq', to: '/{-$locale}/faq', inMobileMenu: true, icon: 'helpCircle' },
])

export const HEADER_MENUS = [
  { id: 'features', labelKey: 'common:nav.features', items: FEATURES_MENU },
  { id: 'resources', labelKey: 'common:nav.resources', items: RESOURCES_MENU },
  { id: 'help', labelKey: 'common:nav.help', items: HELP_MENU },
] as const

export const PRICING_LINK: NavLinkItem = { kind: 'route', labelKey: 'common:nav.pricing', to: '/{-$locale}/pricing' }

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { kind: 'route', labelKey: 'common:footer.aboutUs', to: '/{-$locale}/about-us' },
  { kind: 'route', labelKey: 'common:footer.careers', to: '/{-$locale}/careers' },
  { kind: 'route', labelKey: 'common:footer.helpCenter', to: '/{-$locale}/help-center' },
  { kind: 'route', labelKey: 'common:nav.bidCalculator', to: '/{-$locale}/cleaning-bid-calculator' },
]

/** The legal pages, the only links of the minimal footer (the ebook and ad pages), opened in a new tab. */
export const LEGAL_LINKS: readonly NavLinkItem[] = [
  { kind: 'route', labelKey: 'common:footer.privacyPolicy', to: '/{-$locale}/privacy-policy' },
  { kind: 'route', labelKey: 'common:footer.termsOfService', to: '/{-$locale}/terms-of-service' },
]

/**
 * The footer's legal entries: each page once, with its static printable document beside it (the spec's footer
 * links /privacy.html and /terms.html, in a new tab; English paths, the footer links the page locale's, as
 * printablePath).
 */
export const FOOTER_DOCUMENTS = [
  { labelKey: 'common:footer.privacyPolicy', to: '/{-$locale}/privacy-policy', href: '/privacy.html' },
  { labelKey: 'common:footer.termsOfService', to: '/{-$locale}/terms-of-service', href: '/terms.html' },
] as const

/** The footer's social profiles; `isSample` while the address is not confirmed as the company's (the launch check lists it). */
export const SOCIAL_LINKS = [
  { id: 'linkedin', labelKey: 'common:footer.social.linkedin', href: config.social.linkedin, isSample: SOCIAL_PROFILE_IS_SAMPLE.linkedin },
  { id: 'facebook', labelKey: 'common:footer.social.facebook', href: config.social.facebook, isSample: SOCIAL_PROFILE_IS_SAMPLE.facebook },
  {
    id: 'instagram',
    labelKey: 'common:footer.social.instagram',
    href: config.social.instagram,
    isSample: SOCIAL_PROFILE_IS_SAMPLE.instagram,
  },
  { id: 'youtube', labelKey: 'common:footer.social.youtube', href: config.social.youtube, isSample: SOCIAL_PROFILE_IS_SAMPLE.youtube },
] as const
