import { TOOL_NAV } from '../content/tools'
import { PREMIUM_PLAN } from '../content/plans'
import { FAQ_ITEMS } from '../content/faq'
import { HELP_TOPICS } from '../content/help-center'
import { HOME_FAQ } from '../content/home'
import { PRICING_FAQ } from '../content/pricing'
import { TOOL_PAGES } from '../content/tools/registry'
import { CLAIM_VALUES } from '../content/sample-claims'
import { config } from '../lib/config'
import { absoluteUrl, META_VALUES } from './head'
import { i18n } from './i18n'
import { LOCALE_TAG, LOCALES, localizePath, splitLocale, type Locale } from './locales'
import { productName } from './product-name'

type JsonLd = Record<string, unknown>
type FaqEntry = { questionKey: string; answerKey: string; values?: Readonly<Record<string, number>> }

/** The FAQ shown on a page (locale-free path), for FAQPage data. */
function faqOf(path: string): readonly FaqEntry[] {
  if (path === '/') return HOME_FAQ
  if (path === '/faq') return FAQ_ITEMS
  if (path === '/pricing') return PRICING_FAQ
  if (path === '/help-center') return HELP_TOPICS.flatMap((topic) => topic.items)
  return TOOL_PAGES.find((tool) => `/${tool.id}` === path)?.faq ?? []
}

/**
 * schema.org data of a page, written into the pre-rendered <head> as JSON-LD (crawlers read the
 * static HTML; the browser never re-renders it). Organization and WebSite on every page;
 * SoftwareApplication with the Premium offer on pricing and tool pages; BreadcrumbList on tool
 * and template pages. Names and descriptions come from the catalogs.
 */
export function structuredDataFor(pathname: string, locale: Locale): JsonLd[] {
  const t = i18n.getFixedT(locale)
  const { path } = splitLocale(pathname)
  const brand = t('common:brand.name')
  const home = absoluteUrl(localizePath('/', locale))
  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${config.siteUrl}/#organization`,
    name: brand,
    url: `${config.siteUrl}/`,
    logo: `${config.siteUrl}/favicon.svg`,
    email: config.supportEmail,
    sameAs: Object.values(config.social),
  }
  const website: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: brand,
    url: home,
    inLanguage: LOCALE_TAG[locale],
    publisher: { '@id': `${config.siteUrl}/#organization` },
  }
  const data = [organization, website]

  const offer = {
    '@type': 'Offer',
    name: t('common:plans.premium'),
    price: PREMIUM_PLAN.priceUsd.toFixed(2),
    priceCurrency: PREMIUM_PLAN.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: PREMIUM_PLAN.priceUsd.toFixed(2),
      priceCurrency: PREMIUM_PLAN.currency,
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
    url: absoluteUrl(localizePath('/pricing', locale)),
  }
  const software = (name: string, description: string, url: string): JsonLd => ({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    inLanguage: LOCALES.map((l) => LOCALE_TAG[l]),
    offers: offer,
    publisher: { '@id': `${config.siteUrl}/#organization` },
  })
  const crumbs = (items: Array<{ name: string; path: string }>): JsonLd => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localizePath(item.path, locale)),
    })),
  })

  const tool = TOOL_NAV.find((entry) => entry.to === `/{-$locale}${path}`)
  if (tool) {
    const name = t(tool.nameKey)
    const product = productName(brand, name, (b, n) => t('common:brand.product', { brand: b, tool: n }))
    data.push(software(product, t(`tools.${tool.id}:meta.description`, META_VALUES), absoluteUrl(pathname)))
    data.push(
      crumbs([
        { name: t('common:breadcrumbs.home'), path: '/' },
        { name: t('common:nav.features'), path: '/features' },
        { name, path },
      ]),
    )
  } else if (path === '/pricing') {
    data.push(software(brand, t('pricing:meta.description', META_VALUES), absoluteUrl(pathname)))
  } else if (path === '/templates') {
    data.push(
      crumbs([
        { name: t('common:breadcrumbs.home'), path: '/' },
        { name: t('common:breadcrumbs.templates'), path: '/templates' },
      ]),
    )
  } else if (path === '/cleaning-bid-calculator') {
    // The free calculator: a web application anyone can use without paying.
    data.push({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: t('bid-calculator:hero.title'),
      description: t('bid-calculator:meta.description', META_VALUES),
      url: absoluteUrl(pathname),
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      isAccessibleForFree: true,
      inLanguage: LOCALE_TAG[locale],
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      publisher: { '@id': `${config.siteUrl}/#organization` },
    })
  }
  const faq = faqOf(path)
  if (faq.length > 0) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: LOCALE_TAG[locale],
      mainEntity: faq.map((item) => ({
        '@type': 'Question',
        name: t(item.questionKey, item.values),
        acceptedAnswer: { '@type': 'Answer', text: t(item.answerKey, { ...CLAIM_VALUES, ...item.values }) },
      })),
    })
  }
  return data
}

/** The JSON-LD blocks as HTML, with `<` escaped so no text can close the script element. */
export function structuredDataHtml(data: JsonLd[]): string {
  return data.map((item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`).join('\n    ')
}
